import type { Decider } from '../shared/decider';
import { notFound } from '../shared/errors';
import { YOUTUBE_VIDEO_NOT_FOUND } from './limits';
import type { ReviewedYoutubeVideo, YoutubeEvent, YoutubeVideoFacts } from './youtube';

/**
 * A battler's YouTube footprint on `youtube-<battlerId>`. A sync adds the matched
 * videos and refreshes the statistics of those matched again; videos a later search
 * no longer returns are kept with their last statistics and review (search order
 * moves between calls, so dropping them would make totals and reviews flicker; a
 * reset is how an admin starts over).
 */
export interface BattlerYoutubeState {
  videos: Readonly<Record<string, ReviewedYoutubeVideo>>;
  searchName: string | null;
  lastSync: string | null;
  error: string | null;
  /** battlers whose videos a merge moved in (MergeVideosIn is idempotent by these) */
  mergedFrom: readonly string[];
}

export const initialBattlerYoutubeState: BattlerYoutubeState = {
  videos: {}, searchName: null, lastSync: null, error: null, mergedFrom: [],
};

export type BattlerYoutubeCommand =
  | { type: 'RecordSync'; battlerId: string; battlerName: string; searchName: string; syncedAt: string; videos: YoutubeVideoFacts[] }
  | { type: 'RecordSyncFailure'; battlerId: string; battlerName: string; searchName: string; syncedAt: string; error: string; quotaExhausted: boolean }
  | { type: 'ReviewVideo'; battlerId: string; battlerName: string; youtubeVideoId: string; isRelevant: boolean; reviewNotes: string | null; reviewedAt: string }
  | { type: 'Reset'; battlerId: string; battlerName: string }
  | { type: 'MergeVideosIn'; battlerId: string; battlerName: string; fromBattlerId: string; fromBattlerName: string; videos: ReviewedYoutubeVideo[] };

const unreviewed = { isRelevant: null, reviewNotes: null, reviewedAt: null } as const;

/** A matched video over what was known of it: fresh facts, the earlier review kept. */
export function syncedVideo(facts: YoutubeVideoFacts, known: ReviewedYoutubeVideo | undefined | null): ReviewedYoutubeVideo {
  const review = known ? { isRelevant: known.isRelevant, reviewNotes: known.reviewNotes, reviewedAt: known.reviewedAt } : unreviewed;
  return { ...facts, ...review };
}

/**
 * A merged-in video over the target's own: the target's copy (and its review) wins
 * when it has reviewed it; otherwise the source's review comes along.
 */
export function mergedVideo(incoming: ReviewedYoutubeVideo, own: ReviewedYoutubeVideo | undefined | null): ReviewedYoutubeVideo {
  if (!own) return incoming;
  if (own.isRelevant !== null) return own;
  return { ...own, isRelevant: incoming.isRelevant, reviewNotes: incoming.reviewNotes, reviewedAt: incoming.reviewedAt };
}

export function evolve(state: BattlerYoutubeState, event: YoutubeEvent): BattlerYoutubeState {
  switch (event.type) {
    case 'YoutubeSynced': {
      const d = event.data;
      const videos = { ...state.videos };
      for (const v of d.videos) videos[v.youtubeVideoId] = syncedVideo(v, state.videos[v.youtubeVideoId]);
      return { ...state, videos, searchName: d.searchName, lastSync: d.syncedAt, error: null };
    }
    case 'YoutubeSyncFailed':
      return { ...state, searchName: event.data.searchName, lastSync: event.data.syncedAt, error: event.data.error };
    case 'YoutubeVideoReviewed': {
      const d = event.data;
      const video = state.videos[d.youtubeVideoId];
      if (!video) return state;
      return {
        ...state,
        videos: { ...state.videos, [d.youtubeVideoId]: { ...video, isRelevant: d.isRelevant, reviewNotes: d.reviewNotes, reviewedAt: d.reviewedAt } },
      };
    }
    case 'YoutubeReset':
      return { ...state, videos: {}, lastSync: null, error: null };
    case 'YoutubeVideosMerged': {
      const videos = { ...state.videos };
      for (const v of event.data.videos) videos[v.youtubeVideoId] = mergedVideo(v, state.videos[v.youtubeVideoId]);
      return { ...state, videos, mergedFrom: [...state.mergedFrom, event.data.fromBattlerId] };
    }
  }
}

/** Nothing to clear: no videos, no sync time, no error. */
export const isClear = (state: BattlerYoutubeState) => Object.keys(state.videos).length === 0 && !state.lastSync && !state.error;

export function decide(command: BattlerYoutubeCommand, state: BattlerYoutubeState): YoutubeEvent[] {
  switch (command.type) {
    case 'RecordSync': {
      const { type: _t, ...data } = command;
      return [{ type: 'YoutubeSynced', data }];
    }
    case 'RecordSyncFailure': {
      const { type: _t, ...data } = command;
      return [{ type: 'YoutubeSyncFailed', data }];
    }
    case 'ReviewVideo': {
      const video = state.videos[command.youtubeVideoId];
      if (!video) throw notFound(YOUTUBE_VIDEO_NOT_FOUND);
      if (video.isRelevant === command.isRelevant && video.reviewNotes === command.reviewNotes) return [];
      const { type: _t, ...data } = command;
      return [{ type: 'YoutubeVideoReviewed', data: { ...data, title: video.title } }];
    }
    case 'Reset':
      if (isClear(state)) return [];
      return [{ type: 'YoutubeReset', data: { battlerId: command.battlerId, battlerName: command.battlerName } }];
    case 'MergeVideosIn': {
      if (state.mergedFrom.includes(command.fromBattlerId) || command.videos.length === 0) return [];
      const { type: _t, ...data } = command;
      return [{ type: 'YoutubeVideosMerged', data }];
    }
  }
}

export const battlerYoutubeDecider: Decider<BattlerYoutubeCommand, BattlerYoutubeState, YoutubeEvent> = {
  initialState: initialBattlerYoutubeState,
  evolve,
  decide,
};
