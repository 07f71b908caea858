import { Metrics } from '../../../infrastructure/metrics/metrics';
import { metricsRouter } from './metrics.router';
import type { ServerModule } from '../slice';

/** /metrics for admins, when METRICS is on (issue 14); the separate port is opened by the server. */
export const metricsSlice: ServerModule = {
  name: 'metrics',
  bind: () => undefined,
  projectors: [],
  mount: (app, deps, session) => {
    if (deps.config.METRICS === 'on') app.use(metricsRouter(deps, deps.get(Metrics), session));
  },
};
