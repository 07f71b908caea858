import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/**
 * True for a state-changing request a browser sends from another site. Non-browser
 * clients send neither Sec-Fetch-Site nor Origin and pass; the SameSite=Lax cookie
 * is the second line.
 */
export function isCrossSite(method: string, headers: IncomingHttpHeaders): boolean {
  if (SAFE.has(method)) return false;
  const site = headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.origin;
  if (origin === 'null') return true;
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

/** Refuses cross-site state-changing requests before they reach a route. */
export const crossSiteGuard: RequestHandler = (req, res, next) => {
  if (isCrossSite(req.method, req.headers)) return void res.status(403).json({ message: CROSS_SITE_MESSAGE });
  next();
};
