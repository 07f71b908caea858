import { isApiError } from '../../lib/errors';

/** What an error state says: the ApiError's 'status: body text', or whatever RTK Query caught. */
export function errorText(err: unknown): string {
  if (isApiError(err)) return err.message;
  if (err && typeof err === 'object' && 'message' in err && typeof err.message === 'string') return err.message;
  return 'Something went wrong. Please try again.';
}
