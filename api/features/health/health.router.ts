import { Router } from 'express';
import type { Processors } from '../../../application/processing/processors';
import { TOKENS } from '../../../application/tokens';
import type { ApiDeps } from '../../http/deps';

export function healthRouter(deps: ApiDeps): Router {
  const r = Router();
  const processors = deps.get<Processors>(TOKENS.Processors);
  // alive and caught up at start (the server listens only after the first catch-up)
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // ready to serve fresh reads: the stores answer and the projections keep up
  r.get('/readyz', async (_req, res) => {
    try {
      const head = await deps.events.headPosition();
      const position = deps.runner.position;
      const lag = Math.max(0, head - position);
      const unhealthy = processors.health().filter((p) => p.state !== 'running')
        .map(({ name, kind, state, position: at, lastError }) => ({ name, kind, state, position: at, lastError }));
      // a projector stopped at an event serves a stale model: not ready; a reactor retrying delays effects only
      const stopped = unhealthy.some((p) => p.kind === 'projector');
      const ready = deps.runner.isCaughtUp && !stopped;
      const status = ready ? 'ready' : stopped ? 'projector stopped' : 'catching up';
      // lag is in log positions: events for SQLite, bytes of log for EventStoreDB
      res.status(ready ? 200 : 503).json({ status, head, position, lag, unhealthy });
    } catch (err) {
      res.status(503).json({ status: 'unavailable', message: (err as Error).message });
    }
  });
  return r;
}
