import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** Express's compiled `trust proxy` setting: is the hop at this address, this far from the app, a trusted proxy? */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/**
 * The host (with its port) the browser addressed. Behind a proxy that rewrites Host
 * (nginx's `$host` drops the port), only the proxy's X-Forwarded-Host still names it;
 * that header is read only from a peer TRUST_PROXY trusts, as Express 5's `req.host`
 * reads it, so both pipelines compare against the same host.
 */
export function addressedHost(req: IncomingMessage, trust: TrustProxyFn): string | undefined {
  const forwarded = String(req.headers['x-forwarded-host'] ?? '');
  const peer = req.socket.remoteAddress;
  if (forwarded && peer && trust(peer, 0)) return forwarded.split(',')[0].trim() || undefined;
  return req.headers.host || undefined;
}

/**
 * True for a state-changing request a browser sends from another site.
 *
 * Sec-Fetch-Site, when present, decides alone: the browser sets it (page scripts
 * cannot), comparing the page's origin with the URL it sent the request to, so
 * `same-origin` holds whatever a proxy later does to Host, and a foreign Origin
 * beside it can come only from a client that is no browser and carries no victim's
 * cookie. Origin against `host` (see addressedHost) is the check for browsers that
 * send Origin but predate Sec-Fetch-Site. Non-browser clients send neither and pass;
 * the SameSite=Lax cookie is the second line.
 */
export function isCrossSite(method: string, headers: IncomingHttpHeaders, host: string | undefined = headers.host): boolean {
  if (SAFE.has(method)) return false;
  const site = headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (origin === 'null') return true;
  if (!origin) return false;
  if (!host) return true;
  try {
    const from = new URL(origin);
    if (from.host === host) return false;
    // the same host written otherwise: capitals, or the scheme's default port spelled out
    return from.host !== new URL(`${from.protocol}//${host}`).host;
  } catch {
    return true;
  }
}

/** Refuses cross-site state-changing requests before they reach a route. */
export const crossSiteGuard: RequestHandler = (req, res, next) => {
  const host = addressedHost(req, req.app.get('trust proxy fn') as TrustProxyFn);
  if (isCrossSite(req.method, req.headers, host)) return void res.status(403).json({ message: CROSS_SITE_MESSAGE });
  next();
};
