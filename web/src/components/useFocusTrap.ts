import { useEffect, useRef, type RefObject } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** Open traps, innermost last: only it answers keys (a dialog over the player, a crop over a form). */
const openTraps: object[] = [];

export interface FocusTrapOptions {
  /** where focus starts */
  initial?: RefObject<HTMLElement | null>;
  /** else the first element matching this (a dialog's first field) */
  prefer?: string;
  /** where focus goes back to, when that is not whatever had it on opening */
  returnTo?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `container` while `active`: focuses `initial`, else the first
 * element matching `prefer`, else the first focusable; wraps Tab, calls `onEscape` on
 * Escape, locks page scroll, and gives focus back to `returnTo` or to whatever had it
 * before (the button or card that opened it) when it ends. Dialog and the full-screen
 * player both keep focus this way.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  { initial, prefer, returnTo }: FocusTrapOptions = {},
) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    // read on opening, as the cleanup must not read a ref React may have moved on by then
    const back = returnTo?.current ?? null;
    const node = container.current;
    const preferred = prefer ? node?.querySelector<HTMLElement>(prefer) : null;
    (initial?.current ?? preferred ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();
    const token = {};
    openTraps.push(token);
    const onKey = (e: KeyboardEvent) => {
      if (openTraps[openTraps.length - 1] !== token) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      // nothing to focus (a confirmation's buttons while it is busy): Tab stays put
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !node.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !node.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openTraps.splice(openTraps.indexOf(token), 1);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      (back ?? previous)?.focus?.();
    };
  }, [active, container, initial, prefer, returnTo]);
}
