import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button';
import { Label } from '../Field';
import { useToast } from '../Toast';
import type { FileProblem } from '../../lib/imageChecks';

export type { FileProblem };

/**
 * 'compact': a form field with its label above (thumbnails); 'inline': a photo or logo beside
 * its buttons and a note (battler photo, sponsor logo); 'card': a large preview in a two-column
 * card that stacks on a phone (the site logo).
 */
export type ImageUploadLayout = 'compact' | 'inline' | 'card';

const Root = styled.div<{ $layout: ImageUploadLayout }>`
  ${({ $layout }) => $layout === 'compact' && 'margin-bottom: 1rem;'}
`;

const Row = styled.div<{ $layout: ImageUploadLayout }>`
  ${({ $layout, theme }) => {
    if ($layout === 'card') {
      return css`
        display: grid;
        grid-template-columns: 180px 1fr;
        gap: 1.5rem;
        align-items: center;
        ${theme.media.mobile} { grid-template-columns: 1fr; justify-items: start; }
      `;
    }
    return css`
      display: flex;
      gap: ${$layout === 'compact' ? '0.9rem' : '1rem'};
      align-items: center;
      flex-wrap: wrap;
      ${$layout === 'inline' && 'margin-bottom: 1.1rem;'}
    `;
  }}
`;

const Buttons = styled.div<{ $layout: ImageUploadLayout }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $layout }) => ($layout === 'card' ? '0.6rem' : '0.5rem')};
  ${({ $layout }) => $layout === 'card' && 'margin: 1rem 0;'}
`;

const Note = styled.p<{ $tone: 'muted' | 'subtle' }>`
  margin: 0.4rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

export interface ImageUploadFieldProps {
  layout?: ImageUploadLayout;
  /** the field's label; tied to the file input when it has an `inputId`, else a plain heading */
  label?: ReactNode;
  /** the chosen image, the stored one, or a placeholder */
  preview: ReactNode;
  /** the file types offered by the picker */
  accept: string;
  inputId?: string;
  /** the hidden input's name, for pickers without a visible label */
  inputLabel?: string;
  inputDisabled?: boolean;
  /** the button that opens the picker */
  choose: { label: string; loading?: boolean; disabled?: boolean };
  /** buttons after it (remove, upload, cancel) */
  actions?: ReactNode;
  /** a refused file's reason, shown as an error toast; null lets it through */
  check: (file: File) => FileProblem | null;
  onFile: (file: File) => void;
  /** above the buttons */
  before?: ReactNode;
  /** the small print beneath the buttons */
  note?: ReactNode;
  noteTone?: 'muted' | 'subtle';
  /**
   * What is on its way ('Uploading photo...'), for screen readers. Given at all, the region
   * is always there, even empty, so a screen reader hears it change.
   */
  status?: string;
  /** beneath everything else beside the preview (progress, guidance) */
  children?: ReactNode;
}

/**
 * An image picker with its preview: a hidden file input opened by a button, the picked file
 * checked before it is handed on, and the input cleared each time so the same file can be
 * picked again. What happens to the file (upload at once, crop, keep for a later save) is
 * the caller's.
 */
export function ImageUploadField({
  layout = 'inline',
  label,
  preview,
  accept,
  inputId,
  inputLabel,
  inputDisabled,
  choose,
  actions,
  check,
  onFile,
  before,
  note,
  noteTone = 'muted',
  status,
  children,
}: ImageUploadFieldProps) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = check(file);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    onFile(file);
  };

  return (
    <Root $layout={layout}>
      {label !== undefined && (inputId ? <Label htmlFor={inputId}>{label}</Label> : <Label as="p">{label}</Label>)}
      <Row $layout={layout}>
        {preview}
        <div>
          {before}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            aria-label={inputLabel}
            disabled={inputDisabled}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Buttons $layout={layout}>
            <Button
              size={layout === 'card' ? undefined : 'sm'}
              variant="secondary"
              loading={choose.loading}
              disabled={choose.disabled}
              onClick={() => input.current?.click()}
            >
              {choose.label}
            </Button>
            {actions}
          </Buttons>
          {note !== undefined && <Note $tone={noteTone}>{note}</Note>}
          {status !== undefined && (
            <span className="sr-only" role="status">
              {status}
            </span>
          )}
          {children}
        </div>
      </Row>
    </Root>
  );
}
