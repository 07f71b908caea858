import { useCallback, useEffect, useRef, type Ref } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { isApiError } from '../../lib/errors';
import { focusNewPage, focusTarget } from '../../lib/scroll';
import type { useCurrentUser } from './useCurrentUser';

/**
 * The current-user read failed (not a 401: a 500, a network error). That says nothing about
 * who is signed in, so pages show this, with a way to ask again, rather than a visitor's view.
 * It takes the page's `useCurrentUser()` answer: a second subscription to a failed read would
 * fetch it again as it mounts. `ref` (from useAccountRetry) is where focus comes back to when
 * Try Again fails again.
 */
export function AccountLoadFailed({ error, refetch, ref }: { error: unknown; refetch: () => unknown; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref}>
      <ErrorState title="Could not load your account" message={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
    </div>
  );
}

type CurrentUser = Pick<ReturnType<typeof useCurrentUser>, 'user' | 'isFetching' | 'isError' | 'error' | 'refetch'>;

/**
 * Try Again for a page's AccountLoadFailed, and where focus goes once its answer is in. The
 * page shows its skeleton while the read is asked again, so the focused Try Again button goes
 * and focus would be left on <body>. Once the answer is known: the page shown (the member's,
 * or the visitor's) gets it as a new page does, on its main heading (focusNewPage, which
 * follows the page as it fills in); a second failure puts it on the failure's heading, so a
 * screen reader says it again and the next Tab is Try Again. A visitor sent elsewhere (to
 * /auth) is the new page's to focus. Pass the result to AccountLoadFailed: `{...retry}`.
 */
export function useAccountRetry({ user, isFetching, isError, error, refetch }: CurrentUser) {
  const awaiting = useRef(false);
  const failed = useRef<HTMLDivElement>(null);
  const stopFollowing = useRef<(() => void) | null>(null);

  const retry = useCallback(() => {
    awaiting.current = true;
    return refetch();
  }, [refetch]);

  // a new answer is a new user, a new failure (another error object) or a visitor's null; the
  // request on its way may not be seen at all when the answer is quick (one render for both)
  useEffect(() => {
    if (!awaiting.current || isFetching) return;
    awaiting.current = false;
    stopFollowing.current?.();
    stopFollowing.current = null;
    if (!user && isError) {
      const heading = failed.current?.querySelector<HTMLElement>('h1, h2, h3');
      if (heading) focusTarget(heading);
      return;
    }
    stopFollowing.current = focusNewPage();
  }, [user, isFetching, isError, error]);

  useEffect(() => () => stopFollowing.current?.(), []);

  return { refetch: retry, ref: failed };
}
