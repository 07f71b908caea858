import { unsign } from 'cookie-signature';
import type { SessionData, Store } from 'express-session';

export interface FoundSession {
  sid: string;
  /** read-only: a store's `peek` hands out one shared object */
  session: Readonly<SessionData>;
}

/** The value of the first cookie with this name, decoded as the `cookie` package (express-session's parser) does. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** signed cookie values kept verified at most (a new one past it starts the set again) */
const VERIFIED_COOKIES = 50_000;

/**
 * Finds the session a request's signed cookie names, as express-session does
 * (cookie-signature, the same store), for the paths answered before Express.
 */
export class SessionReader {
  /**
   * Cookie values whose signature checked out → their session id: a signed-in user's
   * every request carries the same value, and its HMAC was most of a session read.
   * Only good signatures are kept, so a forged value is checked every time.
   */
  private readonly verified = new Map<string, string>();

  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly cookieName: string,
  ) {}

  read(cookieHeader: string | undefined): Promise<FoundSession | null> {
    const raw = cookieValue(cookieHeader, this.cookieName);
    if (!raw || !raw.startsWith('s:')) return Promise.resolve(null);
    const sid = this.verified.get(raw) ?? this.verify(raw);
    if (sid === false) return Promise.resolve(null);
    const { peek } = this.store as Store & { peek?: (sid: string) => SessionData | null };
    if (peek) {
      try {
        const session = peek.call(this.store, sid);
        return Promise.resolve(session ? { sid, session } : null);
      } catch (err) {
        return Promise.reject(err);
      }
    }
    return new Promise((resolve, reject) => {
      this.store.get(sid, (err, session) => (err ? reject(err) : resolve(session ? { sid, session } : null)));
    });
  }

  private verify(raw: string): string | false {
    const sid = unsign(raw.slice(2), this.secret);
    if (sid === false) return false;
    if (this.verified.size >= VERIFIED_COOKIES) this.verified.clear();
    this.verified.set(raw, sid);
    return sid;
  }

  /** What express-session does after a request that did not change the session: move its expiry on (the store throttles the write). */
  touch({ sid, session }: FoundSession, now = Date.now()): void {
    const maxAge = session.cookie?.originalMaxAge;
    if (typeof maxAge !== 'number' || !this.store.touch) return;
    const touched = { ...session, cookie: { ...session.cookie, expires: new Date(now + maxAge) } } as SessionData;
    this.store.touch(sid, touched, () => undefined);
  }
}
