import { afterWriteOrConflict, type CallOptions } from '../../lib/api';
import { api } from './api';
import type { BattlerApplicationWire, MyBattlerApplicationWire } from '../../../../api/features/battler-applications/wire-types';
import type { MySponsorshipApplicationWire, SponsorshipApplicationWire } from '../../../../api/features/sponsorship/wire-types';
import type { BattlerApplicationBody } from '../../../../api/features/battler-applications/schemas';
import type { SponsorshipApplicationBody } from '../../../../api/features/sponsorship/schemas';

export type { BattlerApplicationBody, MyBattlerApplicationWire, MySponsorshipApplicationWire, SponsorshipApplicationBody };

/** `idempotencyKey`: the submission's key (lib/useSubmissionKey), sent as the Idempotency-Key header */
export type ApplyForSponsorshipArgs = SponsorshipApplicationBody & { idempotencyKey?: string };

/** The application page answers a 401 itself (useSessionExpiry): the toast, then /api/login. */
const PAGE_HANDLES_401: CallOptions = { handlesSessionEnd: true };

/** The signed-in member's own applications, and the two forms that add to them. */
export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySponsorshipApplications: build.query<MySponsorshipApplicationWire[], void>({
      query: () => '/api/my-sponsorship-applications',
      providesTags: ['SponsorshipApplications'],
      extraOptions: PAGE_HANDLES_401,
    }),
    getMyBattlerApplications: build.query<MyBattlerApplicationWire[], void>({
      query: () => '/api/my-battler-applications',
      providesTags: ['BattlerApplications'],
      extraOptions: PAGE_HANDLES_401,
    }),
    applyForSponsorship: build.mutation<SponsorshipApplicationWire, ApplyForSponsorshipArgs>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/sponsorship-applications',
        method: 'POST',
        body,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
      extraOptions: PAGE_HANDLES_401,
      invalidatesTags: afterWriteOrConflict(['SponsorshipApplications'] as const),
    }),
    applyAsBattler: build.mutation<BattlerApplicationWire, BattlerApplicationBody>({
      query: (body) => ({ url: '/api/battler-applications', method: 'POST', body }),
      extraOptions: PAGE_HANDLES_401,
      invalidatesTags: afterWriteOrConflict(['BattlerApplications'] as const),
    }),
  }),
});

export const {
  useGetMySponsorshipApplicationsQuery,
  useGetMyBattlerApplicationsQuery,
  useApplyForSponsorshipMutation,
  useApplyAsBattlerMutation,
} = applicationsApi;
