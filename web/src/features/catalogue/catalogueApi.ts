import { api } from './api';
import type { Battle, Battler, BattlerName, LeagueEvent, MainVideo, Video, VideoAccess } from './types';

/**
 * The catalogue's public reads. Admin writes invalidate the 'Events', 'Videos'
 * and 'Battlers' tags; video access is per user ('VideoAccess', dropped at login
 * and logout).
 */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<LeagueEvent[], string | void>({
      query: (search) => (search ? `/api/events?search=${encodeURIComponent(search)}` : '/api/events'),
      providesTags: [{ type: 'Events', id: 'LIST' }],
    }),
    getEventVideos: build.query<Video[], string>({
      query: (eventId) => `/api/events/${encodeURIComponent(eventId)}/videos`,
      providesTags: (_r, _e, id) => [{ type: 'Videos', id: `event-${id}` }, { type: 'Videos', id: 'LIST' }],
    }),
    getMainVideo: build.query<MainVideo | null, string>({
      query: (eventId) => `/api/events/${encodeURIComponent(eventId)}/main-video`,
      providesTags: [{ type: 'Videos', id: 'LIST' }],
    }),
    getVideoAccess: build.query<VideoAccess, string>({
      query: (videoId) => `/api/videos/${encodeURIComponent(videoId)}/access`,
      providesTags: (_r, _e, id) => [{ type: 'VideoAccess', id }],
    }),
    getBattlers: build.query<BattlerName[], void>({
      query: () => '/api/battlers',
      providesTags: [{ type: 'Battlers', id: 'LIST' }],
    }),
    searchBattlers: build.query<BattlerName[], string>({
      query: (q) => `/api/battlers/search?q=${encodeURIComponent(q)}`,
      providesTags: [{ type: 'Battlers', id: 'LIST' }],
    }),
    getBattlersWithStats: build.query<Battler[], void>({
      query: () => '/api/battlers-with-stats',
      providesTags: [{ type: 'Battlers', id: 'LIST' }],
    }),
    getBattler: build.query<Battler, string>({
      query: (id) => `/api/battlers/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Battlers', id }, { type: 'Battlers', id: 'LIST' }],
    }),
    getBattlerBattles: build.query<Battle[], string>({
      query: (id) => `/api/battlers/${encodeURIComponent(id)}/battles`,
      providesTags: (_r, _e, id) => [{ type: 'Battlers', id }, { type: 'Videos', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetEventsQuery,
  useGetEventVideosQuery,
  useGetMainVideoQuery,
  useLazyGetVideoAccessQuery,
  useGetVideoAccessQuery,
  useGetBattlersQuery,
  useSearchBattlersQuery,
  useLazySearchBattlersQuery,
  useGetBattlersWithStatsQuery,
  useGetBattlerQuery,
  useGetBattlerBattlesQuery,
} = catalogueApi;
