import { projectionRoutes } from './projections.router';
import type { ServerModule } from '../slice';

/** What operators see of the running service: the projectors and reactors (issue 14). */
export const operationsSlice: ServerModule = {
  name: 'operations',
  bind: () => undefined,
  projectors: [],
  routes: projectionRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
