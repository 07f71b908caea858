import type { AuditDescribers } from '../audit/audit-line';

/**
 * Engagement: an admin's removal of a comment (issue 15), and the notice its author was
 * mailed. The actor is the moderator (the event's actorId); the author is named in the details.
 */
export const engagementAuditEntries: AuditDescribers = {
  CommentRemoved: async (e, nameOf) => ({
    action: 'comment_removed', targetId: e.data.commentId, targetName: e.data.videoTitle || e.data.videoId,
    details: `${e.data.parentCommentId ? 'Reply' : 'Comment'} by ${await nameOf(e.data.userId)} removed: ${e.data.reason}`,
  }),
  CommentRemovalNoticeSent: async (e, nameOf) => ({
    action: 'comment_removal_notice_sent', targetId: e.data.commentId, targetName: e.data.videoTitle || e.data.videoId,
    details: `Removal notice mailed to ${await nameOf(e.data.userId)}`,
  }),
};
