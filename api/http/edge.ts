import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import type {} from 'pino-http'; // its typing of req.id and req.log, which the routes read
import type { FastHistogram } from '../../infrastructure/metrics/fast-histogram';
import { requestIdOf } from './request-id';
import { answersJson, apiHeaders, applyHeaders, fixedHeadersOf, securityHeaders } from './security-headers';

const BEGUN = Symbol('edge begun');
const ROUTE = Symbol('declared route');
const LEAN = Symbol('served lean');
const STARTED = Symbol('begun at');
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

type EdgeRequest = IncomingMessage & { id?: unknown; log?: Logger; [BEGUN]?: true; [ROUTE]?: string; [LEAN]?: true; [STARTED]?: number };

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

  /**
   * Idempotent: the lean path begins a request it may then hand to Express, which
   * begins it again. `lean`: the declared route path the lean dispatcher serves it by.
   */
  begin(req: IncomingMessage, res: ServerResponse, lean?: string): string {
    const r = req as EdgeRequest;
    if (r[BEGUN]) return String(r.id);
    const id = this.beginBare(req, res, lean);
    // Express's routes log through req.log: a child logger puts the id on each of their lines
    if (!lean && this.logging) r.log = this.logger.child({ reqId: id });
    res.setHeader('X-Request-Id', id);
    applyHeaders(res, this.headersFor(req.url ?? ''));
    return id;
  }

  /**
   * Begins a request whose answer sends `raw` and the id in one writeHead (the lean
   * path): setting a dozen headers one by one costs a fair share of such a request.
   * `lean`: the declared route the lean path serves it by; such a request is recorded
   * by `ended`, called once it is answered, not by a `finish` listener of its own.
   */
  beginBare(req: IncomingMessage, res: ServerResponse, lean?: string): string {
    const r = req as EdgeRequest;
    r[BEGUN] = true;
    const id = requestIdOf(req);
    r.id = id;
    r.log = this.logger;
    if (lean) {
      r[ROUTE] = lean;
      r[LEAN] = true;
      if (this.recording(req)) r[STARTED] = performance.now();
      return id;
    }
    // a silent logger without metrics writes nothing: no listener either
    if (this.recording(req)) {
      const started = performance.now();
      res.once('finish', () => this.completed(r, res, started));
    }
    return id;
  }

  /** A lean request is answered (api/http/pipeline.ts): its metrics and log line. */
  ended(req: IncomingMessage, res: ServerResponse): void {
    const started = (req as EdgeRequest)[STARTED];
    if (started !== undefined) this.completed(req as EdgeRequest, res, started);
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

  /** A bug's trace, with the request it broke. */
  failed(req: IncomingMessage, err: unknown): void {
    const id = (req as EdgeRequest).id;
    this.logger.error({ reqId: id, err, req: { id, method: req.method, url: req.url } }, 'unhandled error');
  }

  /** `started`: performance.now() when the request was begun */
  private completed(req: EdgeRequest, res: ServerResponse, started: number): void {
    const elapsed = (performance.now() - started) * 1e6;
    const status = res.statusCode;
    const lean = req[LEAN] === true;
    this.timer?.series(req.method ?? '', req[ROUTE] ?? otherRoute(req.url ?? ''), STATUS_LABELS[status] ?? String(status), lean ? 'yes' : 'no').observe(elapsed / 1e9);
    if (!this.logging || QUIET.has(req.url ?? '')) return;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!this.logger.isLevelEnabled(level)) return;
    if (lean && status < 400 && this.leanSeen++ % LEAN_LOG_EVERY !== 0) return;
    this.logger[level]({
      reqId: req.id,
      req: pino.stdSerializers.req(req),
      res: pino.stdSerializers.res(res),
      responseTime: Math.round(elapsed / 1e6),
      ...(lean ? { lean: true, ...(status < 400 ? { sampled: LEAN_LOG_EVERY } : {}) } : {}),
    }, 'request completed');
  }
}
