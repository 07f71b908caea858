import type { Request } from 'express';

/**
 * The site's absolute origin for links that leave the page (share cards, canonical URLs,
 * the sitemap): PUBLIC_URL when configured, else the scheme and host the request was
 * addressed to, read through the `trust proxy` setting (TRUST_PROXY) as Express reads them.
 * No trailing slash.
 */
export function publicOrigin(req: Request, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}
