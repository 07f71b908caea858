import Database from 'better-sqlite3';
import type { CheckpointStore } from '../../application/ports/processing';

/**
 * The reactors' checkpoints beside the embedded event store: a file of its own,
 * because the in-memory read models (and their projector checkpoints) start
 * empty at every start while a reactor must not redo its effects.
 */
export class SqliteCheckpointStore implements CheckpointStore {
  private readonly db: Database.Database;
  private readonly read: Database.Statement<[string], { position: number }>;
  private readonly write: Database.Statement<[string, number, string]>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL, updated_at TEXT NOT NULL)');
    this.read = this.db.prepare('SELECT position FROM checkpoints WHERE name = ?');
    this.write = this.db.prepare(
      'INSERT INTO checkpoints (name, position, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at',
    );
  }

  async get(name: string): Promise<number> {
    return this.read.get(name)?.position ?? 0;
  }

  async put(name: string, position: number): Promise<void> {
    this.write.run(name, position, new Date().toISOString());
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
