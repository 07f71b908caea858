import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '../../test/eventually';
import { WalCheckpointer } from './wal-checkpointer';

describe('WalCheckpointer', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const open = () => {
    const file = path.join(dir, 'x.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (v TEXT)');
    return { db, file };
  };
  const fill = (db: Database.Database, rows: number) => {
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    for (let i = 0; i < rows; i++) insert.run('x'.repeat(2_000));
  };

  it('turns the automatic checkpoints off and copies the log into the file from its own thread', async () => {
    const { db, file } = open();
    const checkpointer = new WalCheckpointer(db, file, 20);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = statSync(file).size;
    fill(db, 3_000); // ~6 MB, past SQLite's 1 000-page mark: it would have checkpointed in this thread
    await eventually(() => expect(checkpointer.stats.checkpoints).toBeGreaterThan(0));
    await eventually(() => expect(statSync(file).size).toBeGreaterThan(before + 4_000_000));
    expect(checkpointer.stats.failures).toBe(0);
    await checkpointer.stop();
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 3_000 });
    db.close();
  });

  it('turns the automatic checkpoints back on when its worker is gone', async () => {
    const { db, file } = open();
    const checkpointer = new WalCheckpointer(db, file, 20);
    await (checkpointer as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await eventually(() => expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000));
    await checkpointer.stop();
    db.close();
  });

  it('keeps a process with nothing else to do alive until its stop has finished', () => {
    // the seed script's case: its close awaited an unref'd worker, and node exited (code 0) half-way
    const { db, file } = open();
    db.close();
    const script = path.join(dir, 'stop.ts');
    writeFileSync(script, `
      import Database from ${JSON.stringify(require.resolve('better-sqlite3'))};
      import { WalCheckpointer } from ${JSON.stringify(path.join(__dirname, 'wal-checkpointer'))};
      const db = new Database(${JSON.stringify(file)});
      const checkpointer = new WalCheckpointer(db, ${JSON.stringify(file)}, 20);
      void checkpointer.stop().then(() => { db.close(); process.stdout.write('stopped'); });`);
    const out = execFileSync(process.execPath, [path.resolve(__dirname, '../../scripts/run-ts.js'), script], { encoding: 'utf8' });
    expect(out).toBe('stopped');
  });
});
