import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import type {} from 'pino-http'; // its typing of req.id and req.log, which the routes read
import type { FastHistogram } from '../../infrastructure/metrics/fast-histogram';
import { requestIdOf } from './request-id';
import { answersJson, apiHeaders, applyHeaders, fixedHeadersOf, securityHeaders } from './security-headers';

const BEGUN = Symbol('edge begun');
const ROUTE = Symbol('declared route');
const QUIET = new Set(['/healthz', '/readyz']);
/** the status as a metrics label, made once per status */
const STATUS_LABELS: string[] = Array.from({ length: 600 }, (_, i) => String(i));

/**
 * A lean request that succeeds is logged once in this many (each such line says
 * `sampled: LEAN_LOG_EVERY`); every lean 4xx and 5xx is logged. The lean paths answer
 * tens of thousands of requests a second: a line each would cost more than the
 * request, while the metrics count every one of them.
 */
export const LEAN_LOG_EVERY = 100;

type EdgeRequest = IncomingMessage & { id?: unknown; log?: Logger; [BEGUN]?: true; [ROUTE]?: string };

/** A lean request as the edge began it: kept by the lean path, not on the request. */
export interface LeanStart {
  id: string;
  /** performance.now() when begun, when the edge records requests (metrics or a log line) */
  started: number | undefined;
}

/** What the edge records of each request when metrics are on (infrastructure/metrics). */
export type RequestTimer = FastHistogram<'method' | 'route' | 'status' | 'lean'>;

/** The declared route a request matched, as its metrics label: the route path, never the URL. */
export function markRoute(req: IncomingMessage, path: string): void {
  (req as EdgeRequest)[ROUTE] = path;
}

/** A bounded label for requests on no declared route. */
function otherRoute(url: string): string {
  const first = /^\/([a-z]+)/.exec(url)?.[1];
  if (first === 'api') return '/api (no such route)';
  return first && ['media', 'uploads', 'healthz', 'readyz', 'metrics'].includes(first) ? `/${first}` : '(web)';
}

/**
 * What every request gets first, whichever pipeline answers it (the lean one or
 * Express): its request id (X-Request-Id), the security headers (helmet's set, read
 * once) and one `request completed` log line in pino-http's shape (pino's standard
 * req/res serializers). The line is built only when its level is enabled: a silent
 * logger costs one listener, where pino-http would serialise each request into a
 * child logger.
 */
export class Edge {
  /** a page's security headers (helmet's set) */
  private readonly pageHeaders: readonly [string, string][];
  /** a JSON answer's, pre-serialized */
  private readonly apiHeaders: readonly [string, string][];
  /** the API's headers as one flat list, for res.writeHead's fast path (the lean routes are all JSON) */
  readonly raw: readonly string[];

  private readonly logging: boolean;
  private leanSeen = 0;

  constructor(private readonly logger: Logger, https: boolean, private readonly timer: RequestTimer | null = null) {
    this.pageHeaders = fixedHeadersOf(securityHeaders(https));
    this.apiHeaders = apiHeaders(https);
    this.raw = this.apiHeaders.flat();
    this.logging = logger.isLevelEnabled('error');
  }

  /** A request Express (or a refusal before it) answers. Idempotent: a second call changes nothing. */
  begin(req: IncomingMessage, res: ServerResponse): string {
    const r = req as EdgeRequest;
    if (r[BEGUN]) return String(r.id);
    r[BEGUN] = true;
    const id = requestIdOf(req);
    r.id = id;
    // Express's routes log through req.log: a child logger puts the id on each of their lines
    r.log = this.logging ? this.logger.child({ reqId: id }) : this.logger;
    // a silent logger without metrics writes nothing: no listener either
    if (this.recording(req)) {
      const started = performance.now();
      res.once('finish', () => this.completed(r, res, started));
    }
    res.setHeader('X-Request-Id', id);
    applyHeaders(res, this.headersFor(req.url ?? ''));
    return id;
  }

  /**
   * Begins a request the lean path answers with `raw` and the id in one writeHead (setting a
   * dozen headers one by one costs a fair share of such a request). Nothing is added to the
   * request, so Node's own code sees it in the one shape it was made in; the lean path keeps
   * what this answers and calls `endedLean` once the request is answered.
   */
  beginLean(req: IncomingMessage): LeanStart {
    return { id: requestIdOf(req), started: this.recording(req) ? performance.now() : undefined };
  }

  /** A lean request is answered (api/http/pipeline.ts): its metrics and log line. `route`: the declared route it was served by. */
  endedLean(req: IncomingMessage, res: ServerResponse, begun: LeanStart, route: string): void {
    if (begun.started !== undefined) this.completed(req as EdgeRequest, res, begun.started, { id: begun.id, route });
  }

  private recording(req: IncomingMessage): boolean {
    return this.timer !== null || (this.logging && !QUIET.has(req.url ?? ''));
  }

  /** The id and the security headers, on a request begun bare that is not answered by writeHead after all. */
  headersOn(res: ServerResponse, id: string): void {
    res.setHeader('X-Request-Id', id);
    applyHeaders(res, this.apiHeaders);
  }

  private headersFor(url: string): readonly [string, string][] {
    return answersJson(url) ? this.apiHeaders : this.pageHeaders;
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    this.begin(req, res);
    next();
  };

  /** A bug's trace, with the request it broke (`id`: its request id). */
  failed(req: IncomingMessage, err: unknown, id: string): void {
    this.logger.error({ reqId: id, err, req: { id, method: req.method, url: req.url } }, 'unhandled error');
  }

  /** `started`: performance.now() when the request was begun; `lean`: the lean path's id and route for it */
  private completed(req: EdgeRequest, res: ServerResponse, started: number, lean?: { id: string; route: string }): void {
    const elapsed = (performance.now() - started) * 1e6;
    const status = res.statusCode;
    const route = lean ? lean.route : req[ROUTE] ?? otherRoute(req.url ?? '');
    this.timer?.series(req.method ?? '', route, STATUS_LABELS[status] ?? String(status), lean ? 'yes' : 'no').observe(elapsed / 1e9);
    if (!this.logging || QUIET.has(req.url ?? '')) return;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!this.logger.isLevelEnabled(level)) return;
    if (lean && status < 400 && this.leanSeen++ % LEAN_LOG_EVERY !== 0) return;
    this.logger[level]({
      reqId: lean ? lean.id : req.id,
      req: lean ? { ...pino.stdSerializers.req(req), id: lean.id } : pino.stdSerializers.req(req),
      res: pino.stdSerializers.res(res),
      responseTime: Math.round(elapsed / 1e6),
      ...(lean ? { lean: true, ...(status < 400 ? { sampled: LEAN_LOG_EVERY } : {}) } : {}),
    }, 'request completed');
  }
}
