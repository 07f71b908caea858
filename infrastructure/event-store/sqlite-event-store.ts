import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type {
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

export interface SqliteEventStoreOptions {
  /** how often a waiting subscription looks for appends made by another process (ms) */
  pollIntervalMs?: number;
  /** rows a subscription reads per query while catching up */
  subscriptionBatchSize?: number;
  /** how long a writer waits for another process's write lock (ms) */
  busyTimeoutMs?: number;
}

/** Row shape, read with `.raw()`: [position, stream_id, revision, type, data, metadata, id]. */
type Row = [number, string, number, string, string, string, string];

const COLUMNS = 'position, stream_id, revision, type, data, metadata, id';

/** A subscription's read: the wanted events, how far it read, and whether the page was full. */
interface Page {
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
  };
  private readonly appendTx: (streamId: string, events: NewEvent[], expected: ExpectedRevision) => AppendResult;
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
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position INTEGER PRIMARY KEY,
        stream_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        id TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      )`);
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
    };
    const tx = this.db.transaction((streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
      const current = this.stmts.streamRevision.get(streamId);
      const actual = current?.r ?? -1;
      if (expected === 'no_stream' ? actual !== -1 : expected !== 'any' && expected !== actual) {
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      if (events.length === 0) return { revision: actual, position: current?.p ?? 0 };
      let revision = actual;
      let position = 0;
      for (const e of events) {
        revision++;
        const info = this.stmts.insert.run(
          streamId,
          revision,
          e.type,
          JSON.stringify(e.data) ?? 'null',
          JSON.stringify(e.metadata) ?? 'null',
          randomUUID(),
        );
        position = Number(info.lastInsertRowid);
      }
      return { revision, position };
    });
    // IMMEDIATE takes the write lock before the revision is read: no other process can
    // slip an append in between, and a busy writer is waited for (busy_timeout).
    this.appendTx = tx.immediate;
    this.lastSeenHead = this.headSync();
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    this.assertOpen();
    if (typeof streamId !== 'string' || streamId.length === 0) throw new TypeError('streamId must be a non-empty string');
    if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < -1)) {
      throw new TypeError(`expected revision must be an integer >= -1, 'no_stream' or 'any' (got ${expected})`);
    }
    let result: AppendResult;
    try {
      result = this.appendTx(streamId, events, expected);
    } catch (err) {
      // The transaction serialises writers, so this is only reachable through an
      // outside writer that ignores the protocol; report it as the conflict it is.
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        const actual = this.stmts.streamRevision.get(streamId)?.r ?? -1;
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw err;
    }
    if (events.length > 0) {
      if (result.position > this.lastSeenHead) this.lastSeenHead = result.position;
      this.wakeWaiters();
    }
    return result;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.assertOpen();
    return this.stmts.readStream.all(streamId, Math.max(0, Math.floor(fromRevision))).map(rowToEvent);
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
    this.wakeWaiters();
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
      const rows = this.stmts.readAfter.all(position, limit);
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

/**
 * One subscriber: a loop that reads the rows after its cursor in batches, awaits
 * onEvent for each in order, and sleeps until woken when it has reached the head.
 */
class SqliteSubscription implements Subscription {
  private cursor: number;
  private closed = false;
  private wait: { cancel: () => void } | null = null;
  private done: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: SqliteEventStore,
    private readonly options: SubscribeOptions,
  ) {
    this.cursor = options.from;
  }

  start(): void {
    this.done = this.run();
  }

  private async run(): Promise<void> {
    const { onEvent, onPassed, types } = this.options;
    const read = this.store.pageReader(types ?? null);
    const size = this.store.subscriptionBatchSize;
    // never call onEvent before subscribe() has returned the subscription
    await Promise.resolve();
    try {
      while (!this.closed && !this.store.isClosed) {
        // The read and the registration of the waiter happen in one synchronous
        // stretch: an append of this process cannot fall between them.
        const page = this.cursor < this.store.knownHead ? read(this.cursor, size) : null;
        if (!page || page.last <= this.cursor) {
          const wait = this.store.waitForAppend();
          this.wait = wait;
          await wait.promise;
          this.wait = null;
          continue;
        }
        for (const event of page.events) {
          if (this.closed) return;
          const pending = onEvent(event);
          // a synchronous handler costs no extra microtask; a promise is awaited
          if (pending && typeof (pending as Promise<void>).then === 'function') await pending;
          this.cursor = event.position;
        }
        if (this.closed) return;
        if (this.cursor < page.last) {
          // the page ended with rows of unwanted types: say how far the read got
          this.cursor = page.last;
          onPassed?.(page.last);
        }
        // let timers and I/O in between catch-up batches
        if (page.full) await new Promise((r) => setImmediate(r));
      }
    } catch (err) {
      if (this.closed) return;
      this.closed = true;
      try {
        this.options.onError?.(err);
      } catch {
        /* the subscriber's error handler failed: nothing more to tell */
      }
    } finally {
      this.store.forget(this);
    }
  }

  /**
   * Stops delivery; resolves once the event being handled (if any) has settled.
   * Do not await it from inside onEvent (that would wait for itself).
   */
  async close(): Promise<void> {
    this.closed = true;
    this.wait?.cancel();
    await this.done;
  }
}
