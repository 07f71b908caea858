import type { Decider, DomainEvent } from '../shared/decider';
import { invalid } from '../shared/errors';

/**
 * One stream per reset token, named by the token's hash: single use is the
 * stream's own revision; the token itself is never stored.
 */
export type PasswordResetEvent =
  /**
   * requestId (absent on requests recorded before the mail reactor) derives the
   * token with the server's key, so the mail reactor can write the link without
   * the token ever being stored
   */
  | DomainEvent<'PasswordResetRequested', { userId: string; tokenHash: string; expiresAt: string; requestId?: string }>
  | DomainEvent<'PasswordResetMailSent', { userId: string; tokenHash: string }>
  | DomainEvent<'PasswordResetTokenUsed', { userId: string; tokenHash: string }>;

export type PasswordResetCommand =
  | { type: 'RequestReset'; userId: string; tokenHash: string; expiresAt: string; requestId: string }
  | { type: 'RecordMailSent' }
  | { type: 'UseToken'; now: string };

export interface PasswordResetState {
  userId: string | null;
  tokenHash: string | null;
  expiresAt: string | null;
  requestId: string | null;
  mailSent: boolean;
  used: boolean;
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_TOKEN = 'Invalid or expired reset token';

export const passwordResetStream = (tokenHash: string) => `password-reset-${tokenHash}`;

export const passwordResetDecider: Decider<PasswordResetCommand, PasswordResetState, PasswordResetEvent> = {
  initialState: { userId: null, tokenHash: null, expiresAt: null, requestId: null, mailSent: false, used: false },
  evolve(state, event) {
    switch (event.type) {
      case 'PasswordResetRequested':
        return {
          ...state, userId: event.data.userId, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt,
          requestId: event.data.requestId ?? null,
        };
      case 'PasswordResetMailSent':
        return { ...state, mailSent: true };
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
    if (command.type === 'RecordMailSent') {
      // the mail reactor's record: once per request, so a replay sends nothing again
      if (!state.userId || !state.tokenHash || state.mailSent) return [];
      return [{ type: 'PasswordResetMailSent', data: { userId: state.userId, tokenHash: state.tokenHash } }];
    }
    if (!state.userId || !state.tokenHash || !state.expiresAt || state.used) throw invalid(INVALID_TOKEN);
    if (Date.parse(command.now) > Date.parse(state.expiresAt)) throw invalid(INVALID_TOKEN);
    return [{ type: 'PasswordResetTokenUsed', data: { userId: state.userId, tokenHash: state.tokenHash } }];
  },
};
