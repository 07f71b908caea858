import { battlerMerges } from '../../../application/battler-merge/battler-merges.reactor';
import { MergeCommands } from '../../../application/battler-merge/merge-commands';
import { MergeQueries } from '../../../application/battler-merge/merge-queries';
import { mergeRoutes } from './merge.router';
import { singletons, type ServerModule } from '../slice';

/** Duplicate battlers found and merged (issue 13); the catalogue's projectors follow the merge events. */
export const battlerMergeSlice: ServerModule = {
  name: 'battler-merge',
  bind: singletons(MergeCommands, MergeQueries),
  projectors: [],
  reactors: () => [battlerMerges],
  routes: mergeRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
