import { COMMENTS, type CommentView } from '../../application/engagement/comments-read-model';
import { applyOnce, defineProjector, type Projected } from '../projector';

/** Its private lookup of authors: what a new comment copies of its author, fed by the user events. */
const COMMENTS_AUTHORS = 'comments_authors';
type Author = CommentView['user'] & Projected;

/**
 * Comments per video, one document per comment or reply, each with its author's
 * username, names and picture: copied when posted from its own lookup of authors
 * (comments_authors, fed by UserRegistered / ProfileUpdated / AvatarChanged) and kept
 * fresh from ProfileUpdated / AvatarChanged.
 * A deleted top-level comment takes its replies with it; an admin's removal
 * (CommentRemoved) is projected exactly like its author's deletion.
 */
export const commentsProjector = defineProjector({
  name: 'comments',
  // 2: authors from its own lookup (a stored model is rebuilt to fill it)
  version: 2,
  collections: [COMMENTS_AUTHORS],
  handles: ['UserRegistered', 'CommentPosted', 'CommentEdited', 'CommentDeleted', 'CommentRemoved', 'ProfileUpdated', 'AvatarChanged', 'VideoDeleted'],
  async apply(event, store) {
    const comments = store.collection<CommentView>(COMMENTS);
    const authors = store.collection<Author>(COMMENTS_AUTHORS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await applyOnce(authors, d.userId, event.position, () => ({
          id: d.userId, username: d.username, firstName: d.firstName, lastName: d.lastName, profilePictureUrl: null,
        }));
        return;
      }
      case 'CommentPosted': {
        const d = event.data;
        // a reply that raced its parent's deletion has no thread to join
        if (d.parentCommentId !== null && !(await comments.get(d.parentCommentId))) return;
        const u = await authors.get(d.userId);
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
        const d = event.data;
        await applyOnce(comments, d.commentId, event.position, (c) => (c ? { ...c, content: d.content, updatedAt: at } : undefined));
        return;
      }
      case 'CommentDeleted':
      case 'CommentRemoved': {
        const d = event.data;
        await applyOnce(comments, d.commentId, event.position, () => null);
        // deleting is idempotent: a replay removes nothing more
        if (d.parentCommentId === null) await comments.deleteMany({ parentCommentId: d.commentId });
        return;
      }
      case 'ProfileUpdated':
      case 'AvatarChanged': {
        const userId = event.data.userId;
        const fresh = (user: CommentView['user']): CommentView['user'] => (event.type === 'AvatarChanged'
          ? { ...user, profilePictureUrl: event.data.profilePictureUrl }
          : { ...user, firstName: event.data.firstName, lastName: event.data.lastName });
        await applyOnce(authors, userId, event.position, (current) => current && { ...fresh(current), id: userId });
        for (const c of await comments.find({ userId })) {
          await applyOnce(comments, c.id, event.position, (current) => (current ? { ...current, user: fresh(current.user) } : undefined));
        }
        return;
      }
      case 'VideoDeleted': {
        const d = event.data;
        await comments.deleteMany({ videoId: d.videoId });
        return;
      }
    }
  },
});
