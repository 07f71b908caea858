import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { CommandContext } from '../../application/command-handling';
import type { UserView } from '../../application/users/read-model';
import { isAdminRole } from '../../domain/shared/roles';
import { HttpError } from './errors';
import { idempotencyKeyOf } from './idempotency';
import { parse } from './validate';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, an admin (or super_admin), a super_admin, or a check of its own that throws. */
export type Guard = 'public' | 'user' | 'admin' | 'super_admin' | ((user: UserView | null) => void);

/** Who sent a request, as Express would tell: the user (null for a visitor), the address, the browser. */
export interface Caller {
  user: UserView | null;
  ip: string;
  userAgent: string;
}

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type UserFor<G> = G extends 'public' ? UserView | null : G extends (user: UserView | null) => void ? UserView | null : UserView;

export interface RouteInput<P = unknown, B = unknown, Q = unknown, U = UserView | null> {
  params: P;
  body: B;
  query: Q;
  /** the caller's user, read fresh for this request; never null behind a 'user' or admin guard */
  user: U;
  caller: Caller;
  ctx: CommandContext;
  /**
   * Express's request and response: only for routes that never take the lean path
   * (uploaded files, the session itself, redirects, streams). Such a handler returns
   * ANSWERED when it wrote the response itself.
   */
  req: Request;
  res: Response;
  /**
   * an `idempotent` route's Idempotency-Key: null when the request sent none (a
   * malformed one was answered 400 before the handler); undefined on other routes
   */
  idempotencyKey?: string | null;
}

/** A handler's result when it answered by itself (a redirect, a stream). */
export const ANSWERED = Symbol('answered');

/**
 * One API route, declared once: Express mounts it (api/http/mount.ts) and, when
 * `lean` says so, the lean dispatcher serves it before Express (api/http/lean.ts).
 * Both run it through the one list of steps (api/http/pipeline.ts): edge, a kept
 * read, caller, guard, limiter (Express also `pre`), params, query, body, handler, answer.
 */
export interface RouteSpec<P extends Schema, B extends Schema, Q extends Schema, G extends Guard> {
  method: Method;
  /** Express-style, below /api: '/videos/:id/vote' */
  path: string;
  /** default 'public' */
  guard?: G;
  /** the 401 message a visitor gets from the guard (default 'Not authenticated') */
  signIn?: string;
  params?: P;
  body?: B;
  query?: Q;
  /** an express-rate-limit instance whose handler answers on plain Node (api/http/rate-limits.ts) */
  limiter?: RequestHandler;
  /** Express middleware run after the limiter (multipart parsers); a route with `pre` cannot be lean */
  pre?: readonly RequestHandler[];
  /**
   * 'read': a public GET answered from the read cache's ready bytes (ETag, gzip), on
   * both paths; 'write': a JSON command the lean path may serve; 'own': a signed-in GET
   * the lean path may serve (the caller's own answer, never put in the shared read cache).
   * Unusual requests (queries, odd ids, other bodies) still go to Express.
   */
  lean?: 'read' | 'write' | 'own' | false;
  /** for a lean read: the read-store collections its answer is built from; a write to one drops it */
  reads?: readonly string[];
  /**
   * for a lean read whose answer depends on more than its collections (the day, say):
   * a part of the cache key, asked on every request; a new value is a new entry
   */
  varies?: () => string;
  /** the success status (default 200) */
  status?: number;
  /**
   * a create that takes an optional Idempotency-Key header (api/http/idempotency.ts):
   * checked before the handler, given to it as `idempotencyKey`, declared in the OpenAPI
   * document. Read from the request's headers, which both paths pass alike.
   */
  idempotent?: true;
  handler(input: RouteInput<Out<P>, Out<B>, Out<Q>, UserFor<G>>): unknown;
}

export type Route = RouteSpec<Schema, Schema, Schema, Guard>;

/** Declares a route with its input types inferred from its schemas and guard. */
export function route<P extends Schema = undefined, B extends Schema = undefined, Q extends Schema = undefined,
  G extends Guard = 'public'>(spec: RouteSpec<P, B, Q, G>): Route {
  if (spec.lean && spec.pre) throw new Error(`${spec.method} ${spec.path}: a route with pre steps cannot be lean`);
  if (spec.lean === 'read' && (spec.method !== 'GET' || (spec.guard ?? 'public') !== 'public' || !spec.reads?.length)) {
    throw new Error(`${spec.method} ${spec.path}: a lean read is a public GET that names the collections it reads`);
  }
  if (spec.lean === 'own' && (spec.method !== 'GET' || (spec.guard ?? 'public') === 'public' || spec.reads)) {
    throw new Error(`${spec.method} ${spec.path}: a lean own read is a guarded GET that the shared read cache does not keep`);
  }
  if (spec.idempotent) {
    const { handler } = spec;
    return {
      ...spec,
      handler: (input: RouteInput<Out<P>, Out<B>, Out<Q>, UserFor<G>>) =>
        handler({ ...input, idempotencyKey: idempotencyKeyOf(input.req.headers) }),
    } as unknown as Route;
  }
  return spec as unknown as Route;
}

/** Throws the guard's refusal: 401 for a visitor, 403 for a role that may not call. */
export function checkGuard(route: Route, user: UserView | null): void {
  const guard = route.guard ?? 'public';
  if (guard === 'public') return;
  if (typeof guard === 'function') return guard(user);
  if (!user) throw new HttpError(401, route.signIn ?? 'Not authenticated');
  if (guard === 'admin' && !isAdminRole(user.role)) throw new HttpError(403, 'Admin access required');
  if (guard === 'super_admin' && user.role !== 'super_admin') throw new HttpError(403, 'Super admin access required');
}

/** Only string values of a query count (as the routes always read them): `?q=a&q=b` is no text. */
export function plainQuery(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * The route's parsed input, params first, then query, then body: the first failure is
 * a 400. Every string that passes is checked as text too (validate.ts `parse`).
 */
export function parseInput(route: Route, raw: { params: Record<string, string>; query: unknown; body: unknown }) {
  return {
    params: route.params ? parse(route.params, raw.params) : raw.params,
    query: route.query ? parse(route.query, plainQuery(raw.query)) : undefined,
    body: route.body ? parse(route.body, raw.body) : undefined,
  };
}
