import { youtube, type youtube_v3 } from '@googleapis/youtube';
import { VIDEO_IDS_PER_CALL, SEARCH_RESULTS_PER_PAGE, YOUTUBE_NOT_CONFIGURED } from '../../domain/youtube/limits';
import type { YoutubeVideoFacts } from '../../domain/youtube/youtube';
import { type YouTube, YoutubeFailure, type YoutubeSearchPage } from '../../application/ports/youtube';

/** Google's reasons for "no more quota today" (HTTP 403, `error.errors[0].reason`). */
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);

/** an admin waits for these calls: seconds, not the client's default of none */
const TIMEOUT_MS = 15_000;

interface GoogleError {
  status?: number;
  message?: string;
  response?: { status?: number; data?: { error?: { message?: string; errors?: { reason?: string }[] } } };
}

/** Any failure of the client as a YoutubeFailure: quota, or Google's own message. */
export function youtubeFailureOf(err: unknown): YoutubeFailure {
  if (err instanceof YoutubeFailure) return err;
  const e = (err ?? {}) as GoogleError;
  const status = e.response?.status ?? e.status;
  const body = e.response?.data?.error;
  const reason = body?.errors?.[0]?.reason ?? null;
  if (status === 403 && reason && QUOTA_REASONS.has(reason)) return new YoutubeFailure('quota', body?.message ?? 'quota exceeded', reason);
  const message = body?.message ?? (status ? e.message : null) ?? `YouTube did not answer: ${rootCause(err)}`;
  return new YoutubeFailure('other', message ?? 'YouTube did not answer', reason);
}

/** fetch says only "fetch failed": the reason (ECONNREFUSED, a timeout) is further down the causes */
function rootCause(err: unknown): string {
  let e = err as { message?: string; cause?: unknown } | undefined;
  for (let depth = 0; e?.cause && depth < 5; depth++) e = e.cause as typeof e;
  return e?.message || 'no answer';
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw youtubeFailureOf(err);
  }
}

const count = (v: string | null | undefined) => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};

/**
 * The YouTube port on Google's official client (@googleapis/youtube), keyed by an
 * API key. `rootUrl` points it elsewhere (the tests' stand-in). The client's own
 * retries are off: every call is counted in the quota ledger before it is made,
 * and a retry would be a call the ledger never saw.
 */
export class GoogleYoutube implements YouTube {
  readonly configured = true;
  private readonly api: youtube_v3.Youtube;

  constructor(apiKey: string, rootUrl?: string) {
    this.api = youtube({
      version: 'v3', auth: apiKey, ...(rootUrl ? { rootUrl } : {}), retry: false, timeout: TIMEOUT_MS,
      // Node's own fetch: gaxios would otherwise import node-fetch (ESM) on the first call, which jest's CommonJS cannot
      fetchImplementation: fetch,
    });
  }

  search(query: string, pageToken?: string | null, channelId?: string | null): Promise<YoutubeSearchPage> {
    return call(async () => {
      const res = await this.api.search.list({
        part: ['snippet'], type: ['video'], q: query, maxResults: SEARCH_RESULTS_PER_PAGE,
        ...(pageToken ? { pageToken } : {}), ...(channelId ? { channelId } : {}),
      });
      const ids = (res.data.items ?? []).map((i) => i.id?.videoId).filter((id): id is string => !!id);
      return { ids, nextPageToken: res.data.nextPageToken ?? null };
    });
  }

  videos(ids: readonly string[]): Promise<YoutubeVideoFacts[]> {
    if (ids.length > VIDEO_IDS_PER_CALL) throw new Error(`videos.list takes at most ${VIDEO_IDS_PER_CALL} ids`);
    if (ids.length === 0) return Promise.resolve([]);
    return call(async () => {
      const res = await this.api.videos.list({ part: ['snippet', 'statistics'], id: [ids.join(',')], maxResults: VIDEO_IDS_PER_CALL });
      return (res.data.items ?? []).filter((v) => !!v.id).map((v) => ({
        youtubeVideoId: v.id as string,
        title: v.snippet?.title ?? '',
        channelName: v.snippet?.channelTitle ?? '',
        viewCount: count(v.statistics?.viewCount),
        publishedAt: v.snippet?.publishedAt ?? null,
      }));
    });
  }

  test(): Promise<void> {
    return call(async () => {
      await this.api.i18nRegions.list({ part: ['snippet'], hl: 'en_US' });
    });
  }
}

/** Without YOUTUBE_API_KEY: every call says so, and nothing else breaks. */
export class NotConfiguredYoutube implements YouTube {
  readonly configured = false;
  search(): Promise<YoutubeSearchPage> {
    return notConfigured();
  }
  videos(): Promise<YoutubeVideoFacts[]> {
    return notConfigured();
  }
  test(): Promise<void> {
    return notConfigured();
  }
}

const notConfigured = (): Promise<never> => Promise.reject(new YoutubeFailure('not_configured', YOUTUBE_NOT_CONFIGURED));
