import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../../application/ports/services';
import type { UserView } from '../../application/users/read-model';
import { isCrossSite, CROSS_SITE_MESSAGE } from './csrf';
import { HttpError } from './errors';
import { passes, plainJsonLength, readJson } from './lean-body';
import { type Door, type Exchange, exchange, run } from './pipeline';
import { countedOf } from './rate-limits';
import type { Shared } from './respond';
import type { Route } from './route';
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

/** Where a lean request's body is, while the steps run (its declared length). */
const LENGTH = Symbol('declared length');
type LeanRequest = IncomingMessage & { [LENGTH]?: number };

/**
 * The routes marked `lean`, served before Express through the same steps
 * (api/http/pipeline.ts); only the door differs: the request is begun bare (one
 * writeHead for every answer), and the body, session and user are read by hand
 * (Express's routing, session and logging layers cost more than these requests).
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
  private readonly door: Door;

  constructor(routes: readonly Route[], deps: LeanDeps) {
    this.reads = routes.filter((r) => r.lean === 'read' || r.lean === 'own').map(compile);
    this.writes = routes.filter((r) => r.lean === 'write').map(compile);
    this.door = leanDoor(deps);
  }

  /** True when it took the request; false sends it on to Express. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url } = req;
    if (!url || !url.startsWith('/api/')) return false;
    if (method === 'GET') {
      if (url.includes('?')) return false;
      for (const c of this.reads) {
        const params = paramsOf(c, url);
        if (!params) continue;
        this.served.reads++;
        run(exchange(c.route, c.label, url, req, res, params), this.door);
        return true;
      }
      return false;
    }
    for (const c of this.writes) {
      if (c.route.method !== method) continue;
      const params = paramsOf(c, url);
      if (!params) continue;
      const length = plainJsonLength(req);
      if (length === null) return false;
      this.served.writes++;
      (req as LeanRequest)[LENGTH] = length;
      run(exchange(c.route, c.label, url, req, res, params), this.door);
      return true;
    }
    return false;
  }
}

/**
 * The lean door. A public read does not read the session (cached, the same for
 * everyone); a write reads Express's steps by hand in Express's order: the body, the
 * session and user, the cross-site rule; an own read, the session and user. None sends Set-Cookie.
 */
function leanDoor(deps: LeanDeps): Door {
  const { edge, clock } = deps;
  return {
    edge, cache: deps.cache,
    begin(x) {
      x.begun = edge.beginLean(x.req);
      x.id = x.begun.id;
      x.bare = true;
    },
    caller(x) {
      const length = (x.req as LeanRequest)[LENGTH];
      if (length !== undefined) return writer(x, length);
      if (x.route.lean === 'own') return signedIn(x);
      x.caller = { user: null, ip: deps.clientIp(x.req), userAgent: '' };
      x.ctx = { actorId: null, correlationId: x.id, at: clock.now() };
    },
    async limit(x) {
      const { limiter } = x.route;
      if (!limiter) return;
      const counted = countedOf(limiter);
      if (counted) {
        const hit = await counted.hit(x.req as never);
        x.extra = hit.headers;
        // the 429 goes out as every refusal does, with the limiter's headers
        if (hit.limited) throw new HttpError(429, hit.message);
        return;
      }
      // a limiter without a direct count answers through its middleware, by setHeader
      edge.headersOn(x.res, x.id);
      x.bare = false;
      if (!(await passes(limiter, x.req, x.res))) x.done = true;
    },
    end(x) {
      if (x.begun) edge.endedLean(x.req, x.res, x.begun, x.label);
      // what express-session does after a request that did not change the session
      if (x.session) deps.sessions.touch(x.session as FoundSession);
    },
  };

  async function writer(x: Exchange, length: number): Promise<void> {
    x.body = await readJson(x.req, length);
    await signedIn(x);
  }

  /** The session and its user, read as Express's session layer and the user lookup would. */
  async function signedIn(x: Exchange): Promise<void> {
    const { req } = x;
    const found = await deps.sessions.read(req.headers.cookie);
    x.session = found;
    const userId = (found?.session as { userId?: string } | undefined)?.userId;
    const user = userId ? await deps.userById(userId) : null;
    if (isCrossSite(req.method ?? '', req.headers, deps.addressedHost?.(req) ?? req.headers.host)) throw new HttpError(403, CROSS_SITE_MESSAGE);
    const ip = deps.clientIp(req);
    // what a rate-limit key reads, as on an Express request
    Object.assign(req, { user, ip });
    x.caller = { user, ip, userAgent: String(req.headers['user-agent'] ?? '') };
    x.ctx = { actorId: user?.id ?? null, correlationId: x.id, at: clock.now() };
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
