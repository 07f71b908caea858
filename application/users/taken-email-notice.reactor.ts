import { inject, injectable } from 'inversify';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock, Mailer } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { type AppSettings, TOKENS } from '../tokens';

export const TAKEN_EMAIL_MAIL = 'taken_email_mail';

/**
 * A registration with an address another account holds answers as any other (the
 * address is not attached to the new account). This reactor tells the holder instead:
 * one mail to the holder's own address, then `TakenEmailNoticeSent` on the new
 * account's stream, so a replay or a retry sends nothing again. The mail holds no
 * word the registrant wrote (no name, no username): it goes to an address they
 * typed. An address nobody holds any more by the time it is reached is not mailed.
 */
@injectable()
export class TakenEmailNotice {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.AppConfig) private readonly settings: AppSettings,
  ) {
    this.reactor = defineReactor({
      name: TAKEN_EMAIL_MAIL,
      handles: ['UserRegistered'],
      react: async (event, reaction) => {
        const { userId, email, emailTaken } = event.data;
        if (!emailTaken) return;
        const registrant = (await loadStream(this.events, userStream(userId), userDecider)).state;
        if (!registrant.exists || registrant.takenEmailNoticeSent) return;
        const holderId = (await loadStream(this.events, reservationStream('email', email), reservationDecider)).state.ownerId;
        if (!holderId || holderId === userId) return;
        const to = mailAddressOf((await loadStream(this.events, userStream(holderId), userDecider)).state);
        if (!to) return;
        const { leagueName } = this.settings;
        const site = this.settings.publicUrl.replace(/\/$/, '');
        // keyed: a crash before the record below sends it again, and the outbox keeps one
        await this.mailer.send({
          key: `taken-email:${userId}`,
          to,
          subject: `${leagueName}: someone tried to sign up with your email address`,
          text:
            `Hello,\n\nSomeone just tried to create a new ${leagueName} account with this email address, ` +
            `which already belongs to your account.\n\n` +
            `If it was you, sign in at ${site}/auth, or choose a new password at ${site}/forgot-password.\n` +
            `If it was not you, ignore this mail: nothing changed on your account.\n`,
        });
        await handleCommand(this.events, userStream(userId), userDecider, { type: 'RecordTakenEmailNoticeSent' },
          reactionContext(event, { actorId: TAKEN_EMAIL_MAIL, clock: this.clock, fence: reaction?.fence }));
      },
    });
  }
}
