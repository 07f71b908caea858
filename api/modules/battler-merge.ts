import { BattlerMerges } from '../../application/battler-merge/battler-merges.reactor';
import { MergeCommands } from '../../application/battler-merge/merge-commands';
import { MergeQueries } from '../../application/battler-merge/merge-queries';
import { mergeRoutes } from '../features/battler-merge/merge.router';
import { singletons, type ServerModule } from './module';

/** Duplicate battlers found and merged (issue 13); the catalogue's projectors follow the merge events. */
export const battlerMergeModule: ServerModule = {
  name: 'battler-merge',
  bind: singletons(MergeCommands, MergeQueries),
  projectors: [],
  reactors: () => [BattlerMerges],
  routes: mergeRoutes,
};
