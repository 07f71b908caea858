import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useFocusTrap } from './useFocusTrap';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.72);
  backdrop-filter: blur(3px);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 460px;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.gold};
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
  &:hover { color: ${({ theme }) => theme.colors.text}; border-color: ${({ theme }) => theme.colors.muted}; }
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** Modal dialog: role=dialog, aria-modal, focus kept inside, Esc and the backdrop close it. */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  useFocusTrap(panel, open, onClose, undefined, 'input, select, textarea');

  if (!open) return null;
  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel
        ref={panel}
        role="dialog"
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
          <Close type="button" aria-label="Close dialog" onClick={onClose}>
            ×
          </Close>
        </Head>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
