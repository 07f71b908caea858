import { passwordResetDecider, passwordResetStream } from '../../domain/password-reset/password-reset';
import { mailAddressOf, userDecider, userStream } from '../../domain/user/user';
import { handleCommand, loadStream } from '../command-handling';
import { reactor } from '../reactors/reactor';
import { TOKENS } from '../tokens';
import { hashToken, type ResetTokens } from './reset-tokens';

export const PASSWORD_RESET_MAIL = 'password_reset_mail';

/**
 * Mails the reset link of each `PasswordResetRequested` and records
 * `PasswordResetMailSent` on the token's stream, so a replay or a retry sends
 * nothing again. A request whose link has expired by the time it is reached (the
 * reactor was down) is not mailed: the link would not work.
 */
export const passwordResetMail = reactor({
  name: PASSWORD_RESET_MAIL,
  handles: ['PasswordResetRequested'],
  async react(event, { events, mailer, clock, settings, get, context }) {
    const { requestId, tokenHash, userId } = event.data;
    // requests recorded before this reactor were mailed by the request itself
    if (!requestId) return;
    const stream = passwordResetStream(tokenHash);
    const reset = (await loadStream(events, stream, passwordResetDecider)).state;
    if (reset.mailSent || reset.used || Date.parse(reset.expiresAt ?? '') <= clock.now().getTime()) return;
    const token = get<ResetTokens>(TOKENS.ResetTokens).tokenFor(requestId);
    // another key than the one the request was made with: no link would work
    if (hashToken(token) !== tokenHash) throw new Error('reset token key changed since the request');
    const user = (await loadStream(events, userStream(userId), userDecider)).state;
    const to = mailAddressOf(user);
    if (!to) return;
    const { leagueName, publicUrl } = settings;
    const link = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    // keyed: a crash before the record below sends it again, and the outbox keeps one
    await mailer.send({
      key: `password-reset:${requestId}`,
      to,
      subject: `${leagueName} password reset`,
      text:
        `Hi ${user.firstName},\n\nSomeone asked to reset the password of your ${leagueName} account (${user.username}).\n` +
        `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
        `If it was not you, ignore this mail: your password stays as it is.\n`,
    });
    await handleCommand(events, stream, passwordResetDecider, { type: 'RecordMailSent' }, context(PASSWORD_RESET_MAIL));
  },
});
