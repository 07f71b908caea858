import { inject, injectable } from 'inversify';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { type ClaimMailKind, claimantStream, claimRequestDecider } from '../../domain/claim-request/claim-request';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import type { Clock, MailMessage, Mailer } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { type AppSettings, TOKENS } from '../tokens';
import { USERS, type UserView } from '../users/read-model';

export const CLAIM_MAILS = 'claim_mails';

/** The configuration the mails read: CLAIMS_NOTIFY_EMAIL is the league's address for new requests. */
export interface ClaimMailSettings extends AppSettings {
  CLAIMS_NOTIFY_EMAIL?: string;
}

interface Subject {
  userId: string;
  requestId: string;
}

/**
 * The three mails of a claim request (admin §3): to the claimant and to the league's
 * admins on submission, and to the claimant with the result. An approval's result
 * waits for its `BattlerClaimed` (an approval the ownership reactor undoes is never
 * announced); a rejection's goes at once.
 *
 * Each mail: the flag is read from the claimant's stream, the mail is sent, then
 * `ClaimMailSent` is appended. A replay or a redelivery finds the flag and sends
 * nothing; a crash between the send and the append sends that one mail again on the
 * next delivery, under the same key: the outbox keeps it once, SMTP may deliver it
 * twice (at least once, at most twice). It is never lost. A mail that
 * fails throws: the ReactorRunner retries it with backoff and /readyz names it.
 * A deleted request is not mailed any more.
 *
 * The claimant's mails go to the address their account holds, never to the request's
 * contactEmail: that one is typed into the form, and a mail there greeting the
 * member's first name would let anyone make the league write their words to any
 * address. The contact address is for admins, in the list and in their notice. An
 * account with no address of its own gets no mail (the unset flag shows in the list).
 */
@injectable()
export class ClaimMails {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly reads: ReadStore,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.AppConfig) private readonly settings: ClaimMailSettings,
  ) {
    this.reactor = defineReactor({
      name: CLAIM_MAILS,
      handles: ['ClaimRequestSubmitted', 'ClaimRequestReviewed', 'BattlerClaimed'],
      react: async (event, reaction) => {
        const ctx = reactionContext(event, { actorId: CLAIM_MAILS, clock: this.clock, fence: reaction?.fence });
        const subject = { userId: event.data.userId, requestId: 'requestId' in event.data ? event.data.requestId : event.data.claimRequestId };
        switch (event.type) {
          case 'ClaimRequestSubmitted':
            await this.once(subject, 'submission', ctx, (m) => this.submissionMail(m));
            await this.once(subject, 'admin_notification', ctx, (m) => this.adminMail(m));
            return;
          case 'ClaimRequestReviewed':
            if (event.data.status === 'rejected') await this.once(subject, 'result', ctx, (m) => this.resultMail(m));
            return;
          case 'BattlerClaimed':
            await this.once(subject, 'result', ctx, (m) => this.resultMail(m));
            return;
        }
      },
    });
  }

  private async once(subject: Subject, kind: ClaimMailKind, ctx: CommandContext,
    compose: (facts: MailFacts) => Promise<MailMessage | null>): Promise<void> {
    const stream = claimantStream(subject.userId);
    const request = (await loadStream(this.events, stream, claimRequestDecider)).state.requests[subject.requestId];
    if (!request || request.deleted || request.mails[kind]) return;
    // the result of an approval is announced once it holds (BattlerClaimed), of a rejection at once
    if (kind === 'result' && request.status === 'pending') return;
    const submitted = (await this.events.readStream(stream))
      .find((e) => e.type === 'ClaimRequestSubmitted' && (e.data as { requestId: string }).requestId === subject.requestId);
    const [battler, user] = await Promise.all([
      loadStream(this.events, battlerStream(request.battlerId), battlerDecider).then((s) => s.state),
      loadStream(this.events, userStream(subject.userId), userDecider).then((s) => s.state),
    ]);
    const message = await compose({
      battlerName: battler.name || 'the battler', firstName: user.firstName || 'there', fullName: `${user.firstName} ${user.lastName}`.trim(),
      username: user.username, accountEmail: user.email, claimantAddress: mailAddressOf(user),
      contactEmail: (submitted?.data as { contactEmail?: string } | undefined)?.contactEmail ?? user.email,
      status: request.status, reviewNotes: request.reviewNotes,
    });
    // nobody to write to (no admin and no CLAIMS_NOTIFY_EMAIL, or no address of the claimant's): unflagged, it shows in the admin list
    if (!message) return;
    // keyed: a crash between this send and the flag below resends it, and a keyed mail goes once
    await this.mailer.send({ ...message, key: `claim-mail:${subject.requestId}:${kind}` });
    await handleCommand(this.events, stream, claimRequestDecider, { type: 'RecordClaimMailSent', requestId: subject.requestId, kind }, ctx);
  }

  private get site() {
    return this.settings.publicUrl.replace(/\/$/, '');
  }

  private async submissionMail(f: MailFacts): Promise<MailMessage | null> {
    if (!f.claimantAddress) return null;
    return {
      to: f.claimantAddress,
      subject: `${this.settings.leagueName}: we received your claim request for ${f.battlerName}`,
      text: `Hi ${f.firstName},\n\nWe received your request to claim the battler profile of ${f.battlerName}.\n` +
        `An admin will review it, and we will email you the result.\n`,
    };
  }

  private async adminMail(f: MailFacts): Promise<MailMessage | null> {
    const configured = this.settings.CLAIMS_NOTIFY_EMAIL?.trim();
    const admins = configured ? [configured]
      : (await this.reads.collection<UserView>(USERS).find({ role: { $in: ['admin', 'super_admin'] } })).map((u) => u.email).sort();
    if (admins.length === 0) return null;
    return {
      to: admins.join(', '),
      subject: `${this.settings.leagueName}: new claim request for ${f.battlerName}`,
      // an address typed at registration that another account held: it proves nothing of who asks
      text: `${f.fullName} (${f.username}, ${f.accountEmail}${f.claimantAddress ? '' : ', an address another account holds'}) ` +
        `asks to claim the battler profile of ${f.battlerName}.\n` +
        `Contact: ${f.contactEmail}\n\nReview it in the admin area, Claim requests tab: ${this.site}/admin?tab=claim-requests\n`,
    };
  }

  private async resultMail(f: MailFacts): Promise<MailMessage | null> {
    if (!f.claimantAddress) return null;
    const approved = f.status === 'approved';
    const notes = f.reviewNotes ? `\nNotes from the admin:\n${f.reviewNotes}\n` : '';
    return {
      to: f.claimantAddress,
      subject: `${this.settings.leagueName}: your claim request for ${f.battlerName} was ${approved ? 'approved' : 'rejected'}`,
      text: `Hi ${f.firstName},\n\nYour request to claim the battler profile of ${f.battlerName} was ${approved ? 'approved' : 'rejected'}.\n` +
        notes +
        (approved ? `\nYou can now manage the profile: ${this.site}/battler-profile-settings\n` : ''),
    };
  }
}

interface MailFacts {
  battlerName: string;
  firstName: string;
  fullName: string;
  username: string;
  accountEmail: string;
  /** where the claimant's own mails go: the address the account holds, or null */
  claimantAddress: string | null;
  /** as typed in the form: shown to admins, never mailed */
  contactEmail: string;
  status: 'pending' | 'approved' | 'rejected';
  reviewNotes: string | null;
}
