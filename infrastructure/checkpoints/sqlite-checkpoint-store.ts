import Database from 'better-sqlite3';
import { LeaseLostError } from '../../application/ports/leases';
import type { CheckpointStore } from '../../application/ports/processing';

/**
 * The reactors' checkpoints beside the embedded event store: a file of its own,
 * because the in-memory read models (and their projector checkpoints) start
 * empty at every start while a reactor must not redo its effects.
 */
export class SqliteCheckpointStore implements CheckpointStore {
  private readonly db: Database.Database;
  private readonly read: Database.Statement<[string], { position: number }>;
  private readonly write: Database.Statement<[string, number, string, number | null]>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL, updated_at TEXT NOT NULL, fence INTEGER)');
    // a file from before leases (issue 14) gains the column
    const columns = this.db.prepare<[], { name: string }>('PRAGMA table_info(checkpoints)').all();
    if (!columns.some((c) => c.name === 'fence')) this.db.exec('ALTER TABLE checkpoints ADD COLUMN fence INTEGER');
    this.read = this.db.prepare('SELECT position FROM checkpoints WHERE name = ?');
    this.write = this.db.prepare(
      'INSERT INTO checkpoints (name, position, updated_at, fence) VALUES (?, ?, ?, ?) ON CONFLICT(name) DO UPDATE SET '
      + 'position = excluded.position, updated_at = excluded.updated_at, fence = coalesce(excluded.fence, checkpoints.fence) '
      // a fenced put below the highest token seen changes nothing (and is told so below)
      + 'WHERE excluded.fence IS NULL OR checkpoints.fence IS NULL OR excluded.fence >= checkpoints.fence',
    );
  }

  async get(name: string): Promise<number> {
    return this.read.get(name)?.position ?? 0;
  }

  async put(name: string, position: number, fence?: number): Promise<void> {
    const changed = this.write.run(name, position, new Date().toISOString(), fence ?? null).changes;
    if (changed === 0 && fence !== undefined) throw new LeaseLostError(name, fence);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
