import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';
import { ConfirmText } from './panelParts';

/**
 * The admin tabs' delete confirmation: what goes, Cancel, and the named delete button. While
 * the delete runs it stays open (Cancel, ×, Escape and the backdrop wait for the answer) and
 * focus stays on the busy delete button.
 */
export function DeleteDialog({ open, title, children, busy, onCancel, onConfirm, role, initialFocus }: {
  open: boolean;
  /** 'Delete Battler': the dialog's title and its button */
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** 'alertdialog' for a question that interrupts (the review queues'), focus then on its first button */
  role?: 'dialog' | 'alertdialog';
  initialFocus?: string;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} busy={busy} role={role} initialFocus={initialFocus}>
      <ConfirmText>{children}</ConfirmText>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
