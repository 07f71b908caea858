import { given } from '../../test/given';
import { INVALID_TOKEN, passwordResetDecider } from './password-reset';

const requested = {
  type: 'PasswordResetRequested' as const,
  data: { userId: 'u1', tokenHash: 'th', expiresAt: '2026-11-21T13:00:00.000Z', requestId: 'r1' },
};
const used = { type: 'PasswordResetTokenUsed' as const, data: { userId: 'u1', tokenHash: 'th' } };
const mailed = { type: 'PasswordResetMailSent' as const, data: { userId: 'u1', tokenHash: 'th' } };

describe('password reset decider', () => {
  it('issues a token once', () => {
    given(passwordResetDecider, []).when({ type: 'RequestReset', ...requested.data }).then([requested]);
    given(passwordResetDecider, [requested]).when({ type: 'RequestReset', ...requested.data }).thenError(/already issued/);
  });

  it('uses a valid token once', () => {
    given(passwordResetDecider, [requested]).when({ type: 'UseToken', now: '2026-11-21T12:30:00.000Z' }).then([used]);
    given(passwordResetDecider, [requested, used]).when({ type: 'UseToken', now: '2026-11-21T12:31:00.000Z' })
      .thenError(INVALID_TOKEN, 'validation');
  });

  it('refuses an expired or unknown token with the same message', () => {
    given(passwordResetDecider, [requested]).when({ type: 'UseToken', now: '2026-11-21T13:00:00.001Z' }).thenError(INVALID_TOKEN);
    given(passwordResetDecider, []).when({ type: 'UseToken', now: '2026-11-21T12:00:00.000Z' }).thenError(INVALID_TOKEN);
  });

  it('records the mail once: a replayed or retried reaction records nothing more', () => {
    given(passwordResetDecider, [requested]).when({ type: 'RecordMailSent' }).then([mailed]);
    given(passwordResetDecider, [requested, mailed]).when({ type: 'RecordMailSent' }).then([]);
    given(passwordResetDecider, []).when({ type: 'RecordMailSent' }).then([]);
  });

  it('a used token still works for the mail record order (mail after use records nothing odd)', () => {
    given(passwordResetDecider, [requested, mailed]).when({ type: 'UseToken', now: '2026-11-21T12:30:00.000Z' }).then([used]);
  });
});
