import { z } from 'zod';

/**
 * A query's whole number as plain digits: `limit=1e1`, `page=0x2`, `page= 2` are refused
 * rather than read as something the client may not have meant.
 */
export const wholeNumber = (name: string, max: number) => {
  const rule = `${name} must be a whole number from 1 to ${max}`;
  return z.preprocess((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.number({ error: rule }).int(rule).min(1, rule).max(max, rule));
};

/**
 * The next page's `Link` header of a list answered as a bare array, keeping the query's
 * other parameters (filters), or nothing on the last page.
 */
export function nextPageLink(path: string, { limit, page, ...rest }: { limit: number; page: number } & Record<string, string | number | null | undefined>,
  total: number): string | undefined {
  if (page * limit >= total) return undefined;
  const next = new URLSearchParams({ limit: String(limit), page: String(page + 1) });
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== null && value !== '') next.set(key, String(value));
  return `<${path}?${next}>; rel="next"`;
}
