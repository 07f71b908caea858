import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../../application/ports/event-store';
import { LEASES_TABLE } from '../leases/sqlite-lease-store';
import { WalCheckpointer } from '../sqlite/wal-checkpointer';
import { SubscriptionFeed } from './sqlite-feed';
import { GroupCommit } from './sqlite-group-commit';
import { KnownRevisions } from './sqlite-known-revisions';
import { COLUMNS, EVENTS_TABLE, eventsInPages, type Page, type Row, rowToEvent } from './sqlite-rows';
import { SqliteSubscription } from './sqlite-subscription';

export { EVENTS_TABLE, type Page } from './sqlite-rows';

export interface SqliteEventStoreOptions {
  /** how often a waiting subscription looks for appends made by another process (ms) */
  pollIntervalMs?: number;
  /** rows a subscription reads per query while catching up */
  subscriptionBatchSize?: number;
  /** how long a writer waits for another process's write lock (ms) */
  busyTimeoutMs?: number;
  /**
   * Copy the WAL back into the file on a worker thread (infrastructure/sqlite/wal-checkpointer.ts)
   * rather than in the commit that crosses SQLite's threshold: the app's log does; tests that
   * open many stores need not start a thread each.
   */
  checkpointOnWorker?: boolean;
}

/**
 * The embedded event store: one SQLite file (WAL, synchronous=NORMAL), one table.
 *
 * Positions are the table's rowid (`position INTEGER PRIMARY KEY`, no AUTOINCREMENT):
 * SQLite gives a new row max(rowid)+1, every append runs in one IMMEDIATE transaction
 * and rows are never deleted, so a rolled-back append leaves no gap: 1, 2, 3...
 * The expected-revision check reads max(revision) of the stream inside the same
 * write-locked transaction, so it also holds against another process (a CLI)
 * writing to the same file; UNIQUE(stream_id, revision) is the last line.
 *
 * Subscriptions are woken at once by appends of this process; appends of another
 * process are found by a cheap `SELECT max(position)` poll while one is waiting.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly stmts: {
    readStream: Database.Statement<[string, number], Row>;
    readAfter: Database.Statement<[number, number], Row>;
    head: Database.Statement<[], { p: number | null }>;
  };
  private readonly revisions: KnownRevisions;
  private readonly commits: GroupCommit;
  private readonly feed: SubscriptionFeed;
  /** the worker copying the WAL into the file, when asked for */
  readonly checkpointer: WalCheckpointer | null;
  private readonly subscriptions = new Set<SqliteSubscription>();
  private closed = false;
  readonly pollIntervalMs: number;
  readonly subscriptionBatchSize: number;

  constructor(
    readonly file: string,
    options: SqliteEventStoreOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 150;
    this.subscriptionBatchSize = options.subscriptionBatchSize ?? 1000;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
    this.db.exec(EVENTS_TABLE);
    this.db.exec(LEASES_TABLE);
    this.checkpointer = options.checkpointOnWorker && file !== ':memory:' ? new WalCheckpointer(this.db, file) : null;
    this.stmts = {
      readStream: this.db.prepare<[string, number], Row>(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`).raw(true),
      readAfter: this.db.prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(true),
      head: this.db.prepare('SELECT max(position) AS p FROM events'),
    };
    this.revisions = new KnownRevisions(this.db);
    this.commits = new GroupCommit(this.db, this.revisions, {
      remember: (rows) => {
        for (const r of rows) this.revisions.set(r[1], r[2]);
        this.feed.remember(rows);
      },
      wake: () => this.feed.wake(),
    });
    this.feed = new SubscriptionFeed(this.db, this.stmts.readAfter, () => this.headSync(), this.pollIntervalMs, () => this.closed);
  }

  /** The connection, for the lease store that shares the file (its commits then keep this store's caches). */
  get connection(): Database.Database {
    return this.db;
  }

  /**
   * Appends wait for the end of the event loop's current turn and commit together,
   * in one transaction (group commit): a commit costs far more than an insert, and
   * concurrent requests' appends then share one. Each keeps its own expected-revision
   * check and its own answer.
   */
  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision, options?: AppendOptions): Promise<AppendResult> {
    this.assertOpen();
    if (typeof streamId !== 'string' || streamId.length === 0) throw new TypeError('streamId must be a non-empty string');
    if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < -1)) {
      throw new TypeError(`expected revision must be an integer >= -1, 'no_stream' or 'any' (got ${expected})`);
    }
    // encoded first: a value JSON cannot hold fails this append alone, before anything is written
    const encoded = events.map((e) => [e.type, JSON.stringify(e.data) ?? 'null', JSON.stringify(e.metadata) ?? 'null'] as const);
    return this.commits.add(streamId, encoded, expected, options?.fence);
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.assertOpen();
    const from = Math.max(0, Math.floor(fromRevision));
    const known = this.revisions.thisTurn().get(streamId);
    if (known !== undefined && from > known) return [];
    const rows = this.stmts.readStream.all(streamId, from);
    if (rows.length > 0) this.revisions.set(streamId, rows[rows.length - 1][2]);
    else if (from === 0) this.revisions.set(streamId, -1);
    return rows.map(rowToEvent);
  }

  /** Pages of `batchSize` rows (default 1000): memory stays at one page whatever the size of the log. */
  readAll(from = 0, options: { batchSize?: number } = {}): AsyncIterable<RecordedEvent> {
    const batchSize = Math.max(1, Math.floor(options.batchSize ?? 1000));
    return eventsInPages((position, limit) => {
      this.assertOpen();
      return this.stmts.readAfter.all(position, limit);
    }, from, batchSize);
  }

  subscribe(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const sub = new SqliteSubscription(this, options);
    this.subscriptions.add(sub);
    this.feed.startPolling();
    sub.start();
    return sub;
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    return this.headSync();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const subs = [...this.subscriptions];
    await Promise.all(subs.map((s) => s.close()));
    this.feed.stopPolling();
    // appends accepted before close are committed, not lost
    this.commits.close();
    this.feed.wake();
    await this.checkpointer?.stop();
    this.db.close();
  }

  // ---- used by SqliteSubscription ------------------------------------------------

  /** @internal pages after a position of the wanted types (all when null): SubscriptionFeed.pageReader */
  pageReader(types: readonly string[] | null): (position: number, limit: number) => Page {
    return this.feed.pageReader(types);
  }

  /**
   * @internal The newest position this process knows of: its own appends at once,
   * other processes' appends once the poll has seen them.
   */
  get knownHead(): number {
    return this.feed.head;
  }

  /** @internal resolves on the next append of this process, a poll that finds one, or close */
  waitForAppend(): { promise: Promise<void>; cancel: () => void } {
    return this.feed.waitForAppend();
  }

  /** @internal */
  get isClosed(): boolean {
    return this.closed;
  }

  /** @internal */
  forget(sub: SqliteSubscription): void {
    this.subscriptions.delete(sub);
    if (this.subscriptions.size === 0) this.feed.stopPolling();
  }

  private headSync(): number {
    return this.stmts.head.get()?.p ?? 0;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('SqliteEventStore is closed');
  }
}
