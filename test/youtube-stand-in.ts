/**
 * A STAND-IN for Google's YouTube Data API v3, for tests and the e2e journey only:
 * a small HTTP server on 127.0.0.1 answering exactly the calls GoogleYoutube
 * (infrastructure/youtube/youtube-client.ts) makes through the real
 * @googleapis/youtube client (given as its rootUrl). It is not YouTube: videos
 * live in memory, listed per search text; the response and error shapes are the
 * ones Google sends (quota: 403 quotaExceeded / dailyLimitExceeded; bad key: 400
 * keyInvalid). Any other call gets a 501 and is kept in `unexpected`.
 *
 * Calls covered:
 *   GET /youtube/v3/search?part=snippet&type=video&q=…&maxResults=50[&pageToken=…][&channelId=…]
 *   GET /youtube/v3/videos?part=snippet,statistics&id=a,b,…   (at most 50 ids, else 400)
 *   GET /youtube/v3/i18nRegions?part=snippet                  (the connection test)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInVideo {
  youtubeVideoId: string;
  title: string;
  channelName: string;
  viewCount: number;
  publishedAt?: string | null;
  /** the channel it is on, for searches narrowed with channelId */
  channelId?: string;
}

export type StandInFailure = 'quotaExceeded' | 'dailyLimitExceeded' | 'badKey' | 'serverError';

export interface StandInCall {
  api: 'search' | 'videos' | 'i18nRegions';
  params: Record<string, string>;
  /** videos.list: the ids asked for */
  ids: string[];
}

export interface YoutubeStandIn {
  /** give this to the client as rootUrl (YOUTUBE_API_ROOT) */
  rootUrl: string;
  calls: StandInCall[];
  unexpected: string[];
  /** replace the videos a search text finds (matched case-insensitively, whole text) */
  setVideos(videos: Record<string, StandInVideo[]>): void;
  /** every call from now on fails this way (after `after` more calls succeed); null: none fails */
  failWith(kind: StandInFailure | null, options?: { after?: number }): void;
  close(): Promise<void>;
}

const QUOTA_MESSAGE = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

function failureBody(kind: StandInFailure): { status: number; body: unknown } {
  switch (kind) {
    case 'quotaExceeded':
      return { status: 403, body: { error: { code: 403, message: QUOTA_MESSAGE, errors: [{ message: QUOTA_MESSAGE, domain: 'youtube.quota', reason: 'quotaExceeded' }] } } };
    case 'dailyLimitExceeded':
      return { status: 403, body: { error: { code: 403, message: 'Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT).',
        errors: [{ message: 'Daily Limit Exceeded.', domain: 'usageLimits', reason: 'dailyLimitExceeded' }] } } };
    case 'badKey':
      return { status: 400, body: { error: { code: 400, message: 'API key not valid. Please pass a valid API key.',
        errors: [{ message: 'API key not valid. Please pass a valid API key.', domain: 'usageLimits', reason: 'keyInvalid' }], status: 'INVALID_ARGUMENT' } } };
    case 'serverError':
      return { status: 500, body: { error: { code: 500, message: 'Internal error encountered.', errors: [{ message: 'Internal error encountered.', domain: 'global', reason: 'backendError' }] } } };
  }
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
};

const badRequest = (message: string, reason: string) =>
  ({ error: { code: 400, message, errors: [{ message, domain: 'youtube.parameter', reason }] } });

export async function startYoutubeStandIn(options: { videos?: Record<string, StandInVideo[]> } = {}): Promise<YoutubeStandIn> {
  let byQuery = new Map<string, StandInVideo[]>();
  const setVideos = (videos: Record<string, StandInVideo[]>) => {
    byQuery = new Map(Object.entries(videos).map(([q, list]) => [q.toLowerCase(), list]));
  };
  setVideos(options.videos ?? {});
  const calls: StandInCall[] = [];
  const unexpected: string[] = [];
  let failure: StandInFailure | null = null;
  let failAfter = 0;

  const byId = () => {
    const all = new Map<string, StandInVideo>();
    for (const list of byQuery.values()) for (const v of list) all.set(v.youtubeVideoId, v);
    return all;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // a repeated parameter (the client sends part=snippet&part=statistics) reads as Google reads it: a comma list
    const params = Object.fromEntries([...new Set(url.searchParams.keys())].map((k) => [k, url.searchParams.getAll(k).join(',')]));
    const api = ({ '/youtube/v3/search': 'search', '/youtube/v3/videos': 'videos', '/youtube/v3/i18nRegions': 'i18nRegions' } as const)[url.pathname];
    if (req.method !== 'GET' || !api) {
      unexpected.push(`${req.method} ${url.pathname}`);
      return send(res, 501, { error: { code: 501, message: `the stand-in does not answer ${req.method} ${url.pathname}` } });
    }
    const ids = api === 'videos' ? url.searchParams.getAll('id').flatMap((v) => v.split(',')).filter(Boolean) : [];
    calls.push({ api, params, ids });
    if (!params.key) return send(res, 403, { error: { code: 403, message: 'The request is missing a valid API key.', errors: [{ message: 'The request is missing a valid API key.', domain: 'global', reason: 'forbidden' }] } });
    if (failure) {
      if (failAfter > 0) failAfter--;
      else {
        const f = failureBody(failure);
        return send(res, f.status, f.body);
      }
    }
    switch (api) {
      case 'i18nRegions':
        return send(res, 200, { kind: 'youtube#i18nRegionListResponse', items: [{ kind: 'youtube#i18nRegion', id: 'US', snippet: { gl: 'US', name: 'United States' } }] });
      case 'search': {
        if (params.type !== 'video') return send(res, 400, badRequest('type must be video in this stand-in', 'invalidSearchFilter'));
        const pageSize = Math.min(Number(params.maxResults ?? 5), 50);
        const offset = params.pageToken ? Number(params.pageToken.replace(/^p/, '')) : 0;
        if (!Number.isInteger(offset) || offset < 0) return send(res, 400, badRequest('Invalid page token', 'invalidPageToken'));
        const found = (byQuery.get((params.q ?? '').toLowerCase()) ?? []).filter((v) => !params.channelId || v.channelId === params.channelId);
        const page = found.slice(offset, offset + pageSize);
        const next = offset + pageSize < found.length ? `p${offset + pageSize}` : undefined;
        return send(res, 200, {
          kind: 'youtube#searchListResponse', regionCode: 'US', pageInfo: { totalResults: found.length, resultsPerPage: pageSize },
          ...(next ? { nextPageToken: next } : {}),
          items: page.map((v) => ({
            kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: v.youtubeVideoId },
            snippet: { publishedAt: v.publishedAt ?? undefined, channelId: v.channelId ?? 'UC-stand-in', title: v.title, channelTitle: v.channelName },
          })),
        });
      }
      case 'videos': {
        if (ids.length > 50) return send(res, 400, badRequest('The request specifies an invalid filter parameter.', 'invalidFilters'));
        const all = byId();
        const items = ids.map((id) => all.get(id)).filter((v): v is StandInVideo => !!v).map((v) => ({
          kind: 'youtube#video', id: v.youtubeVideoId,
          snippet: { publishedAt: v.publishedAt ?? undefined, channelId: v.channelId ?? 'UC-stand-in', title: v.title, channelTitle: v.channelName },
          statistics: { viewCount: String(v.viewCount), likeCount: '0', favoriteCount: '0', commentCount: '0' },
        }));
        return send(res, 200, { kind: 'youtube#videoListResponse', items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
      }
    }
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    rootUrl: `http://127.0.0.1:${port}/`,
    calls, unexpected, setVideos,
    failWith(kind, opts = {}) {
      failure = kind;
      failAfter = opts.after ?? 0;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** n videos for a search, named after it, most viewed first (ids are 11 characters, as YouTube's). */
export function standInVideos(prefix: string, n: number, views = (i: number) => 1000 - i): StandInVideo[] {
  return Array.from({ length: n }, (_, i) => ({
    youtubeVideoId: `${prefix.replace(/[^A-Za-z0-9]/g, '').slice(0, 5).padEnd(5, 'x')}${String(i).padStart(6, '0')}`,
    title: `${prefix} battle ${i + 1}`, channelName: 'UBR League', viewCount: views(i), publishedAt: '2024-01-01T00:00:00Z',
  }));
}
