import { api } from './api';
import type { FutureEventWire, SponsorWire, SponsorshipTierWire } from '../../../../api/features/sponsorship/wire-types';

export type { FutureEventWire, SponsorWire, SponsorshipTierWire };

/** The public sponsorship reads: the showcase, the tiers offered and the events a sponsor may pick. */
export const sponsorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovedSponsors: build.query<SponsorWire[], void>({
      query: () => '/api/approved-sponsors',
      providesTags: ['Sponsors'],
    }),
    getSponsorshipTiers: build.query<SponsorshipTierWire[], void>({
      query: () => '/api/sponsorship-tiers',
      providesTags: ['SponsorshipTiers'],
    }),
    getFutureEvents: build.query<FutureEventWire[], void>({
      query: () => '/api/future-events',
      // read from the events list: every event write refreshes it
      providesTags: ['FutureEvents', 'Events'],
    }),
  }),
});

export const { useGetApprovedSponsorsQuery, useGetSponsorshipTiersQuery, useGetFutureEventsQuery } = sponsorsApi;
