import { api } from '../../lib/api';
import type { SponsorReachWire } from '../../../../api/features/reach/wire-types';

export type { SponsorReachWire };

/** An approved sponsorship's reach: its applicant's and the admins' view of the same figures. */
export const reachApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSponsorReach: build.query<SponsorReachWire, string>({
      query: (id) => `/api/sponsorship-applications/${encodeURIComponent(id)}/reach`,
    }),
  }),
});

export const { useGetSponsorReachQuery } = reachApi;

/** The CSV of the same answer, downloaded by the browser with the server's file name. */
export const reachCsvUrl = (id: string) => `/api/sponsorship-applications/${encodeURIComponent(id)}/reach.csv`;
