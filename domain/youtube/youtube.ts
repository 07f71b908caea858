import type { DomainEvent } from '../shared/decider';

/**
 * A battler's YouTube footprint (issue 13): one stream per battler,
 * `youtube-<battlerId>`. A sync records the matched videos as one event; reviews
 * are their own events and survive later syncs; a reset clears all of it.
 * isRelevant: true, false, or null for unreviewed (admin §3, §4).
 */
export interface YoutubeVideoFacts {
  youtubeVideoId: string;
  title: string;
  channelName: string;
  viewCount: number;
  /** ISO time, null when YouTube did not say */
  publishedAt: string | null;
}

export interface ReviewedYoutubeVideo extends YoutubeVideoFacts {
  isRelevant: boolean | null;
  reviewNotes: string | null;
  reviewedAt: string | null;
}

export type YoutubeEvent =
  | DomainEvent<'YoutubeSynced', {
      battlerId: string; battlerName: string; searchName: string; syncedAt: string;
      /** every video the search matched this time, with its statistics now */
      videos: YoutubeVideoFacts[];
    }>
  | DomainEvent<'YoutubeSyncFailed', {
      battlerId: string; battlerName: string; searchName: string; syncedAt: string;
      error: string; quotaExhausted: boolean;
    }>
  | DomainEvent<'YoutubeVideoReviewed', {
      battlerId: string; battlerName: string; youtubeVideoId: string; title: string;
      isRelevant: boolean; reviewNotes: string | null; reviewedAt: string;
    }>
  | DomainEvent<'YoutubeReset', { battlerId: string; battlerName: string }>
  /** A merge moved the source battler's videos and reviews onto this (the target's) stream. */
  | DomainEvent<'YoutubeVideosMerged', {
      battlerId: string; battlerName: string; fromBattlerId: string; fromBattlerName: string;
      videos: ReviewedYoutubeVideo[];
    }>;

export const youtubeStream = (battlerId: string) => `youtube-${battlerId}`;

/**
 * The id of a YouTube video record in URLs (PATCH /api/admin/youtube-videos/{videoId}/relevance):
 * the battler's id and YouTube's, so the route finds the stream without a read model.
 * YouTube ids are [A-Za-z0-9_-]{11}; battler ids never contain '~'.
 */
export const youtubeRecordId = (battlerId: string, youtubeVideoId: string) => `${battlerId}~${youtubeVideoId}`;
export function parseYoutubeRecordId(id: string): { battlerId: string; youtubeVideoId: string } | null {
  const at = id.lastIndexOf('~');
  if (at <= 0 || at === id.length - 1) return null;
  return { battlerId: id.slice(0, at), youtubeVideoId: id.slice(at + 1) };
}

/**
 * What the public totals count: the relevant and the unreviewed videos, never the
 * irrelevant ones (an unreviewed match is more often right than wrong, and a total
 * that waits for every review would read 0 for most battlers).
 */
export const countsInTotals = (v: { isRelevant: boolean | null }) => v.isRelevant !== false;

/**
 * The quota ledger: one stream per Pacific-time day, `youtube_quota-<YYYY-MM-DD>`.
 * A call is recorded before it is made, and refused when it would pass the day's
 * limits, so a restart or two instances never overspend.
 */
export type YoutubeQuotaEvent =
  | DomainEvent<'YoutubeQuotaSpent', { day: string; searchCalls: number; units: number; purpose: 'search' | 'videos' | 'test' }>
  /** Google answered 403 quotaExceeded / dailyLimitExceeded: nothing more that day */
  | DomainEvent<'YoutubeQuotaExhausted', { day: string; reason: string }>;

export const youtubeQuotaStream = (day: string) => `youtube_quota-${day}`;
