import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import type {
  AllStreamSubscription,
  AppendExpectedRevision,
  CurrentRevision,
  JSONType,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
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

/*
 * Positions on EventStoreDB
 * -------------------------
 * Every event in $all has a log position {commit, prepare} (bigint byte offsets in
 * the transaction file). Since v20 an append over gRPC is one "implicit
 * transaction": each event is its own prepare record flagged IsCommitted, and the
 * server reports such an event at TFPos(commit = its own LogPosition, prepare = its
 * own LogPosition) (AllReader: `new CommitEventRecord(eventRecord, eventRecord.LogPosition)`).
 * So for every event we can write, commit === prepare and both strictly increase
 * per event in $all order, also within a multi-event append. (Only the legacy TCP
 * explicit transactions, gone from 24.x, gave several events one shared commit
 * position with distinct prepares: that is why commit is not "per event" in general.)
 *
 * Our number is therefore `Number(position.commit)` (the $all ordering key; 2^53
 * bytes of log is far away), and a checkpoint N resumes exactly with
 * {commit: N, prepare: N}: that is the TFPos of the event we stopped at, and
 * subscribeToAll delivers the events after it. readAll forwards from a position is
 * inclusive, so readAll skips the event AT `from`; backwards it is exclusive.
 * An append's result carries {commit: LogPosition of its last event (the
 * TransactionEnd prepare), prepare: the transaction's first event}: the last
 * event's position is `commit` there too.
 *
 * "System events" (types starting with '$': $metadata, $>, $statsCollected...) and
 * anything in a '$' stream are never ours: the subscription filters them on the
 * server (excludeSystemEvents) and every read skips both on the client.
 */

export interface EsdbEventStoreOptions {
  /** re-subscription after a dropped subscription: exponential backoff */
  resubscribe?: {
    initialDelayMs?: number;
    maxDelayMs?: number;
    /** consecutive failed (re)subscriptions before onError; default: never give up */
    maxAttempts?: number;
  };
  /** told about every drop before the retry (for the logs) */
  onDrop?(error: unknown, attempt: number, delayMs: number): void;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

const toNumber = (value: bigint): number => {
  if (value > MAX_SAFE) throw new RangeError(`log position ${value} exceeds Number.MAX_SAFE_INTEGER`);
  return Number(value);
};

const toPosition = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });

const fromPosition = (n: number): ReadPosition => (n <= 0 ? START : toPosition(n));

const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  return BigInt(expected);
};

const actualOf = (current: CurrentRevision): number => (current === NO_STREAM ? -1 : Number(current));

const isSystem = (e: { type: string; streamId: string }): boolean =>
  e.type.startsWith('$') || e.streamId.startsWith('$');

const isWrongExpectedVersion = (err: unknown): err is WrongExpectedVersionError =>
  err instanceof WrongExpectedVersionError ||
  (err as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;

const isStreamNotFound = (err: unknown): boolean =>
  err instanceof StreamNotFoundError || (err as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;

const decodeBinary = (bytes: Uint8Array): unknown => {
  const text = Buffer.from(bytes).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const positionOf = (e: EsdbRecordedEvent): number => {
  if (!e.position) throw new Error('EventStoreDB did not report the event position (needs server 22.6 or later)');
  return toNumber(e.position.commit);
};

const toRecorded = (e: EsdbRecordedEvent): RecordedEvent => ({
  id: e.id,
  streamId: e.streamId,
  type: e.type,
  data: e.isJson ? e.data : decodeBinary(e.data as Uint8Array),
  metadata: (e.metadata instanceof Uint8Array ? decodeBinary(e.metadata) : e.metadata) as EventMetadata,
  revision: Number(e.revision),
  position: positionOf(e),
});

export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly ownsClient: boolean;
  private readonly subscriptions = new Set<EsdbSubscription>();
  private closed = false;

  /** `connection`: an `esdb://host:2113?tls=false` string, or a client (not closed by us) */
  constructor(
    connection: string | EventStoreDBClient,
    private readonly options: EsdbEventStoreOptions = {},
  ) {
    this.ownsClient = typeof connection === 'string';
    this.client = typeof connection === 'string' ? EventStoreDBClient.connectionString(connection) : connection;
  }

  /**
   * A reactor's fence (`AppendOptions.fence`) is not checked here, as it was not with the
   * AsyncLocalStorage before: the lease is in MongoDB and no transaction spans both. A
   * stale holder's late command relies on the reactors' idempotence (effects keyed by the
   * causing event, optimistic concurrency on the stream).
   */
  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    this.assertOpen();
    if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < -1)) {
      throw new TypeError(`expected revision must be an integer >= -1, 'no_stream' or 'any' (got ${expected})`);
    }
    if (events.length === 0) return this.currentState(streamId, expected);
    const eventData = events.map((e) =>
      jsonEvent({
        id: randomUUID(),
        type: e.type,
        data: (e.data === undefined ? null : e.data) as JSONType,
        metadata: e.metadata as unknown as JSONType,
      }),
    );
    let result;
    try {
      result = await this.client.appendToStream(streamId, eventData, { expectedRevision: toEsdbExpected(expected) });
    } catch (err) {
      if (isWrongExpectedVersion(err)) {
        throw new WrongExpectedRevisionError(streamId, expected, actualOf(err.actualVersion));
      }
      throw err;
    }
    const revision = Number(result.nextExpectedRevision);
    const position = result.position
      ? toNumber(result.position.commit)
      : (await this.lastEventOf(streamId))?.position ?? 0;
    return { revision, position };
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.assertOpen();
    const out: RecordedEvent[] = [];
    const from = fromRevision > 0 ? BigInt(Math.floor(fromRevision)) : START;
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: from })) {
        if (resolved.event) out.push(toRecorded(resolved.event));
      }
    } catch (err) {
      if (isStreamNotFound(err)) return [];
      throw err;
    }
    return out;
  }

  async *readAll(from = 0, options: { batchSize?: number } = {}): AsyncIterable<RecordedEvent> {
    const batchSize = Math.max(1, Math.floor(options.batchSize ?? 1000));
    let last = from;
    let cursor: ReadPosition = fromPosition(from);
    for (;;) {
      this.assertOpen();
      // forwards from a position is inclusive: ask one more to make up for the event at the cursor
      const maxCount = cursor === START ? batchSize : batchSize + 1;
      let raw = 0;
      let lastRaw: Position | undefined;
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: cursor, maxCount })) {
        raw++;
        const e = resolved.event;
        if (!e) continue;
        lastRaw = e.position;
        const position = toNumber(e.position.commit);
        if (position <= last) continue;
        last = position;
        if (isSystem(e)) continue;
        yield toRecorded(e);
      }
      if (raw < maxCount || !lastRaw) return;
      cursor = lastRaw;
    }
  }

  subscribe(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const sub = new EsdbSubscription(this.client, options, this.options, () => this.subscriptions.delete(sub));
    this.subscriptions.add(sub);
    sub.start();
    return sub;
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    const pageSize = 32;
    let cursor: ReadPosition = END;
    let before = Number.POSITIVE_INFINITY;
    for (;;) {
      let raw = 0;
      let lastRaw: Position | undefined;
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: cursor, maxCount: pageSize })) {
        raw++;
        const e = resolved.event;
        if (!e) continue;
        lastRaw = e.position;
        const position = toNumber(e.position.commit);
        if (position >= before) continue;
        before = position;
        if (!isSystem(e)) return position;
      }
      if (raw < pageSize || !lastRaw) return 0;
      cursor = lastRaw; // backwards from a position is exclusive
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    if (this.ownsClient) await this.client.dispose();
  }

  private async lastEventOf(streamId: string): Promise<RecordedEvent | undefined> {
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) return toRecorded(resolved.event);
      }
    } catch (err) {
      if (isStreamNotFound(err)) return undefined;
      throw err;
    }
    return undefined;
  }

  /** an empty append: check the expected revision and answer the stream's state, writing nothing */
  private async currentState(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const last = await this.lastEventOf(streamId);
    const actual = last ? last.revision : -1;
    if (expected === 'no_stream' ? actual !== -1 : expected !== 'any' && expected !== actual) {
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    return { revision: actual, position: last ? last.position : 0 };
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('EsdbEventStore is closed');
  }
}

/**
 * A catch-up subscription to $all that survives drops: on an error or an end it
 * did not ask for, it subscribes again from the last delivered position after a
 * backoff. Events are handed over one at a time (the async iterator pulls the next
 * only after onEvent has settled) and never twice (positions at or below the last
 * delivered one are skipped).
 */
class EsdbSubscription implements Subscription {
  private last: number;
  private closed = false;
  private current: { unsubscribe(): Promise<void>; destroy(): unknown } | null = null;
  private sleeper: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  private done: Promise<void> = Promise.resolve();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
    private readonly config: EsdbEventStoreOptions,
    private readonly onFinished: () => void,
  ) {
    this.last = options.from;
  }

  start(): void {
    this.done = this.run().finally(this.onFinished);
  }

  private async run(): Promise<void> {
    const initialDelay = this.config.resubscribe?.initialDelayMs ?? 200;
    const maxDelay = this.config.resubscribe?.maxDelayMs ?? 5000;
    const maxAttempts = this.config.resubscribe?.maxAttempts ?? Number.POSITIVE_INFINITY;
    let attempt = 0;
    while (!this.closed) {
      let failure: unknown = new Error('EventStoreDB ended the subscription');
      let handlerFailed = false;
      let sub: AllStreamSubscription | null = null;
      try {
        sub = this.client.subscribeToAll({
          fromPosition: fromPosition(this.last),
          filter: excludeSystemEvents(),
          resolveLinkTos: false,
        });
      } catch (err) {
        failure = err;
      }
      if (sub) {
        this.current = sub;
        sub.once('confirmation', () => {
          attempt = 0;
        });
        try {
          for await (const resolved of sub) {
            if (this.closed) break;
            const e = resolved.event;
            if (!e) continue;
            const position = toNumber(e.position.commit);
            if (position <= this.last) continue;
            attempt = 0;
            if (!isSystem(e)) {
              try {
                await this.options.onEvent(toRecorded(e));
              } catch (err) {
                failure = err;
                handlerFailed = true;
                break;
              }
            }
            this.last = position;
          }
        } catch (err) {
          failure = err;
        } finally {
          this.current = null;
          await this.drop(sub);
        }
      }
      if (this.closed) return;
      if (handlerFailed) return this.fail(failure);
      attempt++;
      if (attempt > maxAttempts) return this.fail(failure);
      const delay = Math.min(maxDelay, initialDelay * 2 ** Math.min(attempt - 1, 20));
      try {
        this.config.onDrop?.(failure, attempt, delay);
      } catch {
        /* a logger must not stop the retry */
      }
      await this.sleep(delay);
    }
  }

  private fail(error: unknown): void {
    this.closed = true;
    try {
      this.options.onError?.(error);
    } catch {
      /* nothing more to tell */
    }
  }

  private async drop(sub: { unsubscribe(): Promise<void>; destroy(): unknown }): Promise<void> {
    try {
      await sub.unsubscribe();
    } catch {
      /* already gone */
    }
    sub.destroy();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleeper = null;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.sleeper = { timer, wake };
    });
  }

  /**
   * Stops delivery; resolves once the event being handled (if any) has settled.
   * Do not await it from inside onEvent (that would wait for itself).
   */
  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.sleeper?.wake();
      const current = this.current;
      if (current) await this.drop(current);
    }
    await this.done;
  }
}
