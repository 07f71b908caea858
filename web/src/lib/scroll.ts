import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What the navigation state asks of the landing page: scroll to (and focus) this section on arrival. */
export interface ScrollToState {
  scrollTo?: string;
}

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, [contenteditable]';

/**
 * Focuses `el` for the keyboard and screen readers: an element that is not focusable of
 * itself (a heading, <main>, a section, a message) is made focusable by script only
 * (tabindex -1, so it is no extra Tab stop) and marked `data-focus-target`: the global
 * style draws no ring around it, as nothing there is operated.
 */
export function focusTarget(el: HTMLElement, options?: FocusOptions): void {
  if (!el.hasAttribute('tabindex') && !el.matches(NATIVELY_FOCUSABLE)) {
    el.setAttribute('tabindex', '-1');
    el.setAttribute('data-focus-target', '');
  }
  el.focus(options);
}

/** A ref callback: focuses the element when it is shown (a success message that replaces its form). */
export function focusWhenShown(el: HTMLElement | null): void {
  if (el) focusTarget(el);
}

/** The page's <main>: each page renders its own. */
export function mainElement(): HTMLElement | null {
  return document.querySelector('main');
}

/** Where focus goes on a new page: its main heading (a shown h1 inside <main>), else <main> itself. */
export function mainFocusTarget(): HTMLElement | null {
  const main = mainElement();
  if (!main) return null;
  const h1 = Array.from(main.querySelectorAll('h1')).find((h) => !h.closest('[aria-hidden="true"], [hidden]'));
  return h1 ?? main;
}

/** A section's heading (the one naming it, else its first h1/h2), else the section: what focus lands on. */
function sectionFocusTarget(section: HTMLElement): HTMLElement {
  const labelledBy = section.getAttribute('aria-labelledby');
  const label = labelledBy ? document.getElementById(labelledBy.split(' ')[0]) : null;
  return label ?? section.querySelector<HTMLElement>('h1, h2') ?? section;
}

/**
 * Scrolls to a page section and moves keyboard focus there too (its heading), so the next
 * Tab goes on from the section rather than from the button that asked for it.
 */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  focusTarget(sectionFocusTarget(el), { preventScroll: true });
  return true;
}

/** Scroll to (and focus) a landing-page section, going to / first when elsewhere. */
export function useScrollToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === '/') scrollToSection(id);
      else navigate('/', { state: { scrollTo: id } satisfies ScrollToState });
    },
    [navigate, pathname],
  );
}

/**
 * After a client-side navigation to another page: focuses its main heading, else its <main>
 * (without scrolling: the router restores or resets the scroll), so a screen reader says
 * where the user now is and the next Tab starts in the page, not back in the header.
 *
 * A page may still be filling in: a skeleton's <main> replaced by the page's own, its h1
 * arriving with its data. Until `patienceMs` have passed, focus follows: from <main> to the
 * h1 once there is one, and back onto the page when what it was on is removed. It stops as
 * soon as focus is elsewhere (a dialog or the player opened, a link followed) or the user
 * presses a key or a pointer. Returns the function that stops it early.
 */
export function focusNewPage(patienceMs = 10_000): () => void {
  let current = mainFocusTarget();
  if (current) focusTarget(current, { preventScroll: true });

  const check = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (active !== current && !lost) {
      stop();
      return;
    }
    const next = mainFocusTarget();
    if (next && (next !== current || lost)) {
      current = next;
      focusTarget(next, { preventScroll: true });
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => stop(), patienceMs);
  const onInput = () => stop();
  document.addEventListener('keydown', onInput, true);
  document.addEventListener('pointerdown', onInput, true);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', onInput, true);
    document.removeEventListener('pointerdown', onInput, true);
  }
  return stop;
}
