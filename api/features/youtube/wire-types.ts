// Battlers' YouTube footprint (issue 13): a video is its read model without the position; the
// rest is written out as the contract. ./wire.ts checks the answers against it (`satisfies`).

import type { QuotaView } from '../../../application/youtube/quota-view';
import type { YoutubeVideoView } from '../../../application/youtube/read-model';

/** GET /api/admin/battlers/{id}/youtube-videos (an array, most viewed first); `video` of PATCH .../relevance */
export interface YoutubeVideoWire extends Omit<YoutubeVideoView, '_position' | 'id' | 'url'> {
  /** youtubeRecordId(battlerId, youtubeVideoId): the {videoId} of PATCH /api/admin/youtube-videos/{videoId}/relevance */
  id: string;
  /** https://www.youtube.com/watch?v=… */
  url: string;
}

/** A battler's YouTube totals: relevant and unreviewed videos count, irrelevant ones never. */
export interface YoutubeStatsWire {
  totalViews: number;
  videoCount: number;
  lastSync: string | null;
  searchName: string | null;
  errorMessage: string | null;
}

/** The day's quota as the server counts it (Pacific-time day). */
export type YoutubeQuotaWire = QuotaView;

/** GET /api/admin/youtube/test (200 even when not connected) */
export interface YoutubeTestWire {
  connected: boolean;
  /** null when connected; 'YouTube is not configured: set YOUTUBE_API_KEY' when no key */
  error: string | null;
  configured: boolean;
  quota: YoutubeQuotaWire;
}

/** POST /api/admin/battlers/{id}/sync-youtube {searchName?} (200); failures are 4xx/5xx with `message` */
export interface YoutubeSyncWire {
  battler: { id: string; name: string };
  youtubeStats: YoutubeStatsWire;
  /** videos the search matched this time, and how many of them were new */
  matched: number;
  added: number;
}

/** PATCH /api/admin/youtube-videos/{videoId}/relevance {isRelevant, reviewNotes} */
export interface YoutubeReviewWire {
  video: YoutubeVideoWire;
  youtubeStats: YoutubeStatsWire;
}

/** POST /api/admin/battlers/{id}/reset-youtube */
export interface YoutubeResetWire {
  message: string;
  battler: { id: string; name: string };
  youtubeStats: YoutubeStatsWire;
}

/** POST /api/admin/youtube/batch-sync {maxBattlers ≤ 99} */
export interface YoutubeBatchWire {
  successful: number;
  failed: number;
  quotaExhausted: boolean;
  /** battlers tried, in the order tried (least recently synced first) */
  attempted: number;
  quota: YoutubeQuotaWire;
}
