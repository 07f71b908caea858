import { inject, injectable } from 'inversify';
import { commentDecider, commentStream } from '../../domain/comment/comment';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { videoDecider, videoStream } from '../../domain/video/video';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock, MailMessage, Mailer } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { type AppSettings, TOKENS } from '../tokens';

export const COMMENT_REMOVAL_MAILS = 'comment_removal_mails';

/**
 * Tells a comment's author why an admin removed it (issue 15): one mail naming the video
 * and the reason, then `CommentRemovalNoticeSent` on the comment's stream. As with the
 * claim mails, the flag is read first: a replay or redelivery sends nothing; a crash
 * between the send and the append sends it once more (at least once, at most twice).
 * A failing mailer throws and the ReactorRunner retries with backoff.
 */
@injectable()
export class CommentRemovalMails {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.AppConfig) private readonly settings: AppSettings,
  ) {
    this.reactor = defineReactor({
      name: COMMENT_REMOVAL_MAILS,
      handles: ['CommentRemoved'],
      react: async (event, reaction) => {
        await this.notify(event.data.commentId,
          reactionContext(event, { actorId: COMMENT_REMOVAL_MAILS, clock: this.clock, fence: reaction?.fence }));
      },
    });
  }

  private async notify(commentId: string, ctx: CommandContext): Promise<void> {
    const stream = commentStream(commentId);
    const comment = (await loadStream(this.events, stream, commentDecider)).state;
    if (!comment.removal || comment.removalNoticeSent) return;
    const [author, video] = await Promise.all([
      loadStream(this.events, userStream(comment.userId), userDecider).then((s) => s.state),
      loadStream(this.events, videoStream(comment.videoId), videoDecider).then((s) => s.state),
    ]);
    // an account with no address of its own (or gone) has nobody to tell; the audit line still shows the removal
    const to = mailAddressOf(author);
    if (!to) return;
    // keyed: a crash between this send and the flag below resends it, and a keyed mail goes once
    await this.mailer.send({
      ...this.mail(to, author.firstName, comment.content, comment.removal.videoTitle,
        video.exists && !video.deleted ? this.link(video.eventId, comment.videoId) : null, comment.removal.reason),
      key: `comment-removal:${comment.commentId}`,
    });
    await handleCommand(this.events, stream, commentDecider, { type: 'RecordRemovalNoticeSent' }, ctx);
  }

  private link(eventId: string, videoId: string): string {
    return `${this.settings.publicUrl.replace(/\/$/, '')}/events/${encodeURIComponent(eventId)}?video=${encodeURIComponent(videoId)}`;
  }

  private mail(to: string, firstName: string, content: string, videoTitle: string, link: string | null, reason: string): MailMessage {
    const title = videoTitle || 'a video';
    return {
      to,
      subject: `${this.settings.leagueName}: your comment on ${title} was removed`,
      text: `Hi ${firstName || 'there'},\n\nAn admin removed your comment on ${title}${link ? ` (${link})` : ''}.\n\n` +
        `Reason:\n${reason}\n\nYour comment was:\n${content}\n`,
    };
  }
}
