import type { RequestHandler } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request a browser sends from another site is refused before
 * it reaches a route. Non-browser clients send neither header and pass; the
 * SameSite=Lax cookie is the second line.
 */
export const crossSiteGuard: RequestHandler = (req, res, next) => {
  if (SAFE.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    return void res.status(403).json({ message: 'Cross-site request refused' });
  }
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return void res.status(403).json({ message: 'Cross-site request refused' });
    }
    if (host !== req.get('host')) return void res.status(403).json({ message: 'Cross-site request refused' });
  } else if (origin === 'null') {
    return void res.status(403).json({ message: 'Cross-site request refused' });
  }
  next();
};
