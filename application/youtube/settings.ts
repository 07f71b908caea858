import type { QuotaLimits } from '../../domain/youtube/quota';

/** What the YouTube services read of the configuration (AppConfig has these fields). */
export interface YoutubeSettings {
  YOUTUBE_CHANNEL_ID?: string;
  YOUTUBE_SEARCH_CALLS_PER_DAY: number;
  YOUTUBE_UNITS_PER_DAY: number;
  YOUTUBE_SEARCH_PAGES: number;
}

export const quotaLimits = (s: YoutubeSettings): QuotaLimits => ({ searchCallsPerDay: s.YOUTUBE_SEARCH_CALLS_PER_DAY, unitsPerDay: s.YOUTUBE_UNITS_PER_DAY });
