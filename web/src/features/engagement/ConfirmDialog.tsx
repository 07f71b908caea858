import type { ReactNode, RefObject } from 'react';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** where focus goes back to (the button that asked); default: whatever had focus on opening */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A confirmation (role=alertdialog) that can open on top of the full-screen player: its focus
 * trap is the innermost, so Escape cancels the question instead of closing the player, and
 * Tab stays on the two buttons. Focus starts on Cancel, the safe choice; while the answer
 * is on its way the question stays.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, onConfirm, onCancel, returnFocus }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      busy={busy}
      title={title}
      description={message}
      role="alertdialog"
      initialFocus="[data-autofocus]"
      returnFocus={returnFocus}
    >
      <DialogActions>
        <Button data-autofocus variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
