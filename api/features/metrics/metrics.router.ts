import { createServer, type Server } from 'node:http';
import { Router, type RequestHandler } from 'express';
import { isAdminRole } from '../../../domain/shared/roles';
import type { Metrics } from '../../../infrastructure/metrics/metrics';
import type { ApiDeps } from '../../http/deps';
import { sendJson } from '../../http/respond';

/**
 * /metrics on the site's port: admins only (their session), as every admin call
 * (a visitor 401, a member 403). Prometheus scrapes the separate METRICS_PORT instead.
 */
export function metricsRouter(deps: ApiDeps, metrics: Metrics, session: RequestHandler): Router {
  const r = Router();
  r.get('/metrics', session, async (req, res, next) => {
    try {
      const userId = req.session?.userId;
      const user = userId ? await deps.userById(userId) : null;
      if (!user) return sendJson(res, 401, { message: 'Not authenticated' });
      if (!isAdminRole(user.role)) return sendJson(res, 403, { message: 'Admin access required' });
      res.setHeader('Content-Type', metrics.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(await metrics.text());
    } catch (err) {
      next(err);
    }
  });
  return r;
}

/**
 * The metrics alone on their own port, without a session: for a Prometheus on the
 * operators' network. Bind it where only they reach it (METRICS_PORT).
 */
export function serveMetrics(metrics: Metrics, host: string, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      return sendJson(res, 404, { message: 'Only GET /metrics is served here' });
    }
    metrics.text().then((text) => {
      res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
      res.end(text);
    }, () => sendJson(res, 500, { message: 'Metrics could not be collected' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({
      port: (server.address() as { port: number }).port,
      close: () => new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
    }));
  });
}
