import { AUDIT_PAGE_HEADERS } from '../features/admin-users/audit-pages';
import { COMMENT_PAGE_HEADERS } from '../features/engagement/comment-pages';

type Header = { readonly type: 'string' | 'integer'; readonly description: string };

/** Headers a route's success answer carries beside its JSON: a bare array's paging, say. */
export const answerHeaders: Record<string, Record<string, Header>> = {
  'GET /videos/:id/comments': COMMENT_PAGE_HEADERS,
  'GET /admin/audit': AUDIT_PAGE_HEADERS,
};

/** The OpenAPI `headers` of an operation's success answer, or nothing. */
export function headersOf(key: string): { headers?: Record<string, { description: string; schema: { type: string } }> } {
  const own = answerHeaders[key];
  if (!own) return {};
  return {
    headers: Object.fromEntries(Object.entries(own).map(([name, { type, description }]) => [name, { description, schema: { type } }])),
  };
}
