/**
 * The web app's pages as the server knows them, so a path no page answers gets a 404 (with the
 * app's own not-found page) instead of a 200 a crawler would index. The same patterns as the
 * client's routes (web/src/features/<feature>/index.ts, `path:` and the landing page's
 * `index: true`); page-routes.test.ts fails when the two lists part.
 */
export const PAGE_PATTERNS = [
  '/',
  '/admin',
  '/auth',
  '/battler-profile-settings',
  '/battlers',
  '/battlers/:id',
  '/contact',
  '/dashboard',
  '/events',
  '/events/:eventId',
  '/forgot-password',
  '/login',
  '/logo-demo',
  '/profile',
  '/reset-password',
  '/sponsors',
] as const;

export type PagePattern = (typeof PAGE_PATTERNS)[number];

export interface PageMatch {
  pattern: PagePattern;
  params: Record<string, string>;
}

/**
 * The page a path opens, as React Router matches it: segments case-insensitive, one trailing
 * slash allowed, a parameter one non-empty segment (decoded); null when no page does.
 */
export function matchPage(pathname: string): PageMatch | null {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  if (segments.length === 0) return { pattern: '/', params: {} };
  for (const pattern of PAGE_PATTERNS) {
    const parts = pattern.split('/').slice(1);
    if (pattern === '/' || parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = parts.every((part, i) => {
      if (part.startsWith(':')) {
        if (!segments[i]) return false;
        try {
          params[part.slice(1)] = decodeURIComponent(segments[i]);
        } catch {
          return false;
        }
        return true;
      }
      return part.toLowerCase() === segments[i].toLowerCase();
    });
    if (fits) return { pattern, params };
  }
  return null;
}
