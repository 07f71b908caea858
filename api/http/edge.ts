import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import type {} from 'pino-http'; // its typing of req.id and req.log, which the routes read
import { requestIdOf } from './request-id';
import { applyHeaders, fixedHeadersOf, securityHeaders } from './security-headers';

const BEGUN = Symbol('edge begun');
const QUIET = new Set(['/healthz', '/readyz']);

type EdgeRequest = IncomingMessage & { id?: unknown; log?: Logger; [BEGUN]?: true };

/**
 * What every request gets first, whichever pipeline answers it (the lean one or
 * Express): its request id (X-Request-Id), the security headers (helmet's set, read
 * once) and one `request completed` log line in pino-http's shape (pino's standard
 * req/res serializers). The line is built only when its level is enabled: a silent
 * logger costs one listener, where pino-http would serialise each request into a
 * child logger.
 */
export class Edge {
  private readonly headers: readonly [string, string][];
  /** the same headers as one flat list, for res.writeHead's fast path */
  readonly raw: readonly string[];

  constructor(private readonly logger: Logger, production: boolean) {
    this.headers = fixedHeadersOf(securityHeaders(production));
    this.raw = this.headers.flat();
  }

  /** Idempotent: the lean path begins a request it may then hand to Express, which begins it again. */
  begin(req: IncomingMessage, res: ServerResponse): string {
    const r = req as EdgeRequest;
    if (r[BEGUN]) return String(r.id);
    const id = this.beginBare(req, res);
    res.setHeader('X-Request-Id', id);
    applyHeaders(res, this.headers);
    return id;
  }

  /**
   * Begins a request whose answer sends `raw` and the id in one writeHead (the lean
   * reads' kept answers): setting a dozen headers one by one costs a fair share of
   * such a request.
   */
  beginBare(req: IncomingMessage, res: ServerResponse): string {
    const r = req as EdgeRequest;
    r[BEGUN] = true;
    const id = requestIdOf(req);
    r.id = id;
    r.log = this.logger;
    // a silent logger writes no line: no listener either
    if (this.logger.isLevelEnabled('error') && !QUIET.has(req.url ?? '')) {
      const started = process.hrtime.bigint();
      res.once('finish', () => this.completed(req, res, started));
    }
    return id;
  }

  /** The id and the security headers, on a request begun bare that is not answered by writeHead after all. */
  headersOn(res: ServerResponse, id: string): void {
    res.setHeader('X-Request-Id', id);
    applyHeaders(res, this.headers);
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    this.begin(req, res);
    next();
  };

  /** A bug's trace, with the request it broke. */
  failed(req: IncomingMessage, err: unknown): void {
    this.logger.error({ err, req: { id: (req as EdgeRequest).id, method: req.method, url: req.url } }, 'unhandled error');
  }

  private completed(req: IncomingMessage, res: ServerResponse, started: bigint): void {
    const status = res.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!this.logger.isLevelEnabled(level)) return;
    this.logger[level]({
      req: pino.stdSerializers.req(req),
      res: pino.stdSerializers.res(res),
      responseTime: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
    }, 'request completed');
  }
}
