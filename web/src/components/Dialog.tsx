import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useFocusTrap } from './useFocusTrap';

const Overlay = styled.div<{ $alert: boolean }>`
  position: fixed;
  inset: 0;
  /* a question can open over the full-screen player (200) */
  z-index: ${({ $alert }) => ($alert ? 250 : 200)};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.72);
  backdrop-filter: blur(3px);
`;

const Panel = styled.div<{ $alert: boolean; $wide: boolean }>`
  width: 100%;
  max-width: ${({ $alert, $wide }) => ($alert ? 420 : $wide ? 760 : 460)}px;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme, $alert }) => ($alert ? theme.colors.red : theme.colors.gold)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 1.5rem;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 { font-size: 1.5rem; margin: 0; }
  p { margin: 0.35rem 0 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.92rem; }
`;

const Close = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.2rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; border-color: ${({ theme }) => theme.colors.muted}; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.6rem;
  flex-wrap: wrap;
  margin-top: 0.5rem;
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /**
   * 'alertdialog' for a question answered with its own buttons (a confirmation): no close
   * button, and a red edge.
   */
  role?: 'dialog' | 'alertdialog';
  /** a selector for where focus starts (default: the first field) */
  initialFocus?: string;
  /** where focus goes back to (default: whatever had it on opening) */
  returnFocus?: RefObject<HTMLElement | null>;
  /** room for a list (760px instead of 460px) */
  wide?: boolean;
  /**
   * Its action is under way: Escape, the backdrop and × do not close it (× is disabled)
   * until the answer is in, so nothing completes behind a dialog that seems cancelled.
   * Its own Cancel button needs `disabled` as well.
   */
  busy?: boolean;
}

/** Modal dialog: aria-modal, focus kept inside, Esc and the backdrop close it (not while busy). */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  initialFocus = 'input, select, textarea',
  returnFocus,
  wide = false,
  busy = false,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  const alert = role === 'alertdialog';
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(panel, open, close, { prefer: initialFocus, returnTo: returnFocus });

  if (!open) return null;
  return createPortal(
    <Overlay $alert={alert} onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <Panel
        ref={panel}
        $alert={alert}
        $wide={wide}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
      >
        <Head>
          <div>
            <h2 id={titleId}>{title}</h2>
            {description && <p id={descId}>{description}</p>}
          </div>
          {!alert && (
            <Close type="button" aria-label="Close dialog" onClick={close} disabled={busy}>
              ×
            </Close>
          )}
        </Head>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
