import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { DialogActions } from './Dialog';
import { controlStyles, ErrorText, Label } from './Field';

export const TextAreaControl = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 80px;
  line-height: 1.45;
`;

const Wrap = styled.div`
  margin-bottom: 1rem;
`;

const Counter = styled.p<{ $full: boolean }>`
  margin: 0.3rem 0 0;
  text-align: right;
  font-size: 0.78rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.colors.gold : theme.colors.muted)};
`;

/** A labelled textarea, with a 'n/max' counter when `maxLength` is given. */
export function TextAreaField({
  label,
  error,
  id,
  maxLength,
  value,
  rows = 3,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; value: string }) {
  const auto = useId();
  const areaId = id ?? `t${auto}`;
  const counterId = `${areaId}-count`;
  const errId = `${areaId}-error`;
  const describedBy = [maxLength ? counterId : '', error ? errId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={areaId}>{label}</Label>
      <TextAreaControl
        id={areaId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {maxLength !== undefined && (
        <Counter id={counterId} $full={value.length >= maxLength} data-testid={`${rest.name ?? areaId}-counter`}>
          {value.length}/{maxLength}
        </Counter>
      )}
      {error && <ErrorText id={errId}>{error}</ErrorText>}
    </Wrap>
  );
}

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  margin-bottom: 0.75rem;
  font-weight: 700;
  font-size: 0.9rem;
  cursor: pointer;
  /* a label on two lines must not squeeze the box */
  input { width: 18px; height: 18px; flex-shrink: 0; accent-color: ${({ theme }) => theme.colors.gold}; }
`;

export function CheckboxField({ label, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <CheckRow>
      <input type="checkbox" {...rest} />
      {label}
    </CheckRow>
  );
}

export const FormAlert = styled(ErrorText).attrs({ role: 'alert' })`
  margin: 0 0 0.9rem;
`;

/** A form dialog's buttons: Cancel, held while the form is sent, and the submit button. */
export function FormActions({
  busy,
  onCancel,
  submitLabel,
  submitDisabled,
  cancelLabel = 'Cancel',
  held = false,
}: {
  busy: boolean;
  /** another request of the dialog's is on its way (a photo's upload): both wait, Save not shown busy */
  held?: boolean;
  onCancel: () => void;
  /** none: nothing to save (a read-only view) */
  submitLabel?: string;
  submitDisabled?: boolean;
  cancelLabel?: string;
}) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={busy || held}>
        {cancelLabel}
      </Button>
      {submitLabel && (
        <Button type="submit" loading={busy} disabled={submitDisabled || held}>
          {submitLabel}
        </Button>
      )}
    </DialogActions>
  );
}
