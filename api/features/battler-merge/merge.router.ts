import { BATTLER_MERGES } from '../../../application/battler-merge/battler-merges.reactor';
import { MergeCommands } from '../../../application/battler-merge/merge-commands';
import { MergeQueries } from '../../../application/battler-merge/merge-queries';
import { YOUTUBE_MERGES } from '../../../application/youtube/youtube-merges.reactor';
import { BATTLERS, type BattlerView } from '../../../application/catalogue/read-model';
import type { Processors } from '../../../application/processing/processors';
import { TOKENS } from '../../../application/tokens';
import type { ApiDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import { route, type Route } from '../../http/route';
import type { DuplicatesWire, MergePreviewWire, MergeResultWire, SimilarBattlersWire } from './wire-types';
import { mergeBattlersSchema, mergePreviewSchema, similarBattlersSchema } from './schemas';
import { battlerBrief } from './wire';

/** a merge of a battler with many videos re-points each one: more time than a plain command */
const MERGE_SETTLE_MS = 10_000;

/** Duplicate battlers (issue 13): likely pairs, the names an application may mean, the merge and its preview. */
export function mergeRoutes(deps: ApiDeps): Route[] {
  const commands = deps.get(MergeCommands);
  const queries = deps.get(MergeQueries);
  const processors = deps.get<Processors>(TOKENS.Processors);

  return [
    route({
      method: 'GET', path: '/admin/battlers/duplicates', guard: 'admin',
      handler: async () => ({
        pairs: (await queries.duplicates()).map((p) => ({ a: battlerBrief(p.a), b: battlerBrief(p.b), score: p.score, reason: p.reason })),
      }) satisfies DuplicatesWire,
    }),
    route({
      method: 'GET', path: '/admin/battlers/similar', guard: 'admin', query: similarBattlersSchema,
      handler: async ({ query }) => ({
        name: query.name,
        matches: (await queries.similar(query.name)).map((m) => ({ battler: battlerBrief(m.battler), score: m.score, reason: m.reason })),
      }) satisfies SimilarBattlersWire,
    }),
    route({
      method: 'GET', path: '/admin/battlers/merge-preview', guard: 'admin', query: mergePreviewSchema,
      handler: async ({ query }) => {
        const p = await queries.preview(query.sourceId, query.targetId);
        // typed as the wire type itself: its `profile` is optional there, always sent here
        const answer: MergePreviewWire = { ...p, source: battlerBrief(p.source), target: battlerBrief(p.target) };
        return answer;
      },
    }),
    route({
      method: 'POST', path: '/admin/battlers/merge', guard: 'admin', body: mergeBattlersSchema,
      handler: async ({ body, ctx }) => {
        const { sourceId, targetId } = body;
        const before = await commands.videosOf(sourceId);
        const position = await commands.merge(sourceId, targetId, ctx);
        await processors.waitFor(position, { after: BATTLER_MERGES, timeoutMs: MERGE_SETTLE_MS });
        await processors.waitFor(position, { after: YOUTUBE_MERGES, timeoutMs: MERGE_SETTLE_MS });
        const target = await deps.reads.collection<BattlerView>(BATTLERS).get(targetId);
        if (!target) throw new HttpError(404, 'Battler not found');
        return { sourceId, targetId, target: battlerBrief(target), videosMoved: await commands.videosMoved(before, targetId) } satisfies MergeResultWire;
      },
    }),
  ];
}
