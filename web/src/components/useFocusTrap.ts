import { useEffect, useRef, type RefObject } from 'react';
import { focusTarget, mainFocusTarget } from '../lib/scroll';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** Open traps, innermost last: only it answers keys (a dialog over the player, a crop over a form). */
const openTraps: object[] = [];

/**
 * An element, given as a ref (read when the trap opens) or as a function that finds it when
 * needed (the card of the video a player shows, found when the player closes).
 */
export type ElementSource = RefObject<HTMLElement | null> | (() => HTMLElement | null);

const resolve = (source: ElementSource | undefined): HTMLElement | null =>
  (typeof source === 'function' ? source() : source?.current) ?? null;

export interface FocusTrapOptions {
  /** where focus starts */
  initial?: RefObject<HTMLElement | null>;
  /** else the first element matching this (a dialog's first field) */
  prefer?: string;
  /** where focus goes back to, when that is not whatever had it on opening */
  returnTo?: ElementSource;
  /**
   * where focus goes when the element it would go back to is gone (the row of a deleted item);
   * default: the heading of the nearest section still around it, else the page's main heading
   */
  fallback?: ElementSource;
}

/** How long after closing the element focus went back to may still be removed (a list read again). */
const REMOVAL_WATCH_MS = 10_000;

/** Containers whose heading names what a removed element was part of. */
const NAMED_CONTAINER = 'section, article, form, aside, nav, main, [role="region"], [role="tabpanel"], [role="dialog"], [role="alertdialog"]';

function ancestors(el: HTMLElement): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) chain.push(at);
  return chain;
}

/** The heading of the nearest named container still in the page around where `chain` led, else the main heading. */
function nearestStillThere(chain: HTMLElement[]): HTMLElement | null {
  for (let at: HTMLElement | null = chain.find((el) => el.isConnected) ?? null; at && at !== document.body; at = at.parentElement) {
    if (!at.matches(NAMED_CONTAINER)) continue;
    const labelId = at.getAttribute('aria-labelledby')?.split(' ')[0];
    const label = labelId ? document.getElementById(labelId) : null;
    return label ?? at.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? at;
  }
  return mainFocusTarget();
}

/**
 * Gives focus back to `to` when it closes; if `to` is gone, or goes within REMOVAL_WATCH_MS
 * while it still has focus (a deleted item's row, removed when the list is read again), focus
 * goes to the fallback instead of being dropped to <body>.
 */
function giveFocusBack(to: HTMLElement | null, chainAtOpening: HTMLElement[], fallback: ElementSource | undefined) {
  const elsewhere = (chain: HTMLElement[]) => {
    const given = resolve(fallback);
    const target = given?.isConnected ? given : nearestStillThere(chain);
    if (target) focusTarget(target);
  };
  if (!to || to === document.body || !to.isConnected) {
    elsewhere(chainAtOpening);
    return;
  }
  to.focus();
  const chain = ancestors(to);
  const observer = new MutationObserver(() => {
    if (to.isConnected) return;
    stop();
    const active = document.activeElement;
    if (!active || active === document.body || active === to) elsewhere(chain);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  // focus moved on (Tab, another dialog): what happens to `to` no longer matters
  const onFocus = (e: FocusEvent) => e.target !== to && stop();
  document.addEventListener('focusin', onFocus, true);
  const timer = setTimeout(() => stop(), REMOVAL_WATCH_MS);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus, true);
    clearTimeout(timer);
  }
}

/**
 * Keeps keyboard focus inside `container` while `active`: focuses `initial`, else the first
 * element matching `prefer`, else the first focusable; wraps Tab, calls `onEscape` on
 * Escape, locks page scroll, and gives focus back to `returnTo` or to whatever had it
 * before (the button or card that opened it) when it ends, or to `fallback` when that
 * element is gone by then or goes just after (giveFocusBack). Dialog and the full-screen
 * player both keep focus this way.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  { initial, prefer, returnTo, fallback }: FocusTrapOptions = {},
) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    // a ref is read on opening, as the cleanup must not read a ref React may have moved on by then
    const back = typeof returnTo === 'function' ? null : resolve(returnTo);
    const opener = back ?? previous;
    const chain = opener && opener !== document.body ? ancestors(opener) : [];
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
      giveFocusBack((typeof returnTo === 'function' ? returnTo() : null) ?? opener, chain, fallback);
    };
  }, [active, container, initial, prefer, returnTo, fallback]);
}
