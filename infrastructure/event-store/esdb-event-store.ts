import { randomUUID } from 'node:crypto';
import { BACKWARDS, END, EventStoreDBClient, FORWARDS, START, jsonEvent } from '@eventstore/db-client';
import type { JSONType, Position, ReadPosition } from '@eventstore/db-client';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';
import {
  actualOf,
  fromPosition,
  isStreamNotFound,
  isSystem,
  isWrongExpectedVersion,
  toEsdbExpected,
  toNumber,
  toRecorded,
} from './esdb-mapping';
import { EsdbSubscription } from './esdb-subscription';

/* Positions on EventStoreDB, and why system events never reach a reader: esdb-mapping.ts. */

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
