import Database from 'better-sqlite3';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { Store } from 'express-session';
import type { SessionData } from 'express-session';
import { oncePerTurn, otherWritesCheck } from '../sqlite/data-version';
import type { SessionRegistry } from './session-registry';


const TOUCH_EVERY_MS = 60_000;
export interface SqliteSessionStoreOptions {
  /** the SQLite file (':memory:' for tests) */
  path: string;
  /** lifetime of a session whose cookie has no expiry; default 1 day */
  defaultTtlMs?: number;
  /** how often expired rows are deleted; default 15 min, 0 turns it off */
  pruneIntervalMs?: number;
}

const DAY_MS = 24 * 3600_000;

interface Row {
  sess: string;
  expires: number;
  /** the row parsed once and frozen, for readers that do not change it (peek) */
  shared?: SessionData;
}

function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

/** sessions kept in memory at most; past it the cache starts again */
const CACHED_SESSIONS = 50_000;

/**
 * express-session store on a SQLite file (the embedded default).
 * One row per session: sid, user_id (the session's `userId`, indexed, so a
 * user's sessions can all be ended at once), expires (epoch ms) and the session
 * as JSON. Expired rows are never returned and are pruned on an unref'd timer.
 * better-sqlite3 is synchronous; callbacks are called on the next tick.
 */
export class SqliteSessionStore extends Store implements SessionRegistry {
  private readonly db: SqliteDatabase;
  private readonly defaultTtlMs: number;
  private pruneTimer: NodeJS.Timeout | null = null;
  private readonly stmt: {
    get: Statement<[string, number], Row>;
    set: Statement<[string, string | null, number, string]>;
    touch: Statement<[number, string, string]>;
    destroy: Statement<[string]>;
    clear: Statement<[]>;
    length: Statement<[number], { n: number }>;
    all: Statement<[number], { sid: string; sess: string }>;
    prune: Statement<[number]>;
    byUser: Statement<[string]>;
    byUserExcept: Statement<[string, string]>;
  };

  private readonly touchedAt = new Map<string, number>();
  /**
   * The rows this process read or wrote, as they are in the file, while no other
   * process writes it: PRAGMA data_version changes when another connection
   * commits, and then the cache is dropped. Most requests read no row.
   */
  private readonly cached = new Map<string, Row>();
  private readonly othersWrote: () => boolean;
  /** for reads: a signed-in request's session get asked the PRAGMA each time, a fair share of a vote */
  private readonly othersWroteThisTurn: () => boolean;

  constructor(options: SqliteSessionStoreOptions | string) {
    super();
    const o: SqliteSessionStoreOptions = typeof options === 'string' ? { path: options } : options;
    this.defaultTtlMs = o.defaultTtlMs ?? DAY_MS;
    this.db = new Database(o.path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS sessions (
        sid TEXT PRIMARY KEY,
        user_id TEXT,
        expires INTEGER NOT NULL,
        sess TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id);
      CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires);
    `);
    this.stmt = {
      get: this.db.prepare('SELECT sess, expires FROM sessions WHERE sid = ? AND expires > ?'),
      set: this.db.prepare(
        `INSERT INTO sessions (sid, user_id, expires, sess) VALUES (?, ?, ?, ?)
         ON CONFLICT (sid) DO UPDATE SET user_id = excluded.user_id, expires = excluded.expires, sess = excluded.sess`,
      ),
      touch: this.db.prepare('UPDATE sessions SET expires = ?, sess = ? WHERE sid = ?'),
      destroy: this.db.prepare('DELETE FROM sessions WHERE sid = ?'),
      clear: this.db.prepare('DELETE FROM sessions'),
      length: this.db.prepare('SELECT count(*) AS n FROM sessions WHERE expires > ?'),
      all: this.db.prepare('SELECT sid, sess FROM sessions WHERE expires > ?'),
      prune: this.db.prepare('DELETE FROM sessions WHERE expires <= ?'),
      byUser: this.db.prepare('DELETE FROM sessions WHERE user_id = ?'),
      byUserExcept: this.db.prepare('DELETE FROM sessions WHERE user_id = ? AND sid <> ?'),
    };
    this.othersWrote = otherWritesCheck(this.db);
    this.othersWroteThisTurn = oncePerTurn(this.othersWrote);
    const interval = o.pruneIntervalMs ?? 15 * 60_000;
    if (interval > 0) {
      this.pruneTimer = setInterval(() => {
        try {
          this.prune();
        } catch (err) {
          // an 'error' event nobody listens to would throw out of the timer
          if (this.listenerCount('error') > 0) this.emit('error', err);
        }
      }, interval);
      this.pruneTimer.unref();
    }
  }

  private expiresOf(session: SessionData, now = Date.now()): number {
    const expires = session.cookie?.expires;
    if (expires) {
      const t = new Date(expires).getTime();
      if (Number.isFinite(t)) return t;
    }
    return now + this.defaultTtlMs;
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    reply(callback, () => {
      const now = Date.now();
      if (this.othersWroteThisTurn()) this.cached.clear();
      const cached = this.cached.get(sid);
      const row = cached ?? this.stmt.get.get(sid, now);
      if (!row || row.expires <= now) return null;
      if (!cached) this.keep(sid, row);
      // a fresh object each time: express-session changes the one it gets
      return JSON.parse(row.sess) as SessionData;
    });
  }

  /**
   * The session for a reader that does not change it (the lean paths' SessionReader):
   * one parsed, frozen object per stored row, where `get` parses a fresh copy for
   * express-session each time (1.6 % of a vote).
   */
  peek(sid: string): SessionData | null {
    if (this.othersWroteThisTurn()) this.cached.clear();
    const now = Date.now();
    let row = this.cached.get(sid);
    if (!row) {
      row = this.stmt.get.get(sid, now);
      if (!row) return null;
      this.keep(sid, row);
    }
    if (row.expires <= now) return null;
    return (row.shared ??= frozen(JSON.parse(row.sess) as SessionData));
  }

  private cache(): Map<string, Row> {
    if (this.othersWrote()) this.cached.clear();
    return this.cached;
  }

  private keep(sid: string, row: Row): void {
    if (this.cached.size >= CACHED_SESSIONS) this.cached.clear();
    this.cached.set(sid, row);
  }

  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    reply(callback, () => {
      const userId = (session as { userId?: unknown }).userId;
      const row = { sess: JSON.stringify(session), expires: this.expiresOf(session) };
      this.cache();
      this.stmt.set.run(sid, userId == null ? null : String(userId), row.expires, row.sess);
      this.keep(sid, row);
    });
  }

  /**
   * express-session touches the session on every request; a write per read would
   * make every signed-in GET a disk write, so a session is touched at most once a minute.
   */
  override touch(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    reply(callback, () => {
      const now = Date.now();
      if (now - (this.touchedAt.get(sid) ?? 0) < TOUCH_EVERY_MS) return;
      if (this.touchedAt.size >= 50_000) this.touchedAt.clear();
      this.touchedAt.set(sid, now);
      const row = { sess: JSON.stringify(session), expires: this.expiresOf(session) };
      const cache = this.cache();
      if (this.stmt.touch.run(row.expires, row.sess, sid).changes > 0 && cache.has(sid)) this.keep(sid, row);
    });
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    reply(callback, () => {
      this.cached.delete(sid);
      this.stmt.destroy.run(sid);
    });
  }

  override clear(callback?: (err?: unknown) => void): void {
    reply(callback, () => {
      this.cached.clear();
      this.stmt.clear.run();
    });
  }

  override length(callback: (err: unknown, length?: number) => void): void {
    reply(callback, () => this.stmt.length.get(Date.now())?.n ?? 0);
  }

  override all(callback: (err: unknown, obj?: { [sid: string]: SessionData } | null) => void): void {
    reply(callback, () => {
      const out: { [sid: string]: SessionData } = {};
      for (const row of this.stmt.all.all(Date.now())) out[row.sid] = JSON.parse(row.sess) as SessionData;
      return out;
    });
  }

  async destroyUserSessions(userId: string, exceptSid?: string): Promise<number> {
    this.cached.clear();
    const result = exceptSid ? this.stmt.byUserExcept.run(userId, exceptSid) : this.stmt.byUser.run(userId);
    return result.changes;
  }

  /** Delete expired rows now; answers how many. */
  prune(now = Date.now()): number {
    this.cached.clear();
    return this.stmt.prune.run(now).changes;
  }

  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    if (this.db.open) this.db.close();
  }
}

/** Run synchronously, answer on the next tick (callers expect asynchronous stores). */
function reply<R>(callback: ((err: unknown, result?: R) => void) | undefined, work: () => R): void {
  let result: R | undefined;
  let error: unknown = null;
  try {
    result = work();
  } catch (err) {
    error = err;
  }
  if (callback) process.nextTick(() => (error ? callback(error) : callback(null, result)));
}
