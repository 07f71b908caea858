import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type TagDescription,
} from '@reduxjs/toolkit/query/react';
import { formatHttpError, type ApiError } from './errors';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  // JSON bodies are parsed, anything else is kept as text (shown only through formatHttpError).
  responseHandler: 'content-type',
});

export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    return { status: error.status, data: error.data, message: formatHttpError(error.status, error.data, response?.statusText) };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: error.originalStatus,
      data: error.data,
      message: formatHttpError(error.originalStatus, error.data, response?.statusText),
    };
  }
  return { status: error.status, message: formatHttpError(error.status) };
}

/**
 * The session's tag: features/auth's current user provides it, and a 401 on any other call
 * invalidates it (baseQuery, below). The one tag the slice itself names.
 */
export const SESSION_TAG = 'CurrentUser';

/** The calls whose 401 says nothing about a session: who is signed in, and a wrong password. */
const SESSION_CALLS = new Set(['/api/auth/user', '/api/login']);

/** An endpoint's `extraOptions`: `handlesSessionEnd` when its page answers a 401 itself. */
export interface CallOptions {
  handlesSessionEnd?: boolean;
}

/**
 * fetchBaseQuery with cookies, rejecting with an ApiError whose message a page can show as it is.
 * A 401 anywhere else means the session ended (signed out elsewhere, a password reset): the
 * current user is asked again, so the bar and the members' pages follow at once, unless the
 * endpoint's page handles that itself (the application page: spec §2, its toast and /api/login).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, CallOptions, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extra,
) => {
  const result = await rawBaseQuery(args, queryApi, extra);
  if (result.error) {
    const url = new URL(typeof args === 'string' ? args : args.url, 'http://localhost').pathname;
    if (result.error.status === 401 && !SESSION_CALLS.has(url) && !extra?.handlesSessionEnd) {
      queryApi.dispatch(api.util.invalidateTags([SESSION_TAG]));
    }
    return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

/** About 23 days: "kept fresh indefinitely" within the timer limit RTK Query allows. */
export const FOREVER = 60 * 60 * 24 * 23;

/**
 * The one API slice. Every feature adds its own tags (its api.ts: enhanceEndpoints with
 * addTagTypes, the names from its tags.ts and from those of the features whose data its
 * writes change) and injects its endpoints, so this file names no feature's tag.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [SESSION_TAG],
  keepUnusedDataFor: FOREVER,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/**
 * A create's tags to refetch: after it succeeded, and after a 409, which says the server's
 * state is not what the page showed (a claim or an application sent from another tab), so
 * the page catches up instead of offering the same refused step again.
 */
export const afterWriteOrConflict =
  <Tag extends TagDescription<string>>(tags: readonly Tag[]) =>
  (_result: unknown, error: ApiError | undefined): readonly Tag[] =>
    !error || error.status === 409 ? tags : [];
