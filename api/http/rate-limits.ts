import { rateLimit, ipKeyGenerator, type Options } from 'express-rate-limit';
import type { Request } from 'express';

const limiter = (factor: number) => (message: string, windowMs: number, limit: number, extra: Partial<Options> = {}) =>
  rateLimit({
    windowMs, limit: Math.max(1, Math.round(limit * factor)), standardHeaders: 'draft-8', legacyHeaders: false,
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

const ip = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** Fresh limiters per app instance, so each test app starts with clean counters. */
export function createRateLimits(factor = 1) {
  const base = limiter(factor);
  return {
    loginPerAddress: base('Too many failed sign-in attempts from this address. Please wait 15 minutes and try again.',
      15 * 60_000, 20, { skipSuccessfulRequests: true, keyGenerator: ip }),
    loginPerAccount: base('Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
      15 * 60_000, 10, {
        skipSuccessfulRequests: true,
        keyGenerator: (req) => `acct:${String(req.body?.username ?? '').trim().toLowerCase()}`,
      }),
    register: base('Too many accounts created from this address. Please try again later.', 60 * 60_000, 10, { keyGenerator: ip }),
    forgot: base('Too many password reset requests. Please wait a few minutes and try again.', 15 * 60_000, 5, { keyGenerator: ip }),
    reset: base('Too many password reset attempts. Please wait a few minutes and try again.', 15 * 60_000, 10, { keyGenerator: ip }),
    // a player starts a view per play and reports at most every 10 s
    viewStart: base('Too many views started from this address. Please wait a moment.', 60_000, 30, { keyGenerator: ip }),
    viewUpdate: base('Too many view updates from this address. Please wait a moment.', 60_000, 120, { keyGenerator: ip }),
    // per signed-in user (votes need one): a burst of clicks, not a script
    vote: base('Too many votes in a short time. Please wait a moment and try again.', 60_000, 60,
      { keyGenerator: (req) => `user:${req.user?.id ?? ip(req)}` }),
    // per signed-in user: a lively discussion, not a flood
    comment: base('Too many comments in a short time. Please wait a minute and try again.', 60_000, 10,
      { keyGenerator: (req) => `user:${req.user?.id ?? ip(req)}` }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
