import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Edge } from './edge';
import { errorReply, SERVER_ERROR_MESSAGE } from './errors';
import type { ReadCache, ReadEntry } from './read-cache';
import type { Route } from './route';

export interface Shared {
  edge: Edge;
  cache: ReadCache;
}

/**
 * `head`: the request was begun bare (Edge.beginLean), and these headers (the edge's,
 * its id, a limiter's) go out with the answer's own in one writeHead.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, head?: readonly string[]): void {
  const json = JSON.stringify(body);
  if (head) {
    res.writeHead(status, [...head, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(json))]);
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
  res.setHeader('Cache-Control', entry.cacheControl);
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

/** One answer to every failure, for both pipelines: the client's fault as { message }, a bug as a 500 with its request id. */
export function sendError(shared: Shared, req: IncomingMessage, res: ServerResponse, err: unknown, id: string,
  head?: readonly string[]): void {
  if (res.headersSent) return void res.destroy();
  const reply = errorReply(err);
  if (reply) return sendJson(res, reply.status, reply.body, head);
  shared.edge.failed(req, err, id);
  sendJson(res, 500, { message: SERVER_ERROR_MESSAGE, requestId: id }, head);
}

/**
 * The cache key of a lean read: its URL when it has no query (a search is computed
 * each time), with the route's `varies` part when it declares one.
 */
export const readKey = (route: Route, url: string): string | null =>
  (url.includes('?') ? null : route.varies ? `${url} ${route.varies()}` : url);
