import { ReachQueries } from '../../../application/reach/reach-queries';
import { reachProjector } from '../../../projections/reach/reach.projector';
import { singletons, type ServerModule } from '../slice';
import { reachRoutes } from './reach.router';

/** A sponsor's reach and the league's insights, projected from the log. */
export const reachSlice: ServerModule = {
  name: 'reach',
  bind: singletons(ReachQueries),
  projectors: [reachProjector],
  routes: reachRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
