import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { thumbnailProblem } from '../../lib/imageChecks';
import { IMAGE_ACCEPT } from '../../lib/upload';
import { useObjectUrl } from '../../lib/useObjectUrl';
import { ImageUploadField } from './ImageUploadField';
import { ThumbnailCropDialog } from './ThumbnailCropDialog';

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

export interface ThumbnailValue {
  /** a new cropped thumbnail to upload */
  file: File | null;
  /** clear the stored thumbnail (edit only) */
  removed: boolean;
}

/**
 * Pick an image (≤ 5 MB), crop it to 16:9 in the crop dialog, preview it; in edit forms the
 * stored thumbnail can also be removed. Nothing is sent until the form is: the value is the
 * cropped file.
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
  const id = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const preview = useObjectUrl(value.file);

  const crop = (file: File | null) => {
    setPicked(file);
    onCroppingChange?.(!!file);
  };

  const shown = preview ?? (value.removed ? null : (currentUrl ?? null));
  return (
    <>
      <ImageUploadField
        layout="compact"
        label={label}
        inputId={id}
        accept={IMAGE_ACCEPT}
        check={thumbnailProblem}
        onFile={crop}
        preview={<Preview>{shown ? <img src={shown} alt="Thumbnail preview" /> : <span>No thumbnail</span>}</Preview>}
        choose={{ label: shown ? 'Replace Thumbnail' : 'Choose Thumbnail' }}
        actions={
          shown && (
            <Button
              size="sm"
              variant="ghost"
              // a stored thumbnail is marked for removal; a newly cropped one is just dropped
              onClick={() => onChange({ file: null, removed: !value.file && !!currentUrl ? true : value.removed })}
            >
              Remove
            </Button>
          )
        }
      />
      <ThumbnailCropDialog
        file={picked}
        title={cropTitle}
        onCancel={() => crop(null)}
        onCropped={(file) => {
          onChange({ file, removed: false });
          crop(null);
        }}
      />
    </>
  );
}
