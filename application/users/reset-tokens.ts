import { createHash, createHmac } from 'node:crypto';

/**
 * Reset tokens derived from a request id with the server's key: the log keeps only
 * the request id and the token's hash, yet the mail reactor can write the link
 * again (after a crash, on a retry) without the token ever being stored.
 */
export class ResetTokens {
  constructor(private readonly key: string) {}

  /** 64 hex digits, the form the reset endpoint accepts */
  tokenFor(requestId: string): string {
    return createHmac('sha256', this.key).update(`password-reset:${requestId}`).digest('hex');
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
