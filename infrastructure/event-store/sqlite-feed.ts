import type Database from 'better-sqlite3';
import type { RecordedEvent } from '../../application/ports/event-store';
import { COLUMNS, type Page, type Row, rowToEvent } from './sqlite-rows';

/** rows of this process's latest appends kept for subscriptions at the head */
const TAIL_ROWS = 2000;

/**
 * What the store's subscriptions read and wait on: the rows of this process's latest
 * appends, the newest position this process knows, and a wake-up when it moves.
 */
export class SubscriptionFeed {
  private tail: Row[] = [];
  private lastSeenHead: number;
  /** resolvers of subscriptions waiting for new events */
  private waiters = new Set<() => void>();
  private pollTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly readAfter: Database.Statement<[number, number], Row>,
    /** the file's newest position, as a query answers it */
    private readonly readHead: () => number,
    private readonly pollIntervalMs: number,
    private readonly storeClosed: () => boolean,
  ) {
    this.lastSeenHead = readHead();
  }

  /**
   * The newest position this process knows of: its own appends at once,
   * other processes' appends once the poll has seen them.
   */
  get head(): number {
    return this.lastSeenHead;
  }

  /** Keeps the rows just committed, contiguous by position, for subscriptions near the head. */
  remember(rows: Row[]): void {
    for (const r of rows) {
      const tail = this.tail;
      if (tail.length > 0 && r[0] !== tail[tail.length - 1][0] + 1) this.tail = [];
      this.tail.push(r);
      if (r[0] > this.lastSeenHead) this.lastSeenHead = r[0];
    }
    if (this.tail.length > 2 * TAIL_ROWS) this.tail = this.tail.slice(-TAIL_ROWS);
  }

  /**
   * A reader of pages after a position, for a subscription that wants
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
      const rows = this.fromTail(position, limit) ?? this.readAfter.all(position, limit);
      const events: RecordedEvent[] = [];
      for (const r of rows) if (!typed || wantedSet.has(r[3])) events.push(rowToEvent(r));
      return { events, last: rows.length ? rows[rows.length - 1][0] : position, full: rows.length === limit };
    };
  }

  /** Resolves on the next append of this process, a poll that finds one, or close. */
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

  wake(): void {
    if (this.waiters.size === 0) return;
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const w of waiters) w();
  }

  startPolling(): void {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => this.poll(), this.pollIntervalMs);
    this.pollTimer.unref();
  }

  stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
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

  private poll(): void {
    if (this.storeClosed() || this.waiters.size === 0) return;
    let head: number;
    try {
      head = this.readHead();
    } catch {
      return; // busy or closing: the next tick tries again
    }
    if (head > this.lastSeenHead) {
      this.lastSeenHead = head;
      this.wake();
    }
  }
}
