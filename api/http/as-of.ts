import type { Request, RequestHandler, Response } from 'express';
import type { ReadStore } from '../../application/ports/read-store';
import type { UserView } from '../../application/users/read-model';
import { AS_OF_ADMINS_ONLY, AS_OF_SIGN_IN, AS_OF_TOO_MANY } from '../../domain/history/limits';
import { isAdminRole } from '../../domain/shared/roles';
import type { TimeTravel } from '../../projections/history/time-travel';
import { HttpError } from './errors';
import { countedOf } from './rate-limits';

/** Who asks for a past read: the route's user and Express's request and response (a query never takes the lean path). */
export interface AsOfCaller {
  user: UserView | null;
  req: Request;
  res: Response;
}

/**
 * The past is for admins: a replay of the whole log costs the live site up to a minute
 * and hundreds of MB (issue 14). A visitor gets 401, any other role 403.
 */
export function admitAsOf(user: UserView | null): void {
  if (!user) throw new HttpError(401, AS_OF_SIGN_IN);
  if (!isAdminRole(user.role)) throw new HttpError(403, AS_OF_ADMINS_ONLY);
}

/**
 * The reads of a route over the live model, or over the model as it stood at `asOf`
 * (projections/history/time-travel.ts): `over` builds the same queries on a replayed
 * store, once per snapshot, so an asOf answer is shaped by the same code as the live one.
 *
 * An asOf read is checked here, in the handler, as the route itself stays public: an
 * admin only (admitAsOf), then `limiter` (api/http/rate-limits.ts `asOf`, per user)
 * counts it when it needs a snapshot not kept, i.e. a new replay; reads of a kept
 * instant (a page's many reads of one past day) are free. Without asOf nothing is
 * checked: the live read, its lean path and its cache are as before.
 */
export function asOfReads<Q>(travel: TimeTravel, live: Q, over: (store: ReadStore) => Q, limiter: RequestHandler):
(asOf: Date | undefined, caller: AsOfCaller) => Promise<Q> {
  const built = new WeakMap<ReadStore, Q>();
  if (!countedOf(limiter)) throw new Error('the asOf limiter must count directly (a keyGenerator, no skips)');
  return async (asOf, { user, req, res }) => {
    if (!asOf) return live;
    admitAsOf(user);
    if (!travel.kept(await travel.positionAt(asOf))) await chargeReplay(limiter, req, res);
    const { store } = await travel.at(asOf);
    let queries = built.get(store);
    if (!queries) built.set(store, (queries = over(store)));
    return queries;
  };
}

/** Counts a read that replays the log toward the admin's per-minute limit (api/http/rate-limits.ts `asOf`): a 429 past it. */
export async function chargeReplay(limiter: RequestHandler, req: Request, res: Response): Promise<void> {
  const counted = countedOf(limiter);
  if (!counted) throw new Error('the asOf limiter must count directly (a keyGenerator, no skips)');
  const hit = await counted.hit(req);
  for (let i = 0; i < hit.headers.length; i += 2) res.setHeader(hit.headers[i], hit.headers[i + 1]);
  if (hit.limited) throw new HttpError(429, AS_OF_TOO_MANY);
}
