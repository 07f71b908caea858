import { healthRouter } from './health.router';
import type { ServerModule } from '../slice';

/** /healthz and /readyz, at the root, before everything else. */
export const healthSlice: ServerModule = {
  name: 'health',
  bind: () => undefined,
  projectors: [],
  mount: (app, deps) => {
    app.use(healthRouter(deps));
  },
};
