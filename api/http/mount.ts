import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type NextFunction, type Request, type RequestHandler } from 'express';
import { markRoute } from './edge';
import { type Door, type Exchange, exchange, run } from './pipeline';
import type { Shared } from './respond';
import type { Route } from './route';

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

/** Express's `next`, while the steps run; a middleware's failure goes to Express's error handler, as before. */
const NEXT = Symbol('express next');
type ExpressRequest = Request & { [NEXT]?: NextFunction };

/**
 * Express's door into the one pipeline (api/http/pipeline.ts): the edge has begun the
 * request and the api router has read the body (express.json), the session and user
 * (express-session) and checked the cross-site rule before any route, so its caller
 * step only reads what they left; the limiter and `pre` (multipart) run as Express
 * middleware.
 */
function expressDoor(shared: Shared): Door {
  return {
    ...shared,
    begin(x) {
      markRoute(x.req, x.label);
      x.id = String((x.req as Request).id ?? '');
    },
    caller(x) {
      const call = callOf(x.req as Request);
      x.query = call.query;
      x.body = call.body;
      x.caller = call.caller;
      x.ctx = call.ctx;
    },
    limit(x) {
      const chain = x.route.limiter ? [x.route.limiter, ...(x.route.pre ?? [])] : x.route.pre ?? [];
      if (chain.length === 0) return;
      return middlewares(chain, x);
    },
    end() {},
  };
}

/** Runs Express middleware in order; one that does not call `next` answered by itself. */
function middlewares(chain: readonly RequestHandler[], x: Exchange): Promise<void> {
  const req = x.req as ExpressRequest;
  return new Promise((resolve) => {
    const step = (i: number) => {
      if (i === chain.length) {
        // a multipart body is read by `pre` (multer), after the caller step
        x.body = req.body as unknown;
        return resolve();
      }
      const next = (err?: unknown) => {
        if (err === undefined) return step(i + 1);
        x.done = true;
        resolve();
        req[NEXT]?.(err);
      };
      // as Express does: a middleware that throws passes its error on
      try {
        const done = chain[i](req, x.res as never, next) as unknown;
        if (done instanceof Promise) done.catch(next);
      } catch (err) {
        next(err);
      }
    };
    step(0);
  });
}

/** Express's pipeline for declared routes: each route runs the one list of steps. */
export function mountRoutes(routes: readonly Route[], shared: Shared): Router {
  const router = Router();
  const door = expressDoor(shared);
  for (const route of routes) {
    const label = `/api${route.path}`;
    const steps: RequestHandler = (req, res, next) => {
      (req as ExpressRequest)[NEXT] = next;
      run(exchange(route, label, req.originalUrl, req as IncomingMessage, res as ServerResponse, req.params as Record<string, string>), door);
    };
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, steps);
  }
  return router;
}
