import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Label } from '../../../components/Field';
import { useToast } from '../../../components/Toast';
import { thumbnailProblem } from './imageChecks';
import { ThumbnailCropDialog } from './ThumbnailCropDialog';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { IMAGE_ACCEPT } from '../../../lib/upload';

const Wrap = styled.div`
  margin-bottom: 1rem;
`;

const Row = styled.div`
  display: flex;
  gap: 0.9rem;
  align-items: center;
  flex-wrap: wrap;
`;

const Preview = styled.div`
  width: 160px;
  aspect-ratio: 16 / 9;
  flex: none;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.78rem;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

export interface ThumbnailValue {
  /** a new cropped thumbnail to upload */
  file: File | null;
  /** clear the stored thumbnail (edit only) */
  removed: boolean;
}

/**
 * Pick an image (≤ 5 MB), crop it to 16:9 in the crop dialog, preview it; in edit forms the
 * stored thumbnail can also be removed.
 */
export function ThumbnailField({
  label = 'Thumbnail (optional)',
  currentUrl,
  value,
  onChange,
  cropTitle,
  onCroppingChange,
}: {
  label?: string;
  currentUrl?: string | null;
  value: ThumbnailValue;
  onChange: (next: ThumbnailValue) => void;
  cropTitle?: string;
  /** the enclosing dialog ignores Escape while the crop dialog is open */
  onCroppingChange?: (cropping: boolean) => void;
}) {
  const { toast } = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const preview = useObjectUrl(value.file);

  const crop = (file: File | null) => {
    setPicked(file);
    onCroppingChange?.(!!file);
  };

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = thumbnailProblem(file);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    crop(file);
  };

  const shown = preview ?? (value.removed ? null : (currentUrl ?? null));
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Preview>{shown ? <img src={shown} alt="Thumbnail preview" /> : <span>No thumbnail</span>}</Preview>
        <Buttons>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
            {shown ? 'Replace Thumbnail' : 'Choose Thumbnail'}
          </Button>
          {shown && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onChange({ file: null, removed: !value.file && !!currentUrl ? true : value.removed })}
            >
              Remove
            </Button>
          )}
        </Buttons>
      </Row>
      <ThumbnailCropDialog
        file={picked}
        title={cropTitle}
        onCancel={() => crop(null)}
        onCropped={(file) => {
          onChange({ file, removed: false });
          crop(null);
        }}
      />
    </Wrap>
  );
}
