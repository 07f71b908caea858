import { nextPageLink } from '../../http/paging';

/** The answer headers of a page of the audit log, named once for the route and its OpenAPI description. */
export const AUDIT_PAGE_HEADERS = {
  'X-Total-Count': { type: 'integer', description: 'the entries the filters match: what `limit` and `page` count' },
  Link: { type: 'string', description: 'the next page, with the same filters, as `<url>; rel="next"`; absent on the last page' },
} as const;

interface AuditPageParams {
  limit: number;
  page: number;
  kind?: string;
  actor?: string;
  from?: string | null;
  to?: string | null;
}

/**
 * The count and the next page's address, as a page of comments gives them
 * (api/features/engagement/comment-pages.ts): the answer stays a bare array, so a
 * client learns from here whether there is more.
 */
export function auditPageHeaders(q: AuditPageParams, total: number): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) };
  const { limit, page, kind, actor, from, to } = q;
  const next = nextPageLink('/api/admin/audit', { limit, page, kind, actor, from, to }, total);
  if (next) headers.Link = next;
  return headers;
}
