import type { Decider, DomainEvent } from '../shared/decider';
import { invalid } from '../shared/errors';

/**
 * One stream per reset token, named by the token's hash: single use is the
 * stream's own revision; the token itself is never stored.
 */
export type PasswordResetEvent =
  | DomainEvent<'PasswordResetRequested', { userId: string; tokenHash: string; expiresAt: string }>
  | DomainEvent<'PasswordResetTokenUsed', { userId: string; tokenHash: string }>;

export type PasswordResetCommand =
  | { type: 'RequestReset'; userId: string; tokenHash: string; expiresAt: string }
  | { type: 'UseToken'; now: string };

export interface PasswordResetState {
  userId: string | null;
  tokenHash: string | null;
  expiresAt: string | null;
  used: boolean;
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_TOKEN = 'Invalid or expired reset token';

export const passwordResetStream = (tokenHash: string) => `password-reset-${tokenHash}`;

export const passwordResetDecider: Decider<PasswordResetCommand, PasswordResetState, PasswordResetEvent> = {
  initialState: { userId: null, tokenHash: null, expiresAt: null, used: false },
  evolve(state, event) {
    switch (event.type) {
      case 'PasswordResetRequested':
        return { ...state, userId: event.data.userId, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt };
      case 'PasswordResetTokenUsed':
        return { ...state, used: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'RequestReset') {
      if (state.tokenHash) throw invalid('Reset token already issued');
      const { type: _t, ...data } = command;
      return [{ type: 'PasswordResetRequested', data }];
    }
    if (!state.userId || !state.tokenHash || !state.expiresAt || state.used) throw invalid(INVALID_TOKEN);
    if (Date.parse(command.now) > Date.parse(state.expiresAt)) throw invalid(INVALID_TOKEN);
    return [{ type: 'PasswordResetTokenUsed', data: { userId: state.userId, tokenHash: state.tokenHash } }];
  },
};
