import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FOCUSABLE } from '../../components/useFocusTrap';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 250;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.72);
  backdrop-filter: blur(3px);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 1.5rem;
  h2 { font-size: 1.4rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1.25rem; color: ${({ theme }) => theme.colors.muted}; }
  .actions { display: flex; justify-content: flex-end; gap: 0.6rem; flex-wrap: wrap; }
`;

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
 * A confirmation (role=alertdialog) that can open on top of the full-screen player. The
 * player's own focus trap listens on the document, so this one handles Escape and Tab itself
 * and stops them there: Escape cancels the question instead of closing the player, and Tab
 * stays on the two buttons. Focus starts on Cancel and returns to the opener afterwards.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel, returnFocus }: ConfirmDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    // the safe choice first
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      const back = returnFocus?.current ?? previous;
      if (back?.isConnected) back.focus();
    };
  }, [open, returnFocus]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    e.stopPropagation();
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const inside = panel.current.contains(document.activeElement);
    if (e.shiftKey && (document.activeElement === first || !inside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <Panel
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={descId}>{message}</p>
        <div className="actions">
          <Button data-autofocus variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </Panel>
    </Overlay>,
    document.body,
  );
}
