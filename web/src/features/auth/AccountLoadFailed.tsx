import { ErrorState } from '../../components/ErrorState';
import { isApiError } from '../../lib/errors';

/**
 * The current-user read failed (not a 401: a 500, a network error). That says nothing about
 * who is signed in, so pages show this, with a way to ask again, rather than a visitor's view.
 * It takes the page's `useCurrentUser()` answer: a second subscription to a failed read would
 * fetch it again as it mounts.
 */
export function AccountLoadFailed({ error, refetch }: { error: unknown; refetch: () => unknown }) {
  return <ErrorState title="Could not load your account" message={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />;
}
