import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';
import { addStage, STAGES_ON } from '../../application/processing/stage-timer';
import { type Lease, LeaseLostError } from '../../application/ports/leases';
import { LEASES_TABLE } from '../leases/sqlite-lease-store';
import { oncePerTurn, otherWritesCheck } from '../sqlite/data-version';
import { WalCheckpointer } from '../sqlite/wal-checkpointer';
import { SqliteSubscription } from './sqlite-subscription';

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

/** Row shape, read with `.raw()`: [position, stream_id, revision, type, data, metadata, id]. */
type Row = [number, string, number, string, string, string, string];

const COLUMNS = 'position, stream_id, revision, type, data, metadata, id';

/** The one table of the embedded event store (the benchmark's raw side builds the same). */
export const EVENTS_TABLE = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    id TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  )`;

interface PendingAppend {
  streamId: string;
  /** [type, data JSON, metadata JSON] per event */
  encoded: (readonly [string, string, string])[];
  expected: ExpectedRevision;
  /** the lease the append is made under (a reactor's effect): refused once another holds it */
  fence?: Lease;
  resolve(result: AppendResult): void;
  reject(err: unknown): void;
  /** when it was queued (the votes bench's stage table only) */
  queuedAt?: number;
}

interface Appended {
  result: AppendResult;
  rows: Row[];
}

/** streams whose last revision the store remembers at most */
const KNOWN_STREAMS = 100_000;

/** rows of this process's latest appends kept for subscriptions at the head */
const TAIL_ROWS = 2000;

/** A subscription's read: the wanted events, how far it read, and whether the page was full. */
export interface Page {
  events: RecordedEvent[];
  last: number;
  full: boolean;
}

const rowToEvent = (r: Row): RecordedEvent => ({
  id: r[6],
  streamId: r[1],
  type: r[3],
  data: JSON.parse(r[4]),
  metadata: JSON.parse(r[5]) as EventMetadata,
  revision: r[2],
  position: r[0],
});

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
    streamRevision: Database.Statement<[string], { r: number | null; p: number | null }>;
    insert: Database.Statement<[string, number, string, string, string, string]>;
    readStream: Database.Statement<[string, number], Row>;
    readAfter: Database.Statement<[number, number], Row>;
    head: Database.Statement<[], { p: number | null }>;
    leaseToken: Database.Statement<[string], { token: number }>;
  };
  private readonly appendOne: (p: PendingAppend, written?: Map<string, number>) => Appended;
  private readonly appendGroup: (batch: PendingAppend[]) => (Appended | WrongExpectedRevisionError | LeaseLostError)[];
  private pending: PendingAppend[] = [];
  private tail: Row[] = [];
  /**
   * The last revision of streams this process has read to the end or written, valid
   * while no other process writes the file (PRAGMA data_version tells): a read past
   * it answers [] without a query, as a load of a cached state mostly is.
   */
  private readonly lastRevisions = new Map<string, number>();
  private readonly othersWrote: () => boolean;
  private readonly othersWroteThisTurn: () => boolean;
  private closedDb = false;
  /** the worker copying the WAL into the file, when asked for */
  readonly checkpointer: WalCheckpointer | null;
  private readonly subscriptions = new Set<SqliteSubscription>();
  /** resolvers of subscriptions waiting for new events */
  private waiters = new Set<() => void>();
  private pollTimer: NodeJS.Timeout | null = null;
  private lastSeenHead = 0;
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
      streamRevision: this.db.prepare(
        // max() over the (stream_id, revision) index; position of that same row for empty appends
        'SELECT revision AS r, position AS p FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (stream_id, revision, type, data, metadata, id) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db.prepare<[string, number], Row>(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`).raw(true),
      readAfter: this.db.prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(true),
      head: this.db.prepare('SELECT max(position) AS p FROM events'),
      leaseToken: this.db.prepare('SELECT token FROM leases WHERE name = ?'),
    };
    this.othersWrote = otherWritesCheck(this.db);
    this.othersWroteThisTurn = oncePerTurn(this.othersWrote);
    /**
     * `batch`: revisions this transaction has written so far. A stream's revision known
     * here (lastRevisions, cleared under the lock when another process wrote, or this
     * batch's) needs no SELECT; the UNIQUE (stream_id, revision) would refuse a wrong one.
     */
    const one = (p: PendingAppend, batch?: Map<string, number>): Appended => {
      // read under the append's write lock: no new holder can take the lease between the check and the commit
      if (p.fence && this.stmts.leaseToken.get(p.fence.name)?.token !== p.fence.token) {
        throw new LeaseLostError(p.fence.name, p.fence.token);
      }
      const known = p.encoded.length > 0 ? batch?.get(p.streamId) ?? this.lastRevisions.get(p.streamId) : undefined;
      const current = known === undefined ? this.stmts.streamRevision.get(p.streamId) : undefined;
      const actual = known ?? current?.r ?? -1;
      const { expected } = p;
      if (expected === 'no_stream' ? actual !== -1 : expected !== 'any' && expected !== actual) {
        throw new WrongExpectedRevisionError(p.streamId, expected, actual);
      }
      if (p.encoded.length === 0) return { result: { revision: actual, position: current?.p ?? 0 }, rows: [] };
      let revision = actual;
      const rows: Row[] = [];
      for (const [type, data, metadata] of p.encoded) {
        revision++;
        const id = randomUUID();
        const info = this.stmts.insert.run(p.streamId, revision, type, data, metadata, id);
        rows.push([Number(info.lastInsertRowid), p.streamId, revision, type, data, metadata, id]);
      }
      batch?.set(p.streamId, revision);
      return { result: { revision, position: rows[rows.length - 1][0] }, rows };
    };
    // IMMEDIATE takes the write lock before the revision is read: no other process can
    // slip an append in between, and a busy writer is waited for (busy_timeout).
    // data_version is read under the write lock, before these rows become known: no other
    // process can commit between that read and this commit
    this.appendOne = this.db.transaction((p: PendingAppend, written?: Map<string, number>) => {
      this.knownRevisions();
      return one(p, written);
    }).immediate;
    // a refused append leaves nothing behind (it is refused before its inserts), so the others go on
    this.appendGroup = this.db.transaction((batch: PendingAppend[]) => {
      this.knownRevisions();
      const written = new Map<string, number>();
      return batch.map((p) => {
        try {
          return one(p, written);
        } catch (err) {
          if (err instanceof WrongExpectedRevisionError || err instanceof LeaseLostError) return err;
          throw err;
        }
      });
    }).immediate;
    this.lastSeenHead = this.headSync();
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
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.push({ streamId, encoded, expected, fence: options?.fence, resolve, reject, ...(STAGES_ON ? { queuedAt: performance.now() } : {}) });
      if (this.pending.length === 1) setImmediate(() => this.commitPending());
    });
  }

  private commitPending(): void {
    const batch = this.pending;
    if (batch.length === 0 || this.closedDb) return;
    this.pending = [];
    const t = STAGES_ON ? performance.now() : 0;
    if (STAGES_ON) for (const p of batch) addStage('append: queued for the group commit', t - (p.queuedAt ?? t));
    let outcomes: (Appended | Error)[] | null = null;
    if (batch.length > 1) {
      try {
        outcomes = this.appendGroup(batch);
      } catch {
        outcomes = null; // tried again one by one below, so that each gets its own answer
      }
    }
    const written = new Map<string, number>();
    outcomes ??= batch.map((p) => {
      try {
        return this.appendOne(p, written);
      } catch (err) {
        return this.asConflict(err, p);
      }
    });
    if (STAGES_ON) addStage('append: SQLite transaction (share per append)', performance.now() - t, batch.length);
    let appended = false;
    batch.forEach((p, i) => {
      const outcome = (outcomes as (Appended | Error)[])[i];
      if (outcome instanceof Error) return p.reject(outcome);
      if (outcome.rows.length > 0) {
        appended = true;
        this.remember(outcome.rows);
      }
      p.resolve(outcome.result);
    });
    if (appended) this.wakeWaiters();
  }

  /**
   * The transaction serialises writers, so a UNIQUE violation is only reachable
   * through an outside writer that ignores the protocol: the conflict it is.
   */
  private asConflict(err: unknown, p: PendingAppend): Error {
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const actual = this.stmts.streamRevision.get(p.streamId)?.r ?? -1;
      return new WrongExpectedRevisionError(p.streamId, p.expected, actual);
    }
    // the original as the cause: its code (SQLITE_FULL, SQLITE_READONLY) tells the API what to answer
    return err instanceof Error ? err : new Error(String(err), { cause: err });
  }

  /** Keeps the rows just committed, contiguous by position, for subscriptions near the head. */
  private remember(rows: Row[]): void {
    for (const r of rows) {
      this.setLastRevision(r[1], r[2]);
      const tail = this.tail;
      if (tail.length > 0 && r[0] !== tail[tail.length - 1][0] + 1) this.tail = [];
      this.tail.push(r);
      if (r[0] > this.lastSeenHead) this.lastSeenHead = r[0];
    }
    if (this.tail.length > 2 * TAIL_ROWS) this.tail = this.tail.slice(-TAIL_ROWS);
  }

  /** The rows after `position` from the tail, when it holds every one up to the known head. */
  private fromTail(position: number, limit: number): Row[] | null {
    const tail = this.tail;
    if (tail.length === 0) return null;
    const first = tail[0][0];
    const last = tail[tail.length - 1][0];
    if (position + 1 < first || position >= last || last < this.lastSeenHead) return null;
    return tail.slice(position + 1 - first, position + 1 - first + limit);
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.assertOpen();
    const from = Math.max(0, Math.floor(fromRevision));
    const known = this.revisionsThisTurn().get(streamId);
    if (known !== undefined && from > known) return [];
    const rows = this.stmts.readStream.all(streamId, from);
    if (rows.length > 0) this.setLastRevision(streamId, rows[rows.length - 1][2]);
    else if (from === 0) this.setLastRevision(streamId, -1);
    return rows.map(rowToEvent);
  }

  /**
   * The known revisions for a read: another process's commits are looked for once per
   * turn of the event loop, not per read (a vote reads two streams, both mostly known to
   * their end, and the PRAGMA was most of such a read's cost). A read is as of some moment of this turn, as any answer
   * is as of when it was read; an append still looks under its write lock, where the
   * expected-revision check is made, so a stale read ends in a retry, never a lost write.
   */
  private revisionsThisTurn(): Map<string, number> {
    if (this.othersWroteThisTurn()) this.lastRevisions.clear();
    return this.lastRevisions;
  }

  private knownRevisions(): Map<string, number> {
    if (this.othersWrote()) this.lastRevisions.clear();
    return this.lastRevisions;
  }

  private setLastRevision(streamId: string, revision: number): void {
    if (this.lastRevisions.size >= KNOWN_STREAMS) this.lastRevisions.clear();
    this.lastRevisions.set(streamId, revision);
  }

  /**
   * Keyset pages of `batchSize` rows (default 1000): memory stays at one page
   * whatever the size of the log. A hand-written iterator rather than an async
   * generator: each next() answers from the current page at the cost of one
   * resolved promise (measurably faster on a replay than an async generator).
   */
  readAll(from = 0, options: { batchSize?: number } = {}): AsyncIterable<RecordedEvent> {
    const batchSize = Math.max(1, Math.floor(options.batchSize ?? 1000));
    return {
      [Symbol.asyncIterator]: (): AsyncIterator<RecordedEvent> => {
        let cursor = from;
        let page: Row[] = [];
        let index = 0;
        let last = false;
        const done: IteratorResult<RecordedEvent> = { value: undefined, done: true };
        return {
          next: () => {
            try {
              if (index === page.length) {
                if (last) return Promise.resolve(done);
                this.assertOpen();
                page = this.stmts.readAfter.all(cursor, batchSize);
                index = 0;
                last = page.length < batchSize;
                if (page.length === 0) return Promise.resolve(done);
              }
              const event = rowToEvent(page[index++]);
              cursor = event.position;
              return Promise.resolve({ value: event, done: false });
            } catch (err) {
              return Promise.reject(err);
            }
          },
          return: () => {
            page = [];
            index = 0;
            last = true;
            return Promise.resolve(done);
          },
        };
      },
    };
  }

  subscribe(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const sub = new SqliteSubscription(this, options);
    this.subscriptions.add(sub);
    this.ensurePolling();
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
    this.stopPolling();
    // appends accepted before close are committed, not lost
    this.commitPending();
    this.closedDb = true;
    this.wakeWaiters();
    await this.checkpointer?.stop();
    this.db.close();
  }

  // ---- used by SqliteSubscription ------------------------------------------------

  /**
   * @internal A reader of pages after a position, for a subscription that wants
   * these types (all when null). The JSON of unwanted rows is never parsed. Far
   * behind the head (a replay), SQLite skips them in its query; near the head the
   * rows are read whole and skipped here, because a bound IN list costs SQLite a
   * temporary index per query, more than a few rows are worth.
   */
  pageReader(types: readonly string[] | null): (position: number, limit: number) => Page {
    const wanted = types && types.length > 0 ? [...new Set(types)] : null;
    const wantedSet = new Set(wanted);
    const typed = wanted && this.db
      .prepare<unknown[], Row>(
        `SELECT ${COLUMNS} FROM events WHERE position > ? AND position <= ? AND type IN (${wanted.map(() => '?').join(', ')}) ORDER BY position LIMIT ?`,
      )
      .raw(true);
    return (position, limit) => {
      if (typed) {
        // the head this process knows (its appends, the poll's finds) bounds what the read can vouch for
        const head = this.lastSeenHead;
        if (head - position > limit) {
          const rows = typed.all(position, head, ...(wanted as string[]), limit);
          const full = rows.length === limit;
          return { events: rows.map(rowToEvent), last: full ? rows[rows.length - 1][0] : head, full };
        }
      }
      const rows = this.fromTail(position, limit) ?? this.stmts.readAfter.all(position, limit);
      const events: RecordedEvent[] = [];
      for (const r of rows) if (!typed || wantedSet.has(r[3])) events.push(rowToEvent(r));
      return { events, last: rows.length ? rows[rows.length - 1][0] : position, full: rows.length === limit };
    };
  }

  /**
   * @internal The newest position this process knows of: its own appends at once,
   * other processes' appends once the poll has seen them.
   */
  get knownHead(): number {
    return this.lastSeenHead;
  }

  /** @internal resolves on the next append of this process, a poll that finds one, or close */
  waitForAppend(): { promise: Promise<void>; cancel: () => void } {
    let resolver!: () => void;
    const promise = new Promise<void>((resolve) => {
      resolver = resolve;
    });
    this.waiters.add(resolver);
    return {
      promise,
      cancel: () => {
        this.waiters.delete(resolver);
        resolver();
      },
    };
  }

  /** @internal */
  get isClosed(): boolean {
    return this.closed;
  }

  /** @internal */
  forget(sub: SqliteSubscription): void {
    this.subscriptions.delete(sub);
    if (this.subscriptions.size === 0) this.stopPolling();
  }

  // ---- private --------------------------------------------------------------------

  private headSync(): number {
    return this.stmts.head.get()?.p ?? 0;
  }

  private wakeWaiters(): void {
    if (this.waiters.size === 0) return;
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const w of waiters) w();
  }

  private ensurePolling(): void {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => this.poll(), this.pollIntervalMs);
    this.pollTimer.unref();
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private poll(): void {
    if (this.closed || this.waiters.size === 0) return;
    let head: number;
    try {
      head = this.headSync();
    } catch {
      return; // busy or closing: the next tick tries again
    }
    if (head > this.lastSeenHead) {
      this.lastSeenHead = head;
      this.wakeWaiters();
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('SqliteEventStore is closed');
  }
}
