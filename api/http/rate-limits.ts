import { MemoryStore, rateLimit, ipKeyGenerator, type Options, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import type { Request } from 'express';
import { AS_OF_REPLAYS_PER_MINUTE, AS_OF_TOO_MANY } from '../../domain/history/limits';
import type { SharedCounters } from '../../infrastructure/rate-limits/shared-counters';

/** What a limiter's count says of one request, for the paths answered before Express. */
export interface LimitHit {
  limited: boolean;
  message: string;
  /** the standard headers (draft-7), as a flat list for res.writeHead */
  headers: string[];
}

/**
 * A limiter the lean paths can count with directly: the same store, key, limit and
 * draft-7 headers as its middleware (api/http/pipelines.test.ts compares both doors),
 * without the middleware's per-request machinery, which was 5 % of a vote.
 */
export type CountedLimiter = RateLimitRequestHandler & { hit(req: Request): Promise<LimitHit> };

const limiter = (factor: number, counters?: SharedCounters) => (name: string) =>
  (message: string, windowMs: number, limit: number, extra: Partial<Options> = {}) => {
    // shared: every instance counts in one store (each limiter under its own prefix)
    const store: Store = counters ? counters.store(`${name}:`) : new MemoryStore();
    const max = Math.max(1, Math.round(limit * factor));
    const middleware = rateLimit({
      store, windowMs, limit: max, standardHeaders: 'draft-7', legacyHeaders: false,
      message: { message }, statusCode: 429,
      // plain Node, so the paths answered before Express share these limiters and their counts
      handler: (_req, res) => {
        const body = JSON.stringify({ message });
        res.statusCode = 429;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // declared, so express-session's wrapped end does not turn it into a chunked answer
        res.setHeader('Content-Length', Buffer.byteLength(body));
        res.end(body);
      },
      ...extra,
    });
    const key = extra.keyGenerator;
    // only the plain count is taken here: a limiter that skips or un-counts requests keeps its middleware
    if (!key || extra.skip || extra.skipSuccessfulRequests || extra.skipFailedRequests) return middleware;
    const windowSeconds = Math.ceil(windowMs / 1000);
    const policy = `${max};w=${windowSeconds}`;
    return Object.assign(middleware, {
      async hit(req: Request): Promise<LimitHit> {
        const { totalHits, resetTime } = await store.increment(String(await key(req, undefined as never)));
        const reset = resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : windowSeconds;
        const limited = totalHits > max;
        const headers = ['RateLimit-Policy', policy, 'RateLimit', `limit=${max}, remaining=${Math.max(max - totalHits, 0)}, reset=${reset}`];
        // as the middleware: a refusal says when to come back
        if (limited) headers.push('Retry-After', String(reset));
        return { limited, message, headers };
      },
    }) as CountedLimiter;
  };

/** The limiter's direct count, when it has one. */
export const countedOf = (limiter: unknown): CountedLimiter | null =>
  (typeof (limiter as Partial<CountedLimiter>)?.hit === 'function' ? limiter as CountedLimiter : null);

const ip = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
// the raw body, as the limiters run before the schema; bounded, so a key stays small
const account = (req: Request) => String(req.body?.username ?? '').trim().toLowerCase().slice(0, 100);

/** Failures on one account (from anywhere) before its sign-ins are slowed down. */
export const SIGN_IN_SLOWDOWN_AFTER = 5;
/** The longest a sign-in is held: a delay, never a refusal. */
export const SIGN_IN_MAX_DELAY_MS = 2_000;

/** The delay of the nth attempt beyond the free ones: 250 ms, doubling, at most SIGN_IN_MAX_DELAY_MS. */
export const signInDelayMs = (beyond: number) =>
  beyond <= 0 ? 0 : Math.min(SIGN_IN_MAX_DELAY_MS, 250 * 2 ** Math.min(beyond - 1, 10));

/** Sign-ups from one address within an hour before each further one is slowed down. */
export const SIGN_UP_SLOWDOWN_AFTER = 10;
/** The longest a sign-up is held: a crowd waits a few seconds each, a script a few seconds per account. */
export const SIGN_UP_MAX_DELAY_MS = 3_000;
/** Sign-ups from one address in a day: beyond any venue's crowd, below a bulk creator's needs. */
export const SIGN_UPS_PER_DAY = 200;
export const SIGN_UP_DAILY_MESSAGE = 'Too many accounts created from this address today. Please try again tomorrow.';

/** The delay of the nth sign-up beyond the free ones: 500 ms more each, at most SIGN_UP_MAX_DELAY_MS. */
export const signUpDelayMs = (beyond: number) => (beyond <= 0 ? 0 : Math.min(SIGN_UP_MAX_DELAY_MS, 500 * beyond));

/**
 * Fresh limiters per app instance, so each test app starts with clean counters
 * (in memory; with shared counters, those of the data directory or the database).
 */
export function createRateLimits(factor = 1, counters?: SharedCounters) {
  const base = limiter(factor, counters);
  return {
    // sign-in: failures only count; no limit is per account alone, so nobody can lock an owner out (docs/decisions/sign-in-and-password-hashing.md)
    loginPerAddress: base('loginPerAddress')('Too many failed sign-in attempts from this address. Please wait 15 minutes and try again.',
      15 * 60_000, 20, { skipSuccessfulRequests: true, keyGenerator: ip }),
    loginPerAccountAndAddress: base('loginPerAccountAndAddress')(
      'Too many failed sign-in attempts for this account from this address. Please wait 15 minutes and try again.',
      15 * 60_000, 10, { skipSuccessfulRequests: true, keyGenerator: (req) => `pair:${account(req)}|${ip(req)}` }),
    loginSlowdown: slowDown({
      ...(counters ? { store: counters.store('loginSlowdown:') } : {}),
      windowMs: 15 * 60_000,
      delayAfter: Math.max(1, Math.round(SIGN_IN_SLOWDOWN_AFTER * factor)),
      delayMs: (used, req) => signInDelayMs(used - req.slowDown.limit),
      maxDelayMs: SIGN_IN_MAX_DELAY_MS,
      skipSuccessfulRequests: true,
      keyGenerator: (req) => `acct:${account(req)}`,
    }),
    // sign-ups: a crowd behind one address (a venue's Wi-Fi) is slowed, never refused, until a day's ceiling no crowd reaches
    registerPerDay: base('registerPerDay')(SIGN_UP_DAILY_MESSAGE, 24 * 60 * 60_000, SIGN_UPS_PER_DAY, { keyGenerator: ip }),
    registerSlowdown: slowDown({
      ...(counters ? { store: counters.store('registerSlowdown:') } : {}),
      windowMs: 60 * 60_000,
      delayAfter: Math.max(1, Math.round(SIGN_UP_SLOWDOWN_AFTER * factor)),
      delayMs: (used, req) => signUpDelayMs(used - req.slowDown.limit),
      maxDelayMs: SIGN_UP_MAX_DELAY_MS,
      keyGenerator: ip,
    }),
    forgot: base('forgot')('Too many password reset requests. Please wait a few minutes and try again.', 15 * 60_000, 5, { keyGenerator: ip }),
    reset: base('reset')('Too many password reset attempts. Please wait a few minutes and try again.', 15 * 60_000, 10, { keyGenerator: ip }),
    // a player starts a view per play and reports at most every 10 s
    viewStart: base('viewStart')('Too many views started from this address. Please wait a moment.', 60_000, 30, { keyGenerator: ip }),
    viewUpdate: base('viewUpdate')('Too many view updates from this address. Please wait a moment.', 60_000, 120, { keyGenerator: ip }),
    // per signed-in user (votes need one): a burst of clicks, not a script
    vote: base('vote')('Too many votes in a short time. Please wait a moment and try again.', 60_000, 60,
      { keyGenerator: (req) => `user:${req.user?.id ?? ip(req)}` }),
    // per signed-in user: a lively discussion, not a flood
    comment: base('comment')('Too many comments in a short time. Please wait a minute and try again.', 60_000, 10,
      { keyGenerator: (req) => `user:${req.user?.id ?? ip(req)}` }),
    // per admin: the asOf reads that start a replay of the whole log (api/http/as-of.ts counts them)
    asOf: base('asOf')(AS_OF_TOO_MANY, 60_000, AS_OF_REPLAYS_PER_MINUTE, { keyGenerator: (req) => `user:${req.user?.id ?? ip(req)}` }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
