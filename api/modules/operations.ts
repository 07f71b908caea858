import { projectionRoutes } from '../features/operations/projections.router';
import type { ServerModule } from './module';

/** What operators see of the running service: the projectors and reactors (issue 14). */
export const operationsModule: ServerModule = {
  name: 'operations',
  bind: () => undefined,
  projectors: [],
  routes: projectionRoutes,
};
