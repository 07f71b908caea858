import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { CommandContext } from '../../application/command-handling';
import type { UserView } from '../../application/users/read-model';
import type { Edge } from './edge';
import { errorReply, SERVER_ERROR_MESSAGE } from './errors';
import { entryOf, type ReadCache, type ReadEntry } from './read-cache';
import { ANSWERED, parseInput, type Caller, type Route } from './route';

/** What either pipeline gathered about a call before the route's own steps. */
export interface Call {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  caller: Caller;
  ctx: CommandContext;
}

export interface Shared {
  edge: Edge;
  cache: ReadCache;
}

/**
 * `head`: the request was begun bare (Edge.beginBare), and these headers (the edge's,
 * its id, a limiter's) go out with the answer's own in one writeHead.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, head?: readonly string[]): void {
  const json = JSON.stringify(body);
  if (head) {
    res.writeHead(status, head.concat('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(json))));
    res.end(json);
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/** A lean read's bytes: revalidated by ETag, gzipped for clients that take it. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: ReadEntry): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', entry.etag);
  if (req.headers['if-none-match'] === entry.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  if (entry.gzipped) res.setHeader('Vary', 'Accept-Encoding');
  if (entry.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', entry.gzipped.length);
    res.end(entry.gzipped);
    return;
  }
  res.setHeader('Content-Length', entry.body.length);
  res.end(entry.body);
}

/**
 * A kept answer in one writeHead with every header (the edge's and its own) for a
 * request begun bare; a conditional request takes the ordinary way.
 */
export function sendEntryFast(req: IncomingMessage, res: ServerResponse, entry: ReadEntry, edge: Edge, id: string): void {
  if (req.headers['if-none-match'] !== undefined) {
    edge.headersOn(res, id);
    return sendEntry(req, res, entry);
  }
  const gzip = entry.raw.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const own = gzip ? (entry.raw.gzip as readonly string[]) : entry.raw.identity;
  const headers = edge.raw.concat(own);
  headers.push('X-Request-Id', id);
  res.writeHead(200, headers);
  res.end(gzip ? entry.gzipped : entry.body);
}

/** One answer to every failure, for both pipelines: the client's fault as { message }, a bug as a 500 with its request id. */
export function sendError(shared: Shared, req: IncomingMessage, res: ServerResponse, err: unknown, head?: readonly string[]): void {
  if (res.headersSent) return void res.destroy();
  const reply = errorReply(err);
  if (reply) return sendJson(res, reply.status, reply.body, head);
  shared.edge.failed(req, err);
  sendJson(res, 500, { message: SERVER_ERROR_MESSAGE, requestId: (req as { id?: unknown }).id }, head);
}

/**
 * The cache key of a lean read: its URL when it has no query (a search is computed
 * each time), with the route's `varies` part when it declares one.
 */
export const readKey = (route: Route, url: string): string | null =>
  (url.includes('?') ? null : route.varies ? `${url} ${route.varies()}` : url);

/**
 * The route's own steps after guard and limiter, the same on both paths: parse
 * params, query and body, run the handler, answer. `url` is the full request URL.
 */
export async function answer(route: Route, call: Call, url: string, req: IncomingMessage, res: ServerResponse,
  shared: Shared, head?: readonly string[]): Promise<void> {
  try {
    const key = route.lean === 'read' ? readKey(route, url) : null;
    const cached = key ? shared.cache.get(key) : undefined;
    if (cached) return sendEntry(req, res, cached);
    const stamp = key ? shared.cache.stamp(route.reads ?? []) : 0;
    const input = parseInput(route, call);
    const result = await route.handler({
      ...input, user: call.caller.user as UserView, caller: call.caller, ctx: call.ctx,
      req: req as Request, res: res as Response,
    });
    // a handler that answers by itself is not given a bare request (api/http/lean.ts)
    if (result === ANSWERED) return;
    if (route.lean === 'read') {
      const entry = entryOf(result, key !== null);
      if (key) shared.cache.keep(key, entry, route.reads ?? [], stamp);
      return sendEntry(req, res, entry);
    }
    sendJson(res, route.status ?? 200, result, head);
  } catch (err) {
    sendError(shared, req, res, err, head);
  }
}
