import { YoutubeFailure } from '../../../application/ports/youtube';
import { QuotaLedger } from '../../../application/youtube/quota-ledger';
import { YoutubeCommands } from '../../../application/youtube/youtube-commands';
import { YoutubeQueries } from '../../../application/youtube/youtube-queries';
import { YOUTUBE_VIDEO_NOT_FOUND } from '../../../domain/youtube/limits';
import type { YoutubeBatchWire, YoutubeResetWire, YoutubeReviewWire, YoutubeSyncWire, YoutubeTestWire } from './wire-types';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/params';
import { settle } from '../../http/read-your-writes';
import { route, type Route } from '../../http/route';
import { youtubeBatchSchema, youtubeReviewSchema, youtubeSyncSchema } from './schemas';
import { youtubeQuotaWire, youtubeStatsWire, youtubeVideoWire } from './wire';

const STATUS = { not_configured: 503, quota: 429, other: 502 } as const;

/** A YouTube failure as the answer's status: 503 no key, 429 quota, 502 anything else Google said. */
const httpFailure = (f: YoutubeFailure) => new HttpError(STATUS[f.kind], f.message);

async function youtubeCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof YoutubeFailure ? httpFailure(err) : err;
  }
}

/** The admin YouTube tools (admin §2, §7): connection test, quota, sync, review, reset, batch. */
export function youtubeRoutes(deps: ApiDeps): Route[] {
  const commands = deps.get(YoutubeCommands);
  const queries = deps.get(YoutubeQueries);
  const quota = deps.get(QuotaLedger);
  const { runner } = deps;

  return [
    route({
      method: 'GET', path: '/admin/youtube/test', guard: 'admin',
      handler: async ({ ctx }) => {
        const result = await commands.test(ctx);
        return { ...result, configured: commands.configured, quota: youtubeQuotaWire(await quota.view()) } satisfies YoutubeTestWire;
      },
    }),
    route({
      method: 'GET', path: '/admin/youtube/quota', guard: 'admin',
      handler: async () => youtubeQuotaWire(await quota.view()),
    }),
    route({
      method: 'POST', path: '/admin/battlers/:id/sync-youtube', guard: 'admin', params: idParams, body: youtubeSyncSchema,
      handler: ({ params, body, ctx }) => youtubeCall(async () => {
        const outcome = await commands.sync(params.id, body.searchName, ctx);
        await settle(runner, outcome.position);
        if (!outcome.ok) throw outcome.failure;
        return {
          battler: outcome.battler, youtubeStats: youtubeStatsWire(await queries.stats(outcome.battler.id)),
          matched: outcome.matched, added: outcome.added,
        } satisfies YoutubeSyncWire;
      }),
    }),
    route({
      method: 'GET', path: '/admin/battlers/:id/youtube-videos', guard: 'admin', params: idParams,
      handler: async ({ params }) => {
        if (!(await queries.battler(params.id))) throw new HttpError(404, 'Battler not found');
        return (await queries.videosOf(params.id)).map(youtubeVideoWire);
      },
    }),
    route({
      method: 'PATCH', path: '/admin/youtube-videos/:id/relevance', guard: 'admin', params: idParams, body: youtubeReviewSchema,
      handler: async ({ params, body, ctx }) => {
        const { battler, position } = await commands.review(params.id, body, ctx);
        await settle(runner, position);
        const video = await queries.video(params.id);
        if (!video) throw new HttpError(404, YOUTUBE_VIDEO_NOT_FOUND);
        return { video: youtubeVideoWire(video), youtubeStats: youtubeStatsWire(await queries.stats(battler.id)) } satisfies YoutubeReviewWire;
      },
    }),
    route({
      method: 'POST', path: '/admin/battlers/:id/reset-youtube', guard: 'admin', params: idParams,
      handler: async ({ params, ctx }) => {
        const { battler, position } = await commands.reset(params.id, ctx);
        await settle(runner, position);
        return {
          message: `YouTube data reset for ${battler.name}`, battler, youtubeStats: youtubeStatsWire(await queries.stats(battler.id)),
        } satisfies YoutubeResetWire;
      },
    }),
    route({
      method: 'POST', path: '/admin/youtube/batch-sync', guard: 'admin', body: youtubeBatchSchema,
      handler: ({ body, ctx }) => youtubeCall(async () => {
        const { position, ...counts } = await commands.batch(body.maxBattlers, ctx);
        await settle(runner, position);
        return { ...counts, quota: youtubeQuotaWire(await quota.view()) } satisfies YoutubeBatchWire;
      }),
    }),
  ];
}
