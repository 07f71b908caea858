import { api } from '../../app/api';
import type {
  BattlerApplicationWire, MyBattlerApplicationWire, MySponsorshipApplicationWire, SponsorshipApplicationWire,
} from '../../../../api/wire-types';
import type { BattlerApplicationBody } from '../../../../api/features/battler-applications/schemas';
import type { SponsorshipApplicationBody } from '../../../../api/features/sponsorship/schemas';

export type { BattlerApplicationBody, MyBattlerApplicationWire, MySponsorshipApplicationWire, SponsorshipApplicationBody };

/** The signed-in member's own applications, and the two forms that add to them. */
export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySponsorshipApplications: build.query<MySponsorshipApplicationWire[], void>({
      query: () => '/api/my-sponsorship-applications',
      providesTags: ['SponsorshipApplications'],
    }),
    getMyBattlerApplications: build.query<MyBattlerApplicationWire[], void>({
      query: () => '/api/my-battler-applications',
      providesTags: ['BattlerApplications'],
    }),
    applyForSponsorship: build.mutation<SponsorshipApplicationWire, SponsorshipApplicationBody>({
      query: (body) => ({ url: '/api/sponsorship-applications', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SponsorshipApplications']),
    }),
    applyAsBattler: build.mutation<BattlerApplicationWire, BattlerApplicationBody>({
      query: (body) => ({ url: '/api/battler-applications', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['BattlerApplications']),
    }),
  }),
});

export const {
  useGetMySponsorshipApplicationsQuery,
  useGetMyBattlerApplicationsQuery,
  useApplyForSponsorshipMutation,
  useApplyAsBattlerMutation,
} = applicationsApi;
