import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { COMMENT_EMPTY, COMMENT_MAX_LENGTH, COMMENT_TOO_LONG, commentLength } from './limits';

export { COMMENT_EMPTY, COMMENT_MAX_LENGTH, COMMENT_TOO_LONG, commentLength };

/**
 * One comment on a video: its own stream (`comment-<commentId>`). Replies are one
 * level deep: a reply names its top-level comment in `parentCommentId`. The content
 * is stored as the text the user typed (trimmed), never as HTML: the client renders
 * it as text, so `<script>` is shown, not run.
 */
export type CommentEvent =
  | DomainEvent<'CommentPosted', { commentId: string; videoId: string; userId: string; parentCommentId: string | null; content: string }>
  | DomainEvent<'CommentEdited', { commentId: string; videoId: string; content: string }>
  | DomainEvent<'CommentDeleted', { commentId: string; videoId: string; parentCommentId: string | null }>;

/** The comment replied to, as the handler read it from its stream. */
export interface ParentComment {
  /** posted and not deleted (for a reply: its top-level comment not deleted either) */
  exists: boolean;
  videoId: string;
  /** set when the parent is itself a reply: the reply then attaches to this top-level comment */
  parentCommentId: string | null;
}

export interface PostComment {
  type: 'PostComment';
  commentId: string;
  videoId: string;
  userId: string;
  content: string;
  parentCommentId: string | null;
  /** read by the handler from the parent's stream; null when there is no parent (or none was found) */
  parent: ParentComment | null;
}

export interface EditComment {
  type: 'EditComment';
  userId: string;
  content: string;
}

export interface DeleteComment {
  type: 'DeleteComment';
  userId: string;
}

export type CommentCommand = PostComment | EditComment | DeleteComment;

export interface CommentState {
  exists: boolean;
  deleted: boolean;
  commentId: string | null;
  videoId: string;
  userId: string;
  parentCommentId: string | null;
  content: string;
}

export const initialCommentState: CommentState = {
  exists: false, deleted: false, commentId: null, videoId: '', userId: '', parentCommentId: null, content: '',
};

export const commentStream = (commentId: string) => `comment-${commentId}`;

/** Trimmed, non-blank, at most 2000 characters; otherwise a validation error. */
export function commentContent(raw: string): string {
  const content = (raw ?? '').trim();
  if (!content) throw invalid(COMMENT_EMPTY);
  if (commentLength(content) > COMMENT_MAX_LENGTH) throw invalid(COMMENT_TOO_LONG);
  return content;
}

export function evolve(state: CommentState, event: CommentEvent): CommentState {
  switch (event.type) {
    case 'CommentPosted':
      return {
        exists: true, deleted: false, commentId: event.data.commentId, videoId: event.data.videoId,
        userId: event.data.userId, parentCommentId: event.data.parentCommentId, content: event.data.content,
      };
    case 'CommentEdited':
      return { ...state, content: event.data.content };
    case 'CommentDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

function post(command: PostComment, state: CommentState): CommentEvent[] {
  if (state.exists) throw conflict('This comment already exists');
  const content = commentContent(command.content);
  let parentCommentId: string | null = null;
  if (command.parentCommentId) {
    const { parent } = command;
    if (!parent || !parent.exists) throw invalid('The comment you are replying to no longer exists');
    if (parent.videoId !== command.videoId) throw invalid('You can only reply to a comment on the same video');
    // one level deep: a reply to a reply joins its top-level comment's thread
    parentCommentId = parent.parentCommentId ?? command.parentCommentId;
  }
  return [{
    type: 'CommentPosted',
    data: { commentId: command.commentId, videoId: command.videoId, userId: command.userId, parentCommentId, content },
  }];
}

export function decide(command: CommentCommand, state: CommentState): CommentEvent[] {
  if (command.type === 'PostComment') return post(command, state);
  if (!state.exists || state.deleted) throw notFound('Comment not found');
  const commentId = state.commentId as string;
  switch (command.type) {
    case 'EditComment': {
      if (command.userId !== state.userId) throw forbidden('You can only edit your own comments');
      const content = commentContent(command.content);
      // the same text again changes nothing
      if (content === state.content) return [];
      return [{ type: 'CommentEdited', data: { commentId, videoId: state.videoId, content } }];
    }
    case 'DeleteComment':
      if (command.userId !== state.userId) throw forbidden('You can only delete your own comments');
      return [{ type: 'CommentDeleted', data: { commentId, videoId: state.videoId, parentCommentId: state.parentCommentId } }];
    default:
      return [];
  }
}

export const commentDecider: Decider<CommentCommand, CommentState, CommentEvent> = {
  initialState: initialCommentState,
  evolve,
  decide,
};
