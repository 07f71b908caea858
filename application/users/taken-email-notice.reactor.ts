import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { handleCommand, loadStream } from '../command-handling';
import { reactor } from '../reactors/reactor';

export const TAKEN_EMAIL_MAIL = 'taken_email_mail';

/**
 * A registration with an address another account holds answers as any other (the
 * address is not attached to the new account). This reactor tells the holder instead:
 * one mail to the holder's own address, then `TakenEmailNoticeSent` on the new
 * account's stream, so a replay or a retry sends nothing again. The mail holds no
 * word the registrant wrote (no name, no username): it goes to an address they
 * typed. An address nobody holds any more by the time it is reached is not mailed.
 */
export const takenEmailNotice = reactor({
  name: TAKEN_EMAIL_MAIL,
  handles: ['UserRegistered'],
  async react(event, { events, mailer, settings, context }) {
    const { userId, email, emailTaken } = event.data;
    if (!emailTaken) return;
    const registrant = (await loadStream(events, userStream(userId), userDecider)).state;
    if (!registrant.exists || registrant.takenEmailNoticeSent) return;
    const holderId = (await loadStream(events, reservationStream('email', email), reservationDecider)).state.ownerId;
    if (!holderId || holderId === userId) return;
    const to = mailAddressOf((await loadStream(events, userStream(holderId), userDecider)).state);
    if (!to) return;
    const { leagueName } = settings;
    const site = settings.publicUrl.replace(/\/$/, '');
    // keyed: a crash before the record below sends it again, and the outbox keeps one
    await mailer.send({
      key: `taken-email:${userId}`,
      to,
      subject: `${leagueName}: someone tried to sign up with your email address`,
      text:
        `Hello,\n\nSomeone just tried to create a new ${leagueName} account with this email address, ` +
        `which already belongs to your account.\n\n` +
        `If it was you, sign in at ${site}/auth, or choose a new password at ${site}/forgot-password.\n` +
        `If it was not you, ignore this mail: nothing changed on your account.\n`,
    });
    await handleCommand(events, userStream(userId), userDecider, { type: 'RecordTakenEmailNoticeSent' }, context(TAKEN_EMAIL_MAIL));
  },
});
