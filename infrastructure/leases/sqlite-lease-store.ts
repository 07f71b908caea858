import Database from 'better-sqlite3';
import type { Lease, LeaseStore } from '../../application/ports/leases';

/** In the event log's own file: two processes on one data directory share it, and an append can check a fence in its transaction. */
export const LEASES_TABLE =
  'CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, owner TEXT NOT NULL, token INTEGER NOT NULL, expires_at INTEGER NOT NULL)';

interface Row {
  owner: string;
  token: number;
  expires_at: number;
}

/** Leases of the embedded store, one row per lease; every change in an IMMEDIATE transaction. */
export class SqliteLeaseStore implements LeaseStore {
  private readonly db: Database.Database;
  private readonly take: (name: string, owner: string, ttlMs: number) => Lease | null;
  private readonly extend: Database.Statement<[number, string, number]>;
  private readonly drop: Database.Statement<[number, string, number]>;

  private readonly owned: boolean;

  /**
   * `file`: the log's file, or better the event store's own connection to it: then the
   * renewals are this connection's commits, which do not clear the event store's cache
   * of stream revisions (PRAGMA data_version moves only for other connections' commits).
   */
  constructor(file: string | Database.Database, private readonly now: () => number = Date.now) {
    this.owned = typeof file === 'string';
    this.db = typeof file === 'string' ? new Database(file) : file;
    if (this.owned) {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('busy_timeout = 5000');
    }
    this.db.exec(LEASES_TABLE);
    const read = this.db.prepare<[string], Row>('SELECT owner, token, expires_at FROM leases WHERE name = ?');
    const write = this.db.prepare<[string, string, number, number]>(
      'INSERT INTO leases (name, owner, token, expires_at) VALUES (?, ?, ?, ?) '
      + 'ON CONFLICT(name) DO UPDATE SET owner = excluded.owner, token = excluded.token, expires_at = excluded.expires_at',
    );
    this.take = this.db.transaction((name: string, owner: string, ttlMs: number): Lease | null => {
      const row = read.get(name);
      const now = this.now();
      if (row && row.expires_at > now) return null;
      const token = (row?.token ?? 0) + 1;
      write.run(name, owner, token, now + ttlMs);
      return { name, owner, token };
    }).immediate;
    this.extend = this.db.prepare('UPDATE leases SET expires_at = ? WHERE name = ? AND token = ?');
    this.drop = this.db.prepare('UPDATE leases SET expires_at = ? WHERE name = ? AND token = ?');
  }

  async acquire(name: string, owner: string, ttlMs: number): Promise<Lease | null> {
    return this.take(name, owner, ttlMs);
  }

  async renew(lease: Lease, ttlMs: number): Promise<boolean> {
    return this.extend.run(this.now() + ttlMs, lease.name, lease.token).changes === 1;
  }

  async release(lease: Lease): Promise<void> {
    // expired, not deleted: the token must keep growing
    this.drop.run(0, lease.name, lease.token);
  }

  /** Closes the connection it opened (a borrowed one is its owner's to close). */
  async close(): Promise<void> {
    if (this.owned) this.db.close();
  }
}
