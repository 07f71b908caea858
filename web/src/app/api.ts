import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type TagDescription,
} from '@reduxjs/toolkit/query/react';
import { authTags } from '../features/auth/tags';
import { battlerMergeTags } from '../features/battler-merge/tags';
import { battlersTags } from '../features/battlers/tags';
import { catalogueTags } from '../features/catalogue/tags';
import { claimsAdminTags } from '../features/claims-admin/tags';
import { dashboardTags } from '../features/dashboard/tags';
import { engagementTags } from '../features/engagement/tags';
import { profileTags } from '../features/profile/tags';
import { settingsTags } from '../features/settings/tags';
import { sponsorsTags } from '../features/sponsors/tags';
import { usersTags } from '../features/users/tags';
import { youtubeAdminTags } from '../features/youtube-admin/tags';
import { formatHttpError, type ApiError } from '../lib/errors';

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
      queryApi.dispatch(api.util.invalidateTags(['CurrentUser']));
    }
    return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

/** About 23 days: "kept fresh indefinitely" within the timer limit RTK Query allows. */
export const FOREVER = 60 * 60 * 24 * 23;

/**
 * Every feature's tags, from each feature's tags.ts. Not from app/features.ts: the
 * modules there import pages, whose endpoints import this file (a cycle).
 * app/features.test.ts checks this list and the modules' declarations agree.
 */
export const TAG_TYPES = [
  ...authTags,
  ...battlerMergeTags,
  ...battlersTags,
  ...catalogueTags,
  ...claimsAdminTags,
  ...dashboardTags,
  ...engagementTags,
  ...profileTags,
  ...settingsTags,
  ...sponsorsTags,
  ...usersTags,
  ...youtubeAdminTags,
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The one API slice; every feature injects its endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
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
  <Tag extends TagDescription<TagType>>(tags: readonly Tag[]) =>
  (_result: unknown, error: ApiError | undefined): readonly Tag[] =>
    !error || error.status === 409 ? tags : [];

/** Tags holding per-user data: dropped whenever who is signed in changes. */
export const USER_SCOPED_TAGS = [
  'VideoAccess', 'Profile', 'AdminUsers', 'Audit', 'UserVote', 'SponsorshipApplications', 'BattlerApplications',
  'ClaimRequests', 'ClaimedBattler', 'PendingClaimRequest', 'YoutubeVideos', 'YoutubeQuota', 'BattlerMerge',
] as const satisfies readonly TagType[];
