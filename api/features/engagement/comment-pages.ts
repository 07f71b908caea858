import { nextPageLink } from '../../http/paging';
import type { CommentPage } from '../../../application/engagement/comments-read-model';

/** The answer headers of a page of comments, named once for the route and its OpenAPI description. */
export const COMMENT_PAGE_HEADERS = {
  'X-Total-Count': { type: 'integer', description: 'the video\'s top-level comments: what `limit` and `page` count' },
  'X-Comment-Count': { type: 'integer', description: 'every comment and reply on the video: the count a page shows' },
  Link: { type: 'string', description: 'the next page as `<url>; rel="next"`; absent on the last page' },
} as const;

/**
 * The counts and the next page's address: the answer stays a bare array (§7), so a
 * client learns from here whether there is more. Replies come whole with their comment.
 */
export function commentsPageHeaders(videoId: string, { limit, page }: { limit: number; page: number },
  { threads, total }: Pick<CommentPage, 'threads' | 'total'>): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(threads), 'X-Comment-Count': String(total) };
  const next = nextPageLink(`/api/videos/${encodeURIComponent(videoId)}/comments`, { limit, page }, threads);
  if (next) headers.Link = next;
  return headers;
}
