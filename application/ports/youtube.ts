import type { YoutubeVideoFacts } from '../../domain/youtube/youtube';

/** One page of search.list: the video ids, and the token of the next page (null at the end). */
export interface YoutubeSearchPage {
  ids: string[];
  nextPageToken: string | null;
}

/**
 * YouTube Data API v3, as the application needs it. Every failure is a
 * YoutubeFailure; quota is spent and counted by the caller (the ledger), not here.
 */
export interface YouTube {
  /** false: no API key; every call fails with kind 'not_configured' */
  readonly configured: boolean;
  /** search.list for videos, 50 a page; channelId narrows it to one channel */
  search(query: string, pageToken?: string | null, channelId?: string | null): Promise<YoutubeSearchPage>;
  /** videos.list snippet + statistics of at most 50 ids (VIDEO_IDS_PER_CALL) */
  videos(ids: readonly string[]): Promise<YoutubeVideoFacts[]>;
  /** one cheap call that spends no search (its units are counted by the caller) */
  test(): Promise<void>;
}

/**
 * 'not_configured': no key (503); 'quota': Google's 403 quotaExceeded /
 * dailyLimitExceeded, or the ledger refused (429); 'other': anything else Google said (502).
 */
export type YoutubeFailureKind = 'not_configured' | 'quota' | 'other';

export class YoutubeFailure extends Error {
  constructor(readonly kind: YoutubeFailureKind, message: string, readonly reason: string | null = null) {
    super(message);
    this.name = 'YoutubeFailure';
  }
}
