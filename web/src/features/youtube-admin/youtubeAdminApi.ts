import { api } from './api';
import type {
  YoutubeBatchWire,
  YoutubeQuotaWire,
  YoutubeResetWire,
  YoutubeReviewWire,
  YoutubeSyncWire,
  YoutubeTestWire,
  YoutubeVideoWire,
} from '../../../../api/features/youtube/wire-types';

export type { YoutubeQuotaWire as YoutubeQuota, YoutubeVideoWire as YoutubeVideo };

/**
 * GET /api/admin/gcs/test (issue 12). Written out here: the server's type lives in
 * infrastructure/, which the web's build must not reach, not even for types.
 */
export interface StorageTest {
  gcsConnected: boolean;
  bucketName: string | null;
  gcsError: string | null;
  environment: { projectId: boolean; credentials: boolean; bucket: boolean; credentialsValid: boolean };
}

export interface SyncArgs {
  battlerId: string;
  /** blank: the server uses the kept search name, else the battler's name */
  searchName?: string;
}

export interface ReviewArgs {
  battlerId: string;
  /** the record id (youtubeRecordId), not YouTube's */
  videoId: string;
  isRelevant: boolean;
  reviewNotes: string | null;
}

const path = encodeURIComponent;
const videosOf = (battlerId: string) => ({ type: 'YoutubeVideos' as const, id: battlerId });

export const youtubeAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getYoutubeQuota: build.query<YoutubeQuotaWire, void>({
      query: () => '/api/admin/youtube/quota',
      providesTags: ['YoutubeQuota'],
    }),
    // mutations although they are GETs: a test is an action the admin repeats, never a cached answer
    testYoutube: build.mutation<YoutubeTestWire, void>({
      query: () => ({ url: '/api/admin/youtube/test' }),
      invalidatesTags: ['YoutubeQuota'],
    }),
    testStorage: build.mutation<StorageTest, void>({
      query: () => ({ url: '/api/admin/gcs/test' }),
    }),
    getYoutubeVideos: build.query<YoutubeVideoWire[], string>({
      query: (battlerId) => `/api/admin/battlers/${path(battlerId)}/youtube-videos`,
      providesTags: (_r, _e, battlerId) => [videosOf(battlerId)],
    }),
    // a failed sync is recorded too (error message, sync time, quota): refresh either way
    syncYoutube: build.mutation<YoutubeSyncWire, SyncArgs>({
      query: ({ battlerId, searchName }) => ({
        url: `/api/admin/battlers/${path(battlerId)}/sync-youtube`,
        method: 'POST',
        body: searchName?.trim() ? { searchName: searchName.trim() } : {},
      }),
      invalidatesTags: (_r, _e, { battlerId }) => ['Battlers', videosOf(battlerId), 'YoutubeQuota', 'Audit'],
    }),
    reviewYoutubeVideo: build.mutation<YoutubeReviewWire, ReviewArgs>({
      query: ({ videoId, isRelevant, reviewNotes }) => ({
        url: `/api/admin/youtube-videos/${path(videoId)}/relevance`,
        method: 'PATCH',
        body: { isRelevant, reviewNotes },
      }),
      // the totals move with a review; the list is patched in place below, so open notes keep their place
      invalidatesTags: (_r, error, { battlerId }) => (error ? [videosOf(battlerId)] : ['Battlers', 'Audit']),
      async onQueryStarted({ battlerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            youtubeAdminApi.util.updateQueryData('getYoutubeVideos', battlerId, (list) =>
              list.map((v) => (v.id === data.video.id ? data.video : v)),
            ),
          );
        } catch {
          // the failure toast is the caller's; the list is refetched through the tag
        }
      },
    }),
    resetYoutube: build.mutation<YoutubeResetWire, string>({
      query: (battlerId) => ({ url: `/api/admin/battlers/${path(battlerId)}/reset-youtube`, method: 'POST' }),
      invalidatesTags: (_r, _e, battlerId) => ['Battlers', videosOf(battlerId), 'Audit'],
    }),
    batchSyncYoutube: build.mutation<YoutubeBatchWire, number>({
      query: (maxBattlers) => ({ url: '/api/admin/youtube/batch-sync', method: 'POST', body: { maxBattlers } }),
      invalidatesTags: ['Battlers', 'YoutubeVideos', 'YoutubeQuota', 'Audit'],
    }),
  }),
});

export const {
  useGetYoutubeQuotaQuery,
  useTestYoutubeMutation,
  useTestStorageMutation,
  useGetYoutubeVideosQuery,
  useSyncYoutubeMutation,
  useReviewYoutubeVideoMutation,
  useResetYoutubeMutation,
  useBatchSyncYoutubeMutation,
} = youtubeAdminApi;
