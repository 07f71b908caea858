import { api } from '../api';
import type { StandingsOverTimeWire } from '../../../../../api/features/catalogue/wire-types';
import type { VoteTallyWire } from '../../../../../api/features/engagement/wire-types';
import type { Battler } from '../../catalogue';
import { asOfQuery } from './asOf';

/** Past answers are kept a while for going back and forth, not forever like live ones. */
const PAST_SECONDS = 10 * 60;

/**
 * The battler reads as they stood at an instant. Separate endpoints (and cache entries) from
 * the live ones, and without tags: the past does not change, so no write (a vote, an admin
 * edit) refetches it, which is what keeps live refreshing off while viewing the past.
 */
export const asOfApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBattlersWithStatsAsOf: build.query<Battler[], string>({
      query: (asOf) => `/api/battlers-with-stats${asOfQuery(asOf)}`,
      keepUnusedDataFor: PAST_SECONDS,
    }),
    getBattlerAsOf: build.query<Battler, { id: string; asOf: string }>({
      query: ({ id, asOf }) => `/api/battlers/${encodeURIComponent(id)}${asOfQuery(asOf)}`,
      keepUnusedDataFor: PAST_SECONDS,
    }),
    /** the top battlers' wins at a few instants up to asOf: one replay on the server */
    getStandingsOverTime: build.query<StandingsOverTimeWire, string>({
      query: (asOf) => `/api/battlers-with-stats/over-time${asOfQuery(asOf)}`,
      keepUnusedDataFor: PAST_SECONDS,
    }),
    getVideoVotesAsOf: build.query<VoteTallyWire, { videoId: string; asOf: string }>({
      query: ({ videoId, asOf }) => `/api/videos/${encodeURIComponent(videoId)}/votes${asOfQuery(asOf)}`,
      keepUnusedDataFor: PAST_SECONDS,
    }),
  }),
});

export const { useGetBattlersWithStatsAsOfQuery, useGetBattlerAsOfQuery, useGetStandingsOverTimeQuery, useGetVideoVotesAsOfQuery } = asOfApi;
