import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** How often the worker copies the WAL back into the database file. */
export const CHECKPOINT_EVERY_MS = 1_000;
/** SQLite's own threshold (pages), put back when the worker is gone. */
const AUTOCHECKPOINT_PAGES = 1_000;

/**
 * Plain JavaScript, so it runs the same under the TypeScript hooks, jest and the
 * build. PASSIVE never waits for readers or writers; a busy or full disk is
 * reported and tried again at the next tick.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true, log: r.log, checkpointed: r.checkpointed });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: String(err && err.code || err) });
  }
}, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  db.close();
  process.exit(0);
});
`;

export interface CheckpointerStats {
  checkpoints: number;
  failures: number;
  lastError: string | null;
}

/**
 * Copies a WAL-mode database's log back into its file on a worker thread, with its
 * own connection, instead of in whichever commit crosses SQLite's 1 000-page mark: on
 * the event log that commit was a vote's, and the copy (with its fsyncs) held the
 * serving thread for 10–30 ms, a stall every request in flight waited behind. The
 * main connection's automatic checkpoints are off while the worker runs; if the
 * worker cannot start or dies, they are turned back on, so the log never grows
 * without bound.
 */
export class WalCheckpointer {
  readonly stats: CheckpointerStats = { checkpoints: 0, failures: 0, lastError: null };
  private worker: Worker | null;

  constructor(private readonly db: Database, file: string, everyMs = CHECKPOINT_EVERY_MS) {
    db.pragma('wal_autocheckpoint = 0');
    let worker: Worker | null = null;
    try {
      worker = new Worker(WORKER, { eval: true, workerData: { file, everyMs, driver: require.resolve('better-sqlite3') } });
    } catch {
      worker = null;
    }
    this.worker = worker;
    if (!worker) {
      this.fallBack();
      return;
    }
    worker.unref();
    worker.on('message', (m: { ok: boolean; error?: string }) => {
      if (m.ok) this.stats.checkpoints++;
      else {
        this.stats.failures++;
        this.stats.lastError = m.error ?? null;
      }
    });
    worker.on('error', (err) => {
      this.stats.lastError = String(err);
      this.fallBack();
    });
    worker.on('exit', () => {
      if (this.worker) this.fallBack();
    });
  }

  /** Stops the worker; the connection's close then checkpoints what is left, as SQLite does. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    // held while it stops: an unref'd worker (and timer) would let a process with
    // nothing else to do, such as the seed script, exit in the middle of its close
    worker.ref();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((resolve) => { timer = setTimeout(resolve, 2_000); })]);
    clearTimeout(timer);
    await worker.terminate();
  }

  private fallBack(): void {
    this.worker = null;
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  }
}
