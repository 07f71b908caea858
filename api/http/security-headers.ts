import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** helmet with the site's Content Security Policy: one definition for Express and the lean paths. */
export function securityHeaders(https: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // styled-components injects its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube.com'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  }) as unknown as RequestHandler;
}

/**
 * What a JSON answer needs of them, and no more: a browser never renders it as a page, so no
 * source is allowed and nothing may frame it. The page's set is ~950 bytes on every answer;
 * this one is a quarter of that (docs/decisions/lean-path.md).
 */
export function apiHeaders(https: boolean): [string, string][] {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
}

/** The API's JSON answers: everything under /api/ but its readable page. */
export const answersJson = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers a middleware sets on every response, read once from a stand-in
 * response, so a path answered before Express sends the very same ones.
 */
export function fixedHeadersOf(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let called = false;
  middleware({ headers: {} } as never, res as never, () => { called = true; });
  if (!called) throw new Error('the security headers middleware did not finish synchronously');
  return [...headers];
}

export function applyHeaders(res: ServerResponse, headers: readonly [string, string][]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
