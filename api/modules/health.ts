import { healthRouter } from '../features/health/health.router';
import type { ServerModule } from './module';

/** /healthz and /readyz, at the root, before everything else. */
export const healthModule: ServerModule = {
  name: 'health',
  bind: () => undefined,
  projectors: [],
  mount: (app, deps) => {
    app.use(healthRouter(deps));
  },
};
