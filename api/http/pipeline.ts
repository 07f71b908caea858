import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { CommandContext } from '../../application/command-handling';
import type { UserView } from '../../application/users/read-model';
import type { LeanStart } from './edge';
import { KeptJson } from './kept-json';
import { entryOf, type ReadEntry } from './read-cache';
import { readKey, sendEntry, sendError, sendJson, type Shared } from './respond';
import { ANSWERED, checkGuard, parseInput, type Caller, type Route } from './route';

/** One request on its way through a declared route's steps. */
export interface Exchange {
  route: Route;
  /** the declared path below /api, as the metrics label */
  label: string;
  /** the full request URL */
  url: string;
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  caller: Caller;
  ctx: CommandContext;
  /** the request id (X-Request-Id) */
  id: string;
  /**
   * begun bare (Edge.beginLean): the answer goes out in one writeHead with the edge's
   * headers, the id and `extra` (a limiter's); false: headers were set one by one
   */
  bare: boolean;
  extra: readonly string[] | null;
  /** a lean read's cache key (null: not kept) and the cache's stamp taken before loading */
  key: string | null;
  stamp: number;
  /** the handler's result, then answered */
  result: unknown;
  done: boolean;
  /** what the door needs after the answer (the lean path's session, to touch) */
  session: unknown;
  /** the edge's record of a lean request (Edge.beginLean); null on Express */
  begun: LeanStart | null;
}

/**
 * How one door (the lean dispatcher or Express) gives the steps what they read. The
 * doors differ only in how a request is begun, how its caller is read (by hand, or by
 * express.json and express-session before the route) and how its limiter runs.
 */
export interface Door extends Shared {
  /** edge: the request id, security headers, log line and metrics */
  begin(x: Exchange): void;
  /** who calls: the body, the session's user, the address; the cross-site rule */
  caller(x: Exchange): void | Promise<void>;
  /** the route's limiter (and Express's `pre` steps); sets `done` when it answered */
  limit(x: Exchange): void | Promise<void>;
  /** after the answer or the failure */
  end(x: Exchange): void;
}

export interface Step {
  readonly name: string;
  run(x: Exchange, door: Door): void | Promise<void>;
}

/** A lean read's kept answer: sent at once, none of the later steps run. */
function cached(x: Exchange, door: Door): void {
  if (x.route.lean !== 'read') return;
  x.key = readKey(x.route, x.url);
  const entry = x.key === null ? undefined : door.cache.get(x.key);
  if (entry) {
    answerEntry(x, door, entry);
    return;
  }
  if (x.key !== null) x.stamp = door.cache.stamp(x.route.reads ?? []);
}

function parse(x: Exchange): void {
  const input = parseInput(x.route, x);
  x.params = input.params as Record<string, string>;
  x.query = input.query;
  x.body = input.body;
}

function handle(x: Exchange): void | Promise<void> {
  const result = x.route.handler({
    params: x.params, query: x.query, body: x.body, user: x.caller.user as UserView, caller: x.caller, ctx: x.ctx,
    req: x.req as Request, res: x.res as Response,
  });
  if (isPromise(result)) return result.then((r) => void (x.result = r));
  x.result = result;
}

function respond(x: Exchange, door: Door): void {
  // a handler that answers by itself never takes the lean path (route.ts)
  if (x.result === ANSWERED) return;
  if (x.route.lean === 'read') {
    const entry = entryOf(x.result, x.key !== null);
    if (x.key !== null) door.cache.keep(x.key, entry, x.route.reads ?? [], x.stamp);
    return answerEntry(x, door, entry);
  }
  if (x.result instanceof KeptJson) return answerEntry(x, door, x.result.entry);
  sendJson(x.res, x.route.status ?? 200, x.result, headOf(x, door));
}

/**
 * The steps of every declared route, in order, on either door. Written once; a bench
 * may wrap a step's `run` to time it (bench/pipeline-stages.ts).
 */
export const STEPS: Step[] = [
  { name: 'edge', run: (x, door) => door.begin(x) },
  { name: 'cached', run: cached },
  { name: 'caller', run: (x, door) => door.caller(x) },
  { name: 'guard', run: (x) => checkGuard(x.route, x.caller.user) },
  { name: 'limit', run: (x, door) => door.limit(x) },
  { name: 'parse', run: parse },
  { name: 'handle', run: handle },
  { name: 'respond', run: respond },
];

/** Runs the steps from `from`; synchronous until a step returns a promise. */
export function run(x: Exchange, door: Door, from = 0): void {
  try {
    for (let i = from; i < STEPS.length; i++) {
      const pending = STEPS[i].run(x, door);
      if (x.done) break;
      if (pending) {
        const next = i + 1;
        pending.then(() => (x.done ? door.end(x) : run(x, door, next)), (err: unknown) => fail(x, door, err));
        return;
      }
    }
  } catch (err) {
    return fail(x, door, err);
  }
  door.end(x);
}

function fail(x: Exchange, door: Door, err: unknown): void {
  x.done = true;
  sendError(door, x.req, x.res, err, x.id, headOf(x, door));
  door.end(x);
}

/** The headers of one writeHead for a request begun bare: the edge's, the id, a limiter's. */
export function headOf(x: Exchange, door: Shared): string[] | undefined {
  if (!x.bare) return undefined;
  // spread, not concat: Array.prototype.concat is a generic builtin, about five times slower here
  return x.extra ? [...door.edge.raw, 'X-Request-Id', x.id, ...x.extra] : [...door.edge.raw, 'X-Request-Id', x.id];
}

/** A lean read's bytes; `done` is set. A conditional request on a bare one takes the ordinary way. */
function answerEntry(x: Exchange, door: Door, entry: ReadEntry): void {
  x.done = true;
  const { req, res } = x;
  if (!x.bare || req.headers['if-none-match'] !== undefined) {
    if (x.bare) door.edge.headersOn(res, x.id);
    return sendEntry(req, res, entry);
  }
  const gzip = entry.raw.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const head = [...door.edge.raw, ...(gzip ? entry.raw.gzip as readonly string[] : entry.raw.identity), 'X-Request-Id', x.id];
  res.writeHead(200, head);
  res.end(gzip ? entry.gzipped : entry.body);
}

/** A new exchange for a route; the door fills in the rest. */
export function exchange(route: Route, label: string, url: string, req: IncomingMessage, res: ServerResponse,
  params: Record<string, string>): Exchange {
  return {
    route, label, url, req, res, params, query: undefined, body: undefined, caller: NO_CALLER, ctx: NO_CONTEXT, id: '',
    bare: false, extra: null, key: null, stamp: 0, result: undefined, done: false, session: null, begun: null,
  };
}

const isPromise = (v: unknown): v is Promise<unknown> => typeof (v as { then?: unknown } | null)?.then === 'function';

const NO_CALLER: Caller = Object.freeze({ user: null, ip: '', userAgent: '' });
const NO_CONTEXT: CommandContext = Object.freeze({ actorId: null, correlationId: '', at: new Date(0) });
