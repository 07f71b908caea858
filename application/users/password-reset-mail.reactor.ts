import { inject, injectable } from 'inversify';
import { passwordResetDecider, passwordResetStream } from '../../domain/password-reset/password-reset';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock, Mailer } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { type AppSettings, TOKENS } from '../tokens';
import { hashToken, ResetTokens } from './reset-tokens';

/**
 * Mails the reset link of each `PasswordResetRequested` and records
 * `PasswordResetMailSent` on the token's stream, so a replay or a retry sends
 * nothing again. A request whose link has expired by the time it is reached (the
 * reactor was down) is not mailed: the link would not work.
 */
@injectable()
export class PasswordResetMail {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.ResetTokens) private readonly tokens: ResetTokens,
    @inject(TOKENS.AppConfig) private readonly settings: AppSettings,
  ) {
    this.reactor = defineReactor({
      name: 'password_reset_mail',
      handles: ['PasswordResetRequested'],
      react: async (event, reaction) => {
        const { requestId, tokenHash, userId } = event.data;
        // requests recorded before this reactor were mailed by the request itself
        if (!requestId) return;
        const stream = passwordResetStream(tokenHash);
        const reset = (await loadStream(this.events, stream, passwordResetDecider)).state;
        if (reset.mailSent || reset.used || Date.parse(reset.expiresAt ?? '') <= this.clock.now().getTime()) return;
        const token = this.tokens.tokenFor(requestId);
        // another key than the one the request was made with: no link would work
        if (hashToken(token) !== tokenHash) throw new Error('reset token key changed since the request');
        const user = (await loadStream(this.events, userStream(userId), userDecider)).state;
        const to = mailAddressOf(user);
        if (!to) return;
        const { leagueName, publicUrl } = this.settings;
        const link = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
        // keyed: a crash before the record below sends it again, and the outbox keeps one
        await this.mailer.send({
          key: `password-reset:${requestId}`,
          to,
          subject: `${leagueName} password reset`,
          text:
            `Hi ${user.firstName},\n\nSomeone asked to reset the password of your ${leagueName} account (${user.username}).\n` +
            `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
            `If it was not you, ignore this mail: your password stays as it is.\n`,
        });
        await handleCommand(this.events, stream, passwordResetDecider, { type: 'RecordMailSent' },
          reactionContext(event, { actorId: 'password_reset_mail', clock: this.clock, fence: reaction?.fence }));
      },
    });
  }
}
