import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { type ClaimMailKind, claimantStream, claimRequestDecider } from '../../domain/claim-request/claim-request';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { MailMessage } from '../ports/services';
import { type Reaction, reactor } from '../reactors/reactor';
import type { AppSettings } from '../tokens';
import { USERS, type UserView } from '../users/read-model';

export const CLAIM_MAILS = 'claim_mails';

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
 * fails throws: the reactor runner retries it with backoff and /readyz names it.
 * A deleted request is not mailed any more.
 *
 * The claimant's mails go to the address their account holds, never to the request's
 * contactEmail: that one is typed into the form, and a mail there greeting the
 * member's first name would let anyone make the league write their words to any
 * address. The contact address is for admins, in the list and in their notice. An
 * account with no address of its own gets no mail (the unset flag shows in the list).
 */
export const claimMails = reactor({
  name: CLAIM_MAILS,
  handles: ['ClaimRequestSubmitted', 'ClaimRequestReviewed', 'BattlerClaimed'],
  async react(event, reaction) {
    const ctx = reaction.context(CLAIM_MAILS);
    const subject = { userId: event.data.userId, requestId: 'requestId' in event.data ? event.data.requestId : event.data.claimRequestId };
    const { settings } = reaction;
    switch (event.type) {
      case 'ClaimRequestSubmitted':
        await once(reaction, subject, 'submission', ctx, (m) => submissionMail(settings, m));
        await once(reaction, subject, 'admin_notification', ctx, (m) => adminMail(reaction, m));
        return;
      case 'ClaimRequestReviewed':
        if (event.data.status === 'rejected') await once(reaction, subject, 'result', ctx, (m) => resultMail(settings, m));
        return;
      case 'BattlerClaimed':
        await once(reaction, subject, 'result', ctx, (m) => resultMail(settings, m));
        return;
    }
  },
});

async function once({ events, mailer }: Reaction, subject: Subject, kind: ClaimMailKind, ctx: CommandContext,
  compose: (facts: MailFacts) => Promise<MailMessage | null>): Promise<void> {
  const stream = claimantStream(subject.userId);
  const request = (await loadStream(events, stream, claimRequestDecider)).state.requests[subject.requestId];
  if (!request || request.deleted || request.mails[kind]) return;
  // the result of an approval is announced once it holds (BattlerClaimed), of a rejection at once
  if (kind === 'result' && request.status === 'pending') return;
  const submitted = (await events.readStream(stream))
    .find((e) => e.type === 'ClaimRequestSubmitted' && (e.data as { requestId: string }).requestId === subject.requestId);
  const [battler, user] = await Promise.all([
    loadStream(events, battlerStream(request.battlerId), battlerDecider).then((s) => s.state),
    loadStream(events, userStream(subject.userId), userDecider).then((s) => s.state),
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
  await mailer.send({ ...message, key: `claim-mail:${subject.requestId}:${kind}` });
  await handleCommand(events, stream, claimRequestDecider, { type: 'RecordClaimMailSent', requestId: subject.requestId, kind }, ctx);
}

const siteOf = (settings: AppSettings) => settings.publicUrl.replace(/\/$/, '');

async function submissionMail(settings: AppSettings, f: MailFacts): Promise<MailMessage | null> {
  if (!f.claimantAddress) return null;
  return {
    to: f.claimantAddress,
    subject: `${settings.leagueName}: we received your claim request for ${f.battlerName}`,
    text: `Hi ${f.firstName},\n\nWe received your request to claim the battler profile of ${f.battlerName}.\n` +
      `An admin will review it, and we will email you the result.\n`,
  };
}

async function adminMail({ settings, reads }: Reaction, f: MailFacts): Promise<MailMessage | null> {
  const configured = settings.CLAIMS_NOTIFY_EMAIL?.trim();
  const admins = configured ? [configured]
    : (await reads.collection<UserView>(USERS).find({ role: { $in: ['admin', 'super_admin'] } })).map((u) => u.email).sort();
  if (admins.length === 0) return null;
  return {
    to: admins.join(', '),
    subject: `${settings.leagueName}: new claim request for ${f.battlerName}`,
    // an address typed at registration that another account held: it proves nothing of who asks
    text: `${f.fullName} (${f.username}, ${f.accountEmail}${f.claimantAddress ? '' : ', an address another account holds'}) ` +
      `asks to claim the battler profile of ${f.battlerName}.\n` +
      `Contact: ${f.contactEmail}\n\nReview it in the admin area, Claim requests tab: ${siteOf(settings)}/admin?tab=claim-requests\n`,
  };
}

async function resultMail(settings: AppSettings, f: MailFacts): Promise<MailMessage | null> {
  if (!f.claimantAddress) return null;
  const approved = f.status === 'approved';
  const notes = f.reviewNotes ? `\nNotes from the admin:\n${f.reviewNotes}\n` : '';
  return {
    to: f.claimantAddress,
    subject: `${settings.leagueName}: your claim request for ${f.battlerName} was ${approved ? 'approved' : 'rejected'}`,
    text: `Hi ${f.firstName},\n\nYour request to claim the battler profile of ${f.battlerName} was ${approved ? 'approved' : 'rejected'}.\n` +
      notes +
      (approved ? `\nYou can now manage the profile: ${siteOf(settings)}/battler-profile-settings\n` : ''),
  };
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
