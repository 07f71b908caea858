import { api } from './api';
import type { MergeBattlersBody } from '../../../../api/features/battler-merge/schemas';
import type {
  DuplicatesWire,
  MergePreviewWire,
  MergeResultWire,
  SimilarBattlersWire,
} from '../../../../api/features/battler-merge/wire-types';
import type { BattlerNameWire } from '../../../../api/features/catalogue/wire-types';

export type BattlerName = BattlerNameWire;

export type MergeBody = MergeBattlersBody;

// Detection reads the whole directory, so any battler write ('Battlers', invalidated as a type) refreshes it too.
const DETECTION = (id: string) => ['BattlerMerge' as const, { type: 'Battlers' as const, id }];

/**
 * What a merge touches, so every list shows one battler afterwards: the directory and
 * pages (Battlers), the videos and events naming the battlers, tallies and a member's own
 * vote, applications and claims, the owner's battler, the YouTube videos, the audit log.
 */
const MERGED = [
  'BattlerMerge', 'Battlers', 'Videos', 'Events', 'UserVote', 'BattlerApplications', 'ClaimRequests', 'ClaimedBattler',
  'PendingClaimRequest', 'YoutubeVideos', 'Audit',
] as const;

export const mergeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDuplicates: build.query<DuplicatesWire, void>({
      query: () => '/api/admin/battlers/duplicates',
      providesTags: DETECTION('DUPLICATES'),
    }),
    getSimilarBattlers: build.query<SimilarBattlersWire, string>({
      query: (name) => `/api/admin/battlers/similar?name=${encodeURIComponent(name)}`,
      providesTags: DETECTION('SIMILAR'),
    }),
    getMergePreview: build.query<MergePreviewWire, MergeBody>({
      query: ({ sourceId, targetId }) =>
        `/api/admin/battlers/merge-preview?sourceId=${encodeURIComponent(sourceId)}&targetId=${encodeURIComponent(targetId)}`,
      providesTags: DETECTION('MERGE_PREVIEW'),
    }),
    mergeBattlers: build.mutation<MergeResultWire, MergeBody>({
      query: (body) => ({ url: '/api/admin/battlers/merge', method: 'POST', body }),
      // a refusal (409) means the battlers changed meanwhile: refresh either way
      invalidatesTags: () => [...MERGED],
    }),
  }),
});

export const {
  useGetDuplicatesQuery,
  useGetSimilarBattlersQuery,
  useGetMergePreviewQuery,
  useMergeBattlersMutation,
} = mergeApi;
