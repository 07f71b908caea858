/**
 * YouTube (issue 13): limits, quota defaults and texts shared by the deciders, the
 * API and the web. No imports (the web takes these values).
 */
/** admin §9: a batch sync takes at most this many battlers */
export const BATCH_SYNC_MAX = 99;
/** videos.list takes at most 50 ids per call */
export const VIDEO_IDS_PER_CALL = 50;
/** search.list's page size (its maximum) */
export const SEARCH_RESULTS_PER_PAGE = 50;
/** default pages of search results per sync (YOUTUBE_SEARCH_PAGES) */
export const DEFAULT_SEARCH_PAGES = 1;
export const SEARCH_NAME_MAX = 255;
export const REVIEW_NOTES_MAX = 1000;

/**
 * Google's quota model since June 2026: search.list draws from its own bucket
 * (default 100 calls a day); every other call costs units of the shared bucket
 * (default 10 000 a day; videos.list and the connection test's call cost 1).
 * Both reset at midnight Pacific time.
 */
export const DEFAULT_SEARCH_CALLS_PER_DAY = 100;
export const DEFAULT_UNITS_PER_DAY = 10_000;
export const VIDEOS_LIST_UNITS = 1;
export const TEST_CALL_UNITS = 1;
export const QUOTA_TIME_ZONE = 'America/Los_Angeles';

// messages of the API (4xx / 5xx `message`)
export const YOUTUBE_NOT_CONFIGURED = 'YouTube is not configured: set YOUTUBE_API_KEY';
export const QUOTA_WOULD_BE_EXCEEDED = "The YouTube daily quota is spent: try again after midnight Pacific time";
export const YOUTUBE_VIDEO_NOT_FOUND = 'YouTube video not found';

// admin §8 texts (toasts)
export const SYNC_FAILED_TITLE = 'YouTube Sync Failed';
export const SYNC_FAILED_DEFAULT = 'Failed to sync YouTube data';
export const API_FAILED_TITLE = 'YouTube API Failed';
export const API_TEST_FAILED_TITLE = 'YouTube API Test Failed';
export const BATCH_SYNC_FAILED_TITLE = 'Batch Sync Failed';
export const RESET_FAILED_TITLE = 'Reset Failed';
export const DAILY_QUOTA_EXHAUSTED = 'Daily quota exhausted.';
export const REVIEW_FAILED_TITLE = 'Error reviewing video';
export const REVIEW_FAILED_TEXT = 'Failed to update video relevance';
