import { api } from './api';
import type { MessageResponse } from '../../lib/types';

import type { BattlerReviewBody } from '../../../../api/features/battler-applications/schemas';
import type { SponsorshipReviewBody } from '../../../../api/features/sponsorship/schemas';
import type { BattlerApplicationWire } from '../../../../api/features/battler-applications/wire-types';
import type { SponsorshipApplicationWire } from '../../../../api/features/sponsorship/wire-types';

export type SponsorshipApplication = SponsorshipApplicationWire;
export type BattlerApplication = BattlerApplicationWire;

// The member's own lists (dashboard feature) provide these tags too, so a review shows there at once.
const LISTS = ['SponsorshipApplications', 'BattlerApplications'] as const;
const path = (id: string) => encodeURIComponent(id);

export const applicationsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSponsorshipApplications: build.query<SponsorshipApplication[], void>({
      query: () => '/api/sponsorship-applications',
      providesTags: ['SponsorshipApplications'],
    }),
    getBattlerApplications: build.query<BattlerApplication[], void>({
      query: () => '/api/battler-applications',
      providesTags: ['BattlerApplications'],
    }),
    reviewSponsorship: build.mutation<SponsorshipApplication, { id: string } & SponsorshipReviewBody>({
      query: ({ id, ...body }) => ({ url: `/api/sponsorship-applications/${path(id)}/status`, method: 'PATCH', body }),
      // an approval or rejection moves the sponsor on or off the showcase
      invalidatesTags: [...LISTS, 'Sponsors', 'Audit'],
    }),
    reviewBattler: build.mutation<BattlerApplication, { id: string } & BattlerReviewBody>({
      query: ({ id, ...body }) => ({ url: `/api/admin/battler-applications/${path(id)}/status`, method: 'PATCH', body }),
      // approval links or creates a battler and sets its hasApprovedApplication; rejection clears it
      invalidatesTags: [...LISTS, 'Battlers', 'Audit'],
    }),
    deleteSponsorshipApplication: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/sponsorship-applications/${path(id)}`, method: 'DELETE' }),
      invalidatesTags: [...LISTS, 'Sponsors', 'Audit'],
    }),
    deleteBattlerApplication: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/battler-applications/${path(id)}`, method: 'DELETE' }),
      invalidatesTags: [...LISTS, 'Battlers', 'Audit'],
    }),
  }),
});

export const {
  useGetSponsorshipApplicationsQuery,
  useGetBattlerApplicationsQuery,
  useReviewSponsorshipMutation,
  useReviewBattlerMutation,
  useDeleteSponsorshipApplicationMutation,
  useDeleteBattlerApplicationMutation,
} = applicationsAdminApi;
