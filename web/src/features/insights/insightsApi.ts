import { api } from '../../lib/api';
import type { InsightsWire } from '../../../../api/features/reach/wire-types';

export type { InsightsWire };

/** The range asked for; an empty bound leaves the server's default (the last 30 days). */
export interface InsightsRange {
  from: string;
  to: string;
}

/** The league's insights for a range of league days (admins). */
export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<InsightsWire, InsightsRange>({
      query: ({ from, to }) => {
        const params = new URLSearchParams();
        if (from) params.set('from', from);
        if (to) params.set('to', to);
        const q = params.toString();
        return `/api/admin/insights${q ? `?${q}` : ''}`;
      },
    }),
  }),
});

export const { useGetInsightsQuery } = insightsApi;
