import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';

export function healthRouter(deps: ApiDeps): Router {
  const r = Router();
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
      const ready = deps.runner.isCaughtUp;
      // lag is in log positions: events for SQLite, bytes of log for EventStoreDB
      res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'catching up', head, position, lag });
    } catch (err) {
      res.status(503).json({ status: 'unavailable', message: (err as Error).message });
    }
  });
  return r;
}
