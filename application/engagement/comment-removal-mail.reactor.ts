import { commentDecider, commentStream } from '../../domain/comment/comment';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { videoDecider, videoStream } from '../../domain/video/video';
import { handleCommand, loadStream } from '../command-handling';
import type { MailMessage } from '../ports/services';
import { reactor } from '../reactors/reactor';
import type { AppSettings } from '../tokens';

export const COMMENT_REMOVAL_MAILS = 'comment_removal_mails';

/**
 * Tells a comment's author why an admin removed it (issue 15): one mail naming the video
 * and the reason, then `CommentRemovalNoticeSent` on the comment's stream. As with the
 * claim mails, the flag is read first: a replay or redelivery sends nothing; a crash
 * between the send and the append sends it once more (at least once, at most twice).
 * A failing mailer throws and the reactor runner retries with backoff.
 */
export const commentRemovalMails = reactor({
  name: COMMENT_REMOVAL_MAILS,
  handles: ['CommentRemoved'],
  async react(event, { events, mailer, settings, context }) {
    const stream = commentStream(event.data.commentId);
    const comment = (await loadStream(events, stream, commentDecider)).state;
    if (!comment.removal || comment.removalNoticeSent) return;
    const [author, video] = await Promise.all([
      loadStream(events, userStream(comment.userId), userDecider).then((s) => s.state),
      loadStream(events, videoStream(comment.videoId), videoDecider).then((s) => s.state),
    ]);
    // an account with no address of its own (or gone) has nobody to tell; the audit line still shows the removal
    const to = mailAddressOf(author);
    if (!to) return;
    const link = video.exists && !video.deleted ? videoLink(settings, video.eventId, comment.videoId) : null;
    // keyed: a crash between this send and the flag below resends it, and a keyed mail goes once
    await mailer.send({
      ...removalMail(settings, to, author.firstName, comment.content, comment.removal.videoTitle, link, comment.removal.reason),
      key: `comment-removal:${comment.commentId}`,
    });
    await handleCommand(events, stream, commentDecider, { type: 'RecordRemovalNoticeSent' }, context(COMMENT_REMOVAL_MAILS));
  },
});

function videoLink(settings: AppSettings, eventId: string, videoId: string): string {
  return `${settings.publicUrl.replace(/\/$/, '')}/events/${encodeURIComponent(eventId)}?video=${encodeURIComponent(videoId)}`;
}

function removalMail(settings: AppSettings, to: string, firstName: string, content: string, videoTitle: string,
  link: string | null, reason: string): MailMessage {
  const title = videoTitle || 'a video';
  return {
    to,
    subject: `${settings.leagueName}: your comment on ${title} was removed`,
    text: `Hi ${firstName || 'there'},\n\nAn admin removed your comment on ${title}${link ? ` (${link})` : ''}.\n\n` +
      `Reason:\n${reason}\n\nYour comment was:\n${content}\n`,
  };
}
