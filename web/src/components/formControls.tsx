import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { DialogActions } from './Dialog';
import { ErrorText } from './Field';

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
