import Database from 'better-sqlite3';
import { BackendStore, type CounterBackend, type SharedCounters } from './shared-counters';

interface Row {
  hits: number;
  reset_at: number;
}

/**
 * The embedded store's shared counters: a file of their own in the data directory
 * (not the log's: a counter is written per limited request and must not queue
 * behind appends), shared by every process on that directory. One statement per
 * increment, so two processes cannot both count from the same old value.
 */
export class SqliteCounters implements CounterBackend, SharedCounters {
  private readonly db: Database.Database;
  private readonly bump: Database.Statement<[{ key: string; now: number; until: number }], Row>;
  private readonly read: Database.Statement<[string, number], Row>;
  private readonly lower: Database.Statement<[string, number]>;
  private readonly drop: Database.Statement<[string]>;
  private readonly sweep: Database.Statement<[number]>;
  private readonly sweeper: NodeJS.Timeout;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // counters are cheap to lose in a power cut, not worth an fsync per request
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, reset_at INTEGER NOT NULL)');
    this.bump = this.db.prepare(
      'INSERT INTO rate_limits (key, hits, reset_at) VALUES (@key, 1, @until) ON CONFLICT(key) DO UPDATE SET '
      + 'hits = CASE WHEN reset_at <= @now THEN 1 ELSE hits + 1 END, reset_at = CASE WHEN reset_at <= @now THEN @until ELSE reset_at END '
      + 'RETURNING hits, reset_at',
    );
    this.read = this.db.prepare('SELECT hits, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?');
    this.lower = this.db.prepare('UPDATE rate_limits SET hits = max(0, hits - 1) WHERE key = ? AND reset_at > ?');
    this.drop = this.db.prepare('DELETE FROM rate_limits WHERE key = ?');
    this.sweep = this.db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?');
    this.sweeper = setInterval(() => { try { this.sweep.run(Date.now()); } catch { /* the next sweep */ } }, 60_000);
    this.sweeper.unref();
  }

  store(prefix: string) {
    return new BackendStore(this, prefix);
  }

  async increment(key: string, windowMs: number, now: number) {
    const row = this.bump.get({ key, now, until: now + windowMs }) as Row;
    return { hits: row.hits, resetAt: row.reset_at };
  }

  async get(key: string, now: number) {
    const row = this.read.get(key, now);
    return row ? { hits: row.hits, resetAt: row.reset_at } : null;
  }

  async decrement(key: string, now: number) {
    this.lower.run(key, now);
  }

  async reset(key: string) {
    this.drop.run(key);
  }

  async close() {
    clearInterval(this.sweeper);
    this.db.close();
  }
}
