import { inject, injectable } from 'inversify';
import {
  commentContent, commentDecider, type CommentEvent, type CommentState, commentStream, type ParentComment,
} from '../../domain/comment/comment';
import { conflict, notFound } from '../../domain/shared/errors';
import { videoDecider, videoStream } from '../../domain/video/video';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { RecordedOf } from '../ports/processing';
import type { ReadStore } from '../ports/read-store';
import type { IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { VIDEOS, type VideoView } from '../catalogue/read-model';
import { USERS, type UserView } from '../users/read-model';
import {
  type CommentAuthor, type CommentPage, COMMENTS, type CommentView, type PublicComment, threadOrder, toPublicComment,
} from './comments-read-model';

const alive = (s: CommentState) => s.exists && !s.deleted;

@injectable()
export class CommentCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {}

  private async load(commentId: string): Promise<CommentState> {
    return (await loadStream(this.events, commentStream(commentId), commentDecider)).state;
  }

  /**
   * A comment is live when posted and not deleted, and, for a reply, its top-level
   * comment is live too: deleting a comment takes its replies with it.
   */
  private async threadAlive(state: CommentState): Promise<boolean> {
    if (!alive(state)) return false;
    return state.parentCommentId === null || alive(await this.load(state.parentCommentId));
  }

  private async author(userId: string): Promise<CommentAuthor> {
    const u = await this.store.collection<UserView>(USERS).get(userId);
    return {
      username: u?.username ?? '', firstName: u?.firstName ?? '', lastName: u?.lastName ?? '', profilePictureUrl: u?.profilePictureUrl ?? null,
    };
  }

  /**
   * PostComment: the video is read from its own stream (the truth, not a read model),
   * the parent from its stream; a reply to a reply attaches to the top-level comment.
   * Returns the comment as it will be listed, for the answer. `commentId`: the id the
   * caller derived (a keyed submission's, api/http/idempotency.ts) instead of a new one;
   * a comment already posted under it is a conflict.
   */
  async post(videoId: string, userId: string, content: string, parentCommentId: string | null, ctx: CommandContext,
    commentId = this.ids.next()): Promise<{ commentId: string; position: number; comment: PublicComment }> {
    const { state: video } = await loadStream(this.events, videoStream(videoId), videoDecider);
    if (!video.exists || video.deleted) throw notFound('Video not found');
    let parent: ParentComment | null = null;
    if (parentCommentId) {
      const p = await this.load(parentCommentId);
      if (p.exists) parent = { exists: await this.threadAlive(p), videoId: p.videoId, parentCommentId: p.parentCommentId };
    }
    const { events, position } = await handleCommand(this.events, commentStream(commentId), commentDecider, {
      type: 'PostComment', commentId, videoId, userId, content, parentCommentId, parent,
    }, ctx);
    const posted = events[0];
    const comment = await this.asPosted(commentId, videoId, userId,
      posted?.type === 'CommentPosted' ? posted.data.parentCommentId : null, commentContent(content), ctx.at.toISOString());
    return { commentId, position, comment };
  }

  /** A new comment as it will be listed. */
  private async asPosted(id: string, videoId: string, userId: string, parentCommentId: string | null, content: string,
    at: string): Promise<PublicComment> {
    return { id, videoId, userId, parentCommentId, content, createdAt: at, updatedAt: at, user: await this.author(userId) };
  }

  /**
   * The comment this user posted on this video under `commentId`, as its post answered
   * (a retried submission's replay), with the position of the stream's last event; null
   * when there is none, or it is another's. One deleted since (or its thread) is a conflict.
   */
  async posted(commentId: string, videoId: string, userId: string): Promise<{ position: number; comment: PublicComment } | null> {
    const recorded = await this.events.readStream(commentStream(commentId));
    const first = recorded[0] as RecordedOf<CommentEvent> | undefined;
    if (first?.type !== 'CommentPosted' || first.data.userId !== userId || first.data.videoId !== videoId) return null;
    if (!(await this.threadAlive(await this.load(commentId)))) throw conflict('This comment was posted before and has since been deleted');
    const { parentCommentId, content } = first.data;
    return {
      position: recorded[recorded.length - 1].position,
      comment: await this.asPosted(commentId, videoId, userId, parentCommentId, content, first.metadata.at),
    };
  }

  /** EditComment by its author; the same text again records nothing (position 0). */
  async edit(commentId: string, userId: string, content: string, ctx: CommandContext): Promise<{ position: number }> {
    if (!(await this.threadAlive(await this.load(commentId)))) throw notFound('Comment not found');
    const { position } = await handleCommand(this.events, commentStream(commentId), commentDecider,
      { type: 'EditComment', userId, content }, ctx);
    return { position };
  }

  /**
   * DeleteComment by its author. A top-level comment takes its replies with it: the
   * projector removes them; `deletedIds` names what the list loses, as projected now.
   */
  async delete(commentId: string, userId: string, ctx: CommandContext): Promise<{ position: number; deletedIds: string[] }> {
    const state = await this.load(commentId);
    if (!(await this.threadAlive(state))) throw notFound('Comment not found');
    const { position } = await handleCommand(this.events, commentStream(commentId), commentDecider,
      { type: 'DeleteComment', userId }, ctx);
    const replies = state.parentCommentId === null
      ? await this.store.collection<CommentView>(COMMENTS).find({ parentCommentId: commentId })
      : [];
    return { position, deletedIds: [commentId, ...replies.map((r) => r.id)] };
  }

  /**
   * RemoveComment by an admin (the route's guard checks the role): gone for everyone like
   * a deletion, replies with a top-level comment. The video's title is read from its stream
   * for the audit line and the author's mail. `removedIds` as for a delete.
   */
  async remove(commentId: string, moderatorId: string, reason: string, ctx: CommandContext):
  Promise<{ position: number; removedIds: string[] }> {
    const state = await this.load(commentId);
    if (!(await this.threadAlive(state))) throw notFound('Comment not found');
    const { state: video } = await loadStream(this.events, videoStream(state.videoId), videoDecider);
    const { position } = await handleCommand(this.events, commentStream(commentId), commentDecider,
      { type: 'RemoveComment', moderatorId, reason, videoTitle: video.title }, ctx);
    const replies = state.parentCommentId === null
      ? await this.store.collection<CommentView>(COMMENTS).find({ parentCommentId: commentId })
      : [];
    return { position, removedIds: [commentId, ...replies.map((r) => r.id)] };
  }

  /** One comment as listed, or null when it is not (or not yet) projected. */
  async get(commentId: string): Promise<PublicComment | null> {
    const c = await this.store.collection<CommentView>(COMMENTS).get(commentId);
    return c ? toPublicComment(c) : null;
  }

  /**
   * One page of the video's comments: `limit` top-level comments newest first from the
   * 1-based `page`, each followed by all its replies oldest first, with the counts the
   * client pages and heads the list by. A comment posted or deleted between two pages'
   * reads shifts the later pages by one: the client drops an id it already has.
   */
  async list(videoId: string, { limit, page }: { limit: number; page: number }): Promise<CommentPage> {
    const video = await this.store.collection<VideoView>(VIDEOS).get(videoId);
    if (!video) throw notFound('Video not found');
    const all = this.store.collection<CommentView>(COMMENTS);
    const topLevel = { videoId, parentCommentId: null };
    const top = await all.find(topLevel, { sort: { _seq: -1 }, skip: (page - 1) * limit, limit });
    const replies = top.length ? await all.find({ parentCommentId: { $in: top.map((t) => t.id) } }) : [];
    return {
      comments: threadOrder([...top, ...replies]).map(toPublicComment),
      threads: await all.count(topLevel),
      total: await all.count({ videoId }),
    };
  }
}
