import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigationType } from 'react-router';
import styled from 'styled-components';
import { PageFallback } from '../components/PageFallback';
import { ToastProvider } from '../components/Toast';
import { Favicon } from '../features/settings';
import { focusNewPage, focusTarget, mainElement, type ScrollToState } from '../lib/scroll';
import { SiteFooter } from './SiteFooter';
import { TopNav } from './TopNav';

/** What a route's `handle` may say about its address. */
export interface PageHandle {
  /**
   * Search parameters that name a different page of the route rather than a filter or a
   * dialog on it (/events?event=X is one event's page; ?video= only opens the player).
   */
  pageParams?: readonly string[];
}

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: out of sight until focused, then over the bar. */
const SkipLink = styled.a`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1000;
  padding: 0.75rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.onGold};
  font-weight: 800;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.card};
  transform: translateY(calc(-100% - 1rem));
  &:focus, &:focus-visible {
    transform: none;
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
  &:hover { text-decoration: underline; }
`;

/** Which page the address shows: its path, plus the search parameters that make it another page. */
function usePageKey(): string {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const params = new URLSearchParams(search);
  const named = matches.flatMap((m) => (m.handle as PageHandle | undefined)?.pageParams ?? []);
  return [pathname, ...named.map((name) => `${name}=${params.get(name) ?? ''}`)].join('&');
}

/**
 * After a client-side move to another page, focus goes to that page's main heading (else its
 * <main>), as a screen reader would otherwise not hear of the new page and the next Tab would
 * start from wherever focus was left. Not on the first load, nor on a redirect before the
 * user did anything (/login to /auth), not when only a filter or a dialog's parameter
 * changes, and not when the landing page was asked to scroll to a section (it focuses that).
 */
function useFocusOnNewPage() {
  const pageKey = usePageKey();
  const navigationType = useNavigationType();
  const sectionRequested = !!(useLocation().state as ScrollToState | null)?.scrollTo;
  const shown = useRef<string | null>(null);
  const interacted = useRef(false);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    const onInput = () => {
      interacted.current = true;
    };
    // a screen reader's browse mode follows a link with a click alone: no key reaches the page
    const inputs = ['keydown', 'pointerdown', 'click'] as const;
    inputs.forEach((type) => document.addEventListener(type, onInput, true));
    return () => {
      inputs.forEach((type) => document.removeEventListener(type, onInput, true));
      stop.current?.();
    };
  }, []);

  useEffect(() => {
    const before = shown.current;
    if (before === pageKey) return;
    shown.current = pageKey;
    // the first page, or one only redirected to: focus stays where the browser puts it
    if (before === null || !(interacted.current || navigationType === 'POP') || sectionRequested) return;
    stop.current?.();
    stop.current = focusNewPage();
  }, [pageKey, navigationType, sectionRequested]);
}

export function RootLayout() {
  useFocusOnNewPage();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = mainElement();
    if (!main) return;
    // focus moves, the address stays as it is (a #hash would be a navigation of its own)
    e.preventDefault();
    focusTarget(main);
  };

  return (
    <ToastProvider>
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
        Skip to main content
      </SkipLink>
      <Favicon />
      <TopNav />
      <div id={MAIN_CONTENT_ID}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
      <ScrollRestoration />
    </ToastProvider>
  );
}
