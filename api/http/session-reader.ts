import { unsign } from 'cookie-signature';
import type { SessionData, Store } from 'express-session';

export interface FoundSession {
  sid: string;
  session: SessionData;
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

/**
 * Finds the session a request's signed cookie names, as express-session does
 * (cookie-signature, the same store), for the paths answered before Express.
 */
export class SessionReader {
  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly cookieName: string,
  ) {}

  read(cookieHeader: string | undefined): Promise<FoundSession | null> {
    const raw = cookieValue(cookieHeader, this.cookieName);
    if (!raw || !raw.startsWith('s:')) return Promise.resolve(null);
    const sid = unsign(raw.slice(2), this.secret);
    if (sid === false) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.store.get(sid, (err, session) => (err ? reject(err) : resolve(session ? { sid, session } : null)));
    });
  }

  /** What express-session does after a request that did not change the session: move its expiry on (the store throttles the write). */
  touch({ sid, session }: FoundSession, now = Date.now()): void {
    const maxAge = session.cookie?.originalMaxAge;
    if (typeof maxAge !== 'number' || !this.store.touch) return;
    const touched = { ...session, cookie: { ...session.cookie, expires: new Date(now + maxAge) } } as SessionData;
    this.store.touch(sid, touched, () => undefined);
  }
}
