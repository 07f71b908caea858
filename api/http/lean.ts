import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../../application/ports/services';
import { lap, STAGES_ON } from '../../application/processing/stage-timer';
import type { UserView } from '../../application/users/read-model';
import { isCrossSite, CROSS_SITE_MESSAGE } from './csrf';
import { HttpError } from './errors';
import { passes, plainJsonLength, readJson } from './lean-body';
import { countedOf } from './rate-limits';
import { answer, readKey, sendEntryFast, sendError, sendJson, type Shared } from './respond';
import { checkGuard, type Route } from './route';
import type { FoundSession, SessionReader } from './session-reader';

export interface LeanDeps extends Shared {
  sessions: SessionReader;
  userById(id: string): Promise<UserView | null>;
  /** the client's address by the app's `trust proxy` setting (Express's req.ip) */
  clientIp(req: IncomingMessage): string;
  /** the host the browser addressed, by the same setting (csrf.ts addressedHost); absent: the Host header */
  addressedHost?(req: IncomingMessage): string | undefined;
  clock: Clock;
}

interface Compiled {
  route: Route;
  /** the whole URL, one group per `:param` */
  pattern: RegExp;
  names: string[];
  /** its metrics label: the declared path */
  label: string;
}

/** The only parameter values served here; anything else (escapes, dots, long ids) goes to Express. */
const PLAIN = /^[A-Za-z0-9_-]{1,100}$/;

function compile(route: Route): Compiled {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/?#]+)';
  });
  return { route, pattern: new RegExp(`^/api${source}$`), names, label: `/api${route.path}` };
}

/**
 * The routes marked `lean`, served before Express from their one declaration: the
 * same guard, limiter, schemas, handler, answers (api/http/respond.ts), headers,
 * request id and log line (api/http/edge.ts) as Express's pipeline for the same
 * route; only the session and body are read by hand, for speed (Express's routing,
 * session and logging layers cost more than these requests themselves).
 *
 * Only the ordinary request is taken: a lean read without a query, a lean write with
 * a plain JSON body of declared length within the limit, and parameters of letters,
 * digits, - and _. Anything else goes on to Express, which answers it the same way.
 */
export class LeanDispatch {
  /** requests answered here, not handed to Express (tests and benches read them) */
  readonly served = { reads: 0, writes: 0 };
  private readonly reads: Compiled[];
  private readonly writes: Compiled[];

  constructor(routes: readonly Route[], private readonly deps: LeanDeps) {
    this.reads = routes.filter((r) => r.lean === 'read').map(compile);
    this.writes = routes.filter((r) => r.lean === 'write').map(compile);
  }

  /** True when it took the request; false sends it on to Express. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url } = req;
    if (!url || !url.startsWith('/api/')) return false;
    if (method === 'GET') return this.read(url, req, res);
    for (const c of this.writes) {
      if (c.route.method !== method) continue;
      const params = paramsOf(c, url);
      if (!params) continue;
      const length = plainJsonLength(req);
      if (length === null) return false;
      this.served.writes++;
      const id = this.deps.edge.beginBare(req, res, c.label);
      void this.write(c.route, params, length, url, req, res, id);
      return true;
    }
    return false;
  }

  private read(url: string, req: IncomingMessage, res: ServerResponse): boolean {
    if (url.includes('?')) return false;
    for (const c of this.reads) {
      const params = paramsOf(c, url);
      if (!params) continue;
      this.served.reads++;
      // a kept answer goes out at once: no parsing, no promise, one writeHead
      const cached = this.deps.cache.get(readKey(c.route, url) as string);
      if (cached) {
        sendEntryFast(req, res, cached, this.deps.edge, this.deps.edge.beginBare(req, res, c.label));
        return true;
      }
      const correlationId = this.deps.edge.begin(req, res, c.label);
      const call = { params, query: {}, body: undefined, caller: { user: null, ip: this.deps.clientIp(req), userAgent: '' },
        ctx: { actorId: null, correlationId, at: this.deps.clock.now() } };
      void answer(c.route, call, url, req, res, this.deps);
      return true;
    }
    return false;
  }

  /**
   * Begun bare: every answer goes out in one writeHead with the edge's headers, the
   * request id and the limiter's (`head`), as a kept read does; setting them one by
   * one was a fair share of a vote. So a lean write's handler never answers by itself.
   */
  private async write(route: Route, params: Record<string, string>, length: number, url: string, req: IncomingMessage,
    res: ServerResponse, id: string): Promise<void> {
    let found: FoundSession | null = null;
    let head: string[] = this.deps.edge.raw.concat('X-Request-Id', id);
    // the votes bench's per-stage table (BENCH_STAGES=1); off, each `STAGES_ON &&` is one branch
    let t = STAGES_ON ? performance.now() : 0;
    const began = t;
    try {
      // Express's order: the body, the session and user, the cross-site rule, then the route's steps
      const body = await readJson(req, length);
      if (STAGES_ON) t = lap('lean: body read + JSON.parse', t);
      found = await this.deps.sessions.read(req.headers.cookie);
      if (STAGES_ON) t = lap('lean: session read (cookie, signature, store)', t);
      const userId = (found?.session as { userId?: string } | undefined)?.userId;
      const user = userId ? await this.deps.userById(userId) : null;
      if (STAGES_ON) t = lap('lean: user read (fresh role)', t);
      if (isCrossSite(req.method ?? '', req.headers, this.deps.addressedHost?.(req) ?? req.headers.host)) throw new HttpError(403, CROSS_SITE_MESSAGE);
      checkGuard(route, user);
      const ip = this.deps.clientIp(req);
      // what a rate-limit key reads, as on an Express request
      Object.assign(req, { user, ip });
      if (STAGES_ON) t = lap('lean: cross-site check, guard, client ip', t);
      const counted = route.limiter ? countedOf(route.limiter) : null;
      if (counted) {
        const hit = await counted.hit(req as never);
        head = head.concat(hit.headers);
        if (hit.limited) return sendJson(res, 429, { message: hit.message }, head);
      } else if (route.limiter) {
        // a limiter without a direct count answers through its middleware, by setHeader
        this.deps.edge.headersOn(res, id);
        if (!(await passes(route.limiter, req, res))) return;
        head = [];
      }
      if (STAGES_ON) t = lap('lean: rate limit', t);
      const caller = { user, ip, userAgent: String(req.headers['user-agent'] ?? '') };
      const ctx = { actorId: user?.id ?? null, correlationId: String((req as { id?: unknown }).id), at: this.deps.clock.now() };
      await answer(route, { params, query: {}, body, caller, ctx }, url, req, res, this.deps, head.length > 0 ? head : undefined);
      if (STAGES_ON) {
        lap('lean: answer (validation, handler, JSON, log line)', t);
        // what the server itself adds to a vote's latency, to set beside the client's
        lap('lean: whole request (parsed → answer written)', began);
      }
    } catch (err) {
      sendError(this.deps, req, res, err, head.length > 0 ? head : undefined);
    } finally {
      // what express-session does after a request that did not change the session
      if (found) this.deps.sessions.touch(found);
    }
  }
}

function paramsOf(c: Compiled, url: string): Record<string, string> | null {
  const m = c.pattern.exec(url);
  if (!m) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < c.names.length; i++) {
    if (!PLAIN.test(m[i + 1])) return null;
    params[c.names[i]] = m[i + 1];
  }
  return params;
}
