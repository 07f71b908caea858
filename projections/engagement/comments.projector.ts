import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { COMMENTS, type CommentView } from '../../application/engagement/comments-read-model';
import { USERS, type UserView } from '../../application/users/read-model';
import type { CommentEvent } from '../../domain/comment/comment';
import type { UserEvent } from '../../domain/user/user';
import type { VideoEvent } from '../../domain/video/video';
import { applyOnce, type EventData as Data, type Projector } from '../projector';

/**
 * Comments per video, one document per comment or reply, each with its author's
 * username, names and picture: copied from the users read model when posted (the
 * users projector runs first) and kept fresh from ProfileUpdated / AvatarChanged.
 * A deleted top-level comment takes its replies with it.
 */
export const commentsProjector: Projector = {
  name: 'comments',
  handles: ['CommentPosted', 'CommentEdited', 'CommentDeleted', 'ProfileUpdated', 'AvatarChanged', 'VideoDeleted'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const comments = store.collection<CommentView>(COMMENTS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'CommentPosted': {
        const d = event.data as Data<CommentEvent, 'CommentPosted'>;
        // a reply that raced its parent's deletion has no thread to join
        if (d.parentCommentId !== null && !(await comments.get(d.parentCommentId))) return;
        const u = await store.collection<UserView>(USERS).get(d.userId);
        await applyOnce(comments, d.commentId, event.position, () => ({
          id: d.commentId, videoId: d.videoId, userId: d.userId, parentCommentId: d.parentCommentId, content: d.content,
          createdAt: at, updatedAt: at, _seq: event.position,
          user: {
            username: u?.username ?? '', firstName: u?.firstName ?? '', lastName: u?.lastName ?? '',
            profilePictureUrl: u?.profilePictureUrl ?? null,
          },
        }));
        return;
      }
      case 'CommentEdited': {
        const d = event.data as Data<CommentEvent, 'CommentEdited'>;
        await applyOnce(comments, d.commentId, event.position, (c) => (c ? { ...c, content: d.content, updatedAt: at } : undefined));
        return;
      }
      case 'CommentDeleted': {
        const d = event.data as Data<CommentEvent, 'CommentDeleted'>;
        await applyOnce(comments, d.commentId, event.position, () => null);
        // deleting is idempotent: a replay removes nothing more
        if (d.parentCommentId === null) await comments.deleteMany({ parentCommentId: d.commentId });
        return;
      }
      case 'ProfileUpdated':
      case 'AvatarChanged': {
        const userId = (event.data as { userId: string }).userId;
        const fresh = (user: CommentView['user']): CommentView['user'] => {
          if (event.type === 'AvatarChanged') {
            return { ...user, profilePictureUrl: (event.data as Data<UserEvent, 'AvatarChanged'>).profilePictureUrl };
          }
          const d = event.data as Data<UserEvent, 'ProfileUpdated'>;
          return { ...user, firstName: d.firstName, lastName: d.lastName };
        };
        for (const c of await comments.find({ userId })) {
          await applyOnce(comments, c.id, event.position, (current) => (current ? { ...current, user: fresh(current.user) } : undefined));
        }
        return;
      }
      case 'VideoDeleted': {
        const d = event.data as Data<VideoEvent, 'VideoDeleted'>;
        await comments.deleteMany({ videoId: d.videoId });
        return;
      }
      default:
    }
  },
};
