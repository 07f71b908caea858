export const COMMENTS = 'comments';

/** What a comment shows of its author, copied from the users read model and kept fresh. */
export interface CommentAuthor {
  username: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
}

/** One comment or reply, for GET /api/videos/{id}/comments. */
export interface CommentView {
  id: string;
  videoId: string;
  userId: string;
  /** the top-level comment of a reply; null for a top-level comment */
  parentCommentId: string | null;
  /** the text as typed (trimmed), never HTML */
  content: string;
  createdAt: string;
  updatedAt: string;
  user: CommentAuthor;
  /** position of the CommentPosted event: a total order where two comments share a millisecond */
  _seq: number;
  _position: number;
}

export type PublicComment = Omit<CommentView, '_seq' | '_position'>;

/** One page of a video's comments (GET /api/videos/{id}/comments). */
export interface CommentPage {
  /** top-level comments newest first, each followed by all its replies oldest first */
  comments: PublicComment[];
  /** the video's top-level comments: what a page's `limit` counts */
  threads: number;
  /** every comment and reply on the video */
  total: number;
}

export const toPublicComment = (c: CommentView): PublicComment => ({
  id: c.id, videoId: c.videoId, userId: c.userId, parentCommentId: c.parentCommentId, content: c.content,
  createdAt: c.createdAt, updatedAt: c.updatedAt,
  user: {
    username: c.user.username, firstName: c.user.firstName, lastName: c.user.lastName, profilePictureUrl: c.user.profilePictureUrl,
  },
});

/**
 * One flat list the client nests by `parentCommentId`: top-level comments newest
 * first, each followed by its replies oldest first.
 */
export function threadOrder(comments: readonly CommentView[]): CommentView[] {
  const replies = new Map<string, CommentView[]>();
  const top: CommentView[] = [];
  for (const c of comments) {
    if (c.parentCommentId === null) top.push(c);
    else {
      const list = replies.get(c.parentCommentId) ?? [];
      list.push(c);
      replies.set(c.parentCommentId, list);
    }
  }
  top.sort((a, b) => b._seq - a._seq);
  const out: CommentView[] = [];
  for (const t of top) {
    out.push(t);
    const own = replies.get(t.id);
    if (own) out.push(...own.sort((a, b) => a._seq - b._seq));
  }
  // replies whose top-level comment is gone are not shown (the projector removes them)
  return out;
}
