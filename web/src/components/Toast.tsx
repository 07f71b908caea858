import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; default 5000. */
  duration?: number;
  action?: ReactNode;
}

interface ActiveToast extends ToastOptions {
  id: number;
}

interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const DEFAULT_TOAST_MS = 5000;

/** Holds at most one toast: a new one replaces whatever is showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const seq = useRef(0);
  const toast = useCallback((options: ToastOptions) => {
    seq.current += 1;
    setCurrent({ ...options, id: seq.current });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}

const slide = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Region = styled.div`
  position: fixed;
  z-index: 300;
  right: 1rem;
  bottom: 1rem;
  left: auto;
  width: calc(100% - 2rem);
  max-width: 420px;
  pointer-events: none;
`;

const Box = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 1rem 1rem 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $destructive }) => ($destructive ? '#3a0f0c' : theme.colors.surface2)};
  border: 1px solid ${({ theme, $destructive }) => ($destructive ? theme.colors.red : theme.colors.border)};
  border-left: 4px solid ${({ theme, $destructive }) => ($destructive ? theme.colors.red : theme.colors.gold)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  animation: ${slide} 0.18s ease-out;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  strong { display: block; font-weight: 800; }
  div { margin-top: 0.2rem; font-size: 0.9rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const X = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.2rem;
  line-height: 1;
  padding: 0.15rem 0.35rem;
  border-radius: 4px;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

function Toaster({ toast, onDismiss }: { toast: ActiveToast | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(onDismiss, toast.duration ?? DEFAULT_TOAST_MS);
    return () => clearTimeout(t);
  }, [toast, onDismiss]);
  const destructive = toast?.variant === 'destructive';
  const box = toast && (
    <Box key={toast.id} $destructive={destructive} data-variant={toast.variant ?? 'default'} data-testid="toast">
      <Body>
        <strong>{toast.title}</strong>
        {toast.description && <div>{toast.description}</div>}
        {toast.action && <div style={{ marginTop: '0.6rem' }}>{toast.action}</div>}
      </Body>
      <X type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        ×
      </X>
    </Box>
  );
  // Both live regions are there from the start, each with a politeness that never changes:
  // a region that turns assertive in the render that fills it is missed by some screen
  // readers. The assertive one has no role=alert, so it is not one more "alert" on the page.
  return (
    <Region>
      <div role="status" aria-live="polite" aria-atomic="true">
        {!destructive && box}
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {destructive && box}
      </div>
    </Region>
  );
}
