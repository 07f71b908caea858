import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import {
  COMMENT_EMPTY, COMMENT_MAX_LENGTH, COMMENT_TOO_LONG, commentLength,
  REMOVAL_REASON_MAX_LENGTH, REMOVAL_REASON_MIN_LENGTH, REMOVAL_REASON_REQUIRED, REMOVAL_REASON_TOO_LONG, REMOVAL_REASON_TOO_SHORT,
} from './limits';

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
  | DomainEvent<'CommentDeleted', { commentId: string; videoId: string; parentCommentId: string | null }>
  /**
   * An admin took the comment down (issue 15): gone for everyone like a deletion, with the
   * reason its author is mailed. `userId` is the author; `videoTitle` is the title when
   * removed, so the audit line and the mail name the video without a lookup.
   */
  | DomainEvent<'CommentRemoved', {
    commentId: string; videoId: string; videoTitle: string; parentCommentId: string | null;
    userId: string; moderatorId: string; reason: string;
  }>
  /** the author's notice of a removal went out (the mail reactor's flag: sent once) */
  | DomainEvent<'CommentRemovalNoticeSent', { commentId: string; videoId: string; videoTitle: string; userId: string }>;

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

/** An admin's removal; the route's guard checks the role, the decider does not. */
export interface RemoveComment {
  type: 'RemoveComment';
  moderatorId: string;
  reason: string;
  /** read by the handler from the video's stream */
  videoTitle: string;
}

/** The removal notice reactor's flag, recorded after the mail went out. */
export interface RecordRemovalNoticeSent {
  type: 'RecordRemovalNoticeSent';
}

export type CommentCommand = PostComment | EditComment | DeleteComment | RemoveComment | RecordRemovalNoticeSent;

export interface CommentState {
  exists: boolean;
  deleted: boolean;
  /** set when an admin removed it (then `deleted` too) */
  removal: { moderatorId: string; reason: string; videoTitle: string } | null;
  removalNoticeSent: boolean;
  commentId: string | null;
  videoId: string;
  userId: string;
  parentCommentId: string | null;
  content: string;
}

export const initialCommentState: CommentState = {
  exists: false, deleted: false, removal: null, removalNoticeSent: false, commentId: null, videoId: '', userId: '', parentCommentId: null, content: '',
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
        ...initialCommentState, exists: true, commentId: event.data.commentId, videoId: event.data.videoId,
        userId: event.data.userId, parentCommentId: event.data.parentCommentId, content: event.data.content,
      };
    case 'CommentEdited':
      return { ...state, content: event.data.content };
    case 'CommentDeleted':
      return { ...state, deleted: true };
    case 'CommentRemoved':
      return {
        ...state, deleted: true,
        removal: { moderatorId: event.data.moderatorId, reason: event.data.reason, videoTitle: event.data.videoTitle },
      };
    case 'CommentRemovalNoticeSent':
      return { ...state, removalNoticeSent: true };
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

/** Trimmed, 3 to 500 characters; otherwise a validation error. */
export function removalReason(raw: string): string {
  const reason = (raw ?? '').trim();
  if (!reason) throw invalid(REMOVAL_REASON_REQUIRED);
  if (commentLength(reason) < REMOVAL_REASON_MIN_LENGTH) throw invalid(REMOVAL_REASON_TOO_SHORT);
  if (commentLength(reason) > REMOVAL_REASON_MAX_LENGTH) throw invalid(REMOVAL_REASON_TOO_LONG);
  return reason;
}

function recordNotice(state: CommentState): CommentEvent[] {
  // only a removal has a notice, and it is recorded once: a redelivery records nothing
  if (!state.removal || state.removalNoticeSent) return [];
  return [{
    type: 'CommentRemovalNoticeSent',
    data: { commentId: state.commentId as string, videoId: state.videoId, videoTitle: state.removal.videoTitle, userId: state.userId },
  }];
}

export function decide(command: CommentCommand, state: CommentState): CommentEvent[] {
  if (command.type === 'PostComment') return post(command, state);
  if (command.type === 'RecordRemovalNoticeSent') return recordNotice(state);
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
    case 'RemoveComment': {
      const reason = removalReason(command.reason);
      return [{
        type: 'CommentRemoved',
        data: {
          commentId, videoId: state.videoId, videoTitle: command.videoTitle, parentCommentId: state.parentCommentId,
          userId: state.userId, moderatorId: command.moderatorId, reason,
        },
      }];
    }
    default:
      return [];
  }
}

export const commentDecider: Decider<CommentCommand, CommentState, CommentEvent> = {
  initialState: initialCommentState,
  evolve,
  decide,
};
