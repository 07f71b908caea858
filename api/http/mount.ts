import { Router, type Request, type RequestHandler } from 'express';
import { markRoute } from './edge';
import { answer, type Shared } from './respond';
import { checkGuard, type Route } from './route';

/** The caller and command context of an Express request (set by the api router's session and user steps). */
export function callOf(req: Request) {
  const user = req.user ?? null;
  return {
    params: req.params as Record<string, string>,
    query: req.query,
    body: req.body as unknown,
    caller: { user, ip: req.ip ?? '', userAgent: String(req.headers['user-agent'] ?? '') },
    ctx: { actorId: user?.id ?? null, correlationId: String(req.id ?? ''), at: req.at ?? new Date() },
  };
}

/**
 * Express's pipeline for declared routes: guard, limiter, `pre`, then the shared
 * answer (api/http/respond.ts). The lean dispatcher runs the same steps.
 */
export function mountRoutes(routes: readonly Route[], shared: Shared): Router {
  const router = Router();
  for (const route of routes) {
    const label = `/api${route.path}`;
    const guard: RequestHandler = (req, _res, next) => {
      markRoute(req, label);
      checkGuard(route, req.user ?? null);
      next();
    };
    const steps: RequestHandler[] = [guard];
    if (route.limiter) steps.push(route.limiter);
    if (route.pre) steps.push(...route.pre);
    steps.push((req, res) => answer(route, callOf(req), req.originalUrl, req, res, shared));
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, ...steps);
  }
  return router;
}
