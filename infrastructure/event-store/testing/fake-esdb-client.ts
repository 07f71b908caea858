import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EventStoreDBClient } from '@eventstore/db-client';
import { StreamNotFoundError, WrongExpectedVersionError } from '@eventstore/db-client';

/**
 * A scripted stand-in for the EventStoreDB client, for running the EsdbEventStore
 * where no server can start. It keeps the server's rules as the adapter relies on
 * them (see the comment at the top of esdb-event-store.ts):
 * - each event has a log position {commit, prepare} with commit === prepare, with
 *   gaps between events (byte offsets), and system events in between;
 * - readAll forwards from a position is inclusive, backwards exclusive;
 * - subscribeToAll from a position delivers the events after it, applies the
 *   event-type regex filter, then follows live appends; unsubscribe() cancels
 *   the call but does not end the readable (as in 6.2.1);
 * - an append answers {commit: last event, prepare: first event};
 * - a wrong expected revision throws WrongExpectedVersionError, whose
 *   actualVersion is 'no_stream' or a bigint; readStream of an absent stream
 *   throws StreamNotFoundError while iterating.
 * Only what the adapter calls exists. The real server runs the same contract in
 * esdb-event-store.test.ts wherever a container runtime is present.
 */
interface StoredEvent {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  data: string;
  metadata: string;
  position: bigint;
}

type Pos = 'start' | 'end' | { commit: bigint; prepare: bigint };

interface FakeSubscription extends Readable {
  unsubscribe(): Promise<void>;
  cancelled: boolean;
  regex?: RegExp;
  after: bigint;
}

export class FakeEsdbClient {
  readonly log: StoredEvent[] = [];
  readonly subscribeCalls: { fromPosition: Pos; filterRegex?: string }[] = [];
  readonly live = new Set<FakeSubscription>();
  private nextPosition = 1000n;
  private failSubscribes = 0;
  disposed = false;

  constructor() {
    // what a fresh server has written before any client
    this.appendSystem('$epoch-information', '$epoch-information');
    this.appendSystem('$projections-$all', '$ProjectionsInitialized');
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }

  appendSystem(streamId: string, type: string): void {
    const revision = BigInt(this.log.filter((e) => e.streamId === streamId).length);
    this.write({ streamId, id: randomUUID(), type, revision, data: '{}', metadata: '{}' });
  }

  /** the next `n` subscribeToAll calls fail at once, as when the server is unreachable */
  failNextSubscribes(n: number): void {
    this.failSubscribes = n;
  }

  /** drop every live subscription with an error, as a server restart would */
  dropSubscriptions(error = new Error('14 UNAVAILABLE: Connection dropped')): void {
    for (const s of [...this.live]) {
      this.live.delete(s);
      s.destroy(error);
    }
  }

  private write(e: Omit<StoredEvent, 'position'>): StoredEvent {
    const stored = { ...e, position: this.nextPosition };
    // byte offsets: the next record starts after this one, so positions have gaps
    this.nextPosition += BigInt(120 + Buffer.byteLength(e.data) + Buffer.byteLength(e.metadata) + e.type.length);
    this.log.push(stored);
    for (const s of this.live) this.offer(s, stored);
    return stored;
  }

  private resolved(e: StoredEvent) {
    return {
      event: {
        streamId: e.streamId,
        id: e.id,
        isJson: true,
        revision: e.revision,
        type: e.type,
        created: new Date(),
        data: JSON.parse(e.data) as unknown,
        metadata: JSON.parse(e.metadata) as unknown,
        position: { commit: e.position, prepare: e.position },
      },
      commitPosition: e.position,
    };
  }

  private offer(s: FakeSubscription, e: StoredEvent): void {
    if (s.cancelled || s.destroyed || e.position <= s.after) return;
    if (s.regex && !s.regex.test(e.type)) return;
    s.push(this.resolved(e));
  }

  async appendToStream(
    streamName: string,
    events: { id: string; type: string; data: unknown; metadata: unknown }[],
    options: { expectedRevision?: 'any' | 'no_stream' | 'stream_exists' | bigint } = {},
  ) {
    await Promise.resolve();
    const current = this.log.filter((e) => e.streamId === streamName);
    const currentRevision = current.length === 0 ? ('no_stream' as const) : current[current.length - 1].revision;
    const expected = options.expectedRevision ?? 'any';
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && currentRevision === 'no_stream') ||
      (expected === 'stream_exists' && currentRevision !== 'no_stream') ||
      (typeof expected === 'bigint' && expected === currentRevision);
    if (!ok) {
      throw new WrongExpectedVersionError(undefined, { streamName, expected, current: currentRevision });
    }
    let revision = currentRevision === 'no_stream' ? -1n : currentRevision;
    const written: StoredEvent[] = [];
    for (const e of events) {
      revision++;
      written.push(
        this.write({
          streamId: streamName,
          id: e.id,
          type: e.type,
          revision,
          data: JSON.stringify(e.data),
          metadata: JSON.stringify(e.metadata ?? {}),
        }),
      );
    }
    return {
      success: true,
      nextExpectedRevision: revision,
      position: { commit: written[written.length - 1].position, prepare: written[0].position },
    };
  }

  readStream(
    streamName: string,
    options: { direction?: 'forwards' | 'backwards'; fromRevision?: 'start' | 'end' | bigint; maxCount?: number | bigint } = {},
  ): Readable {
    let events = this.log.filter((e) => e.streamId === streamName);
    const found = events.length > 0;
    if (options.direction === 'backwards') events = events.slice().reverse();
    const from = options.fromRevision;
    if (typeof from === 'bigint') {
      events = events.filter((e) => (options.direction === 'backwards' ? e.revision <= from : e.revision >= from));
    }
    events = events.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
    const items = events.map((e) => this.resolved(e));
    return Readable.from(
      (async function* () {
        if (!found) throw new StreamNotFoundError(undefined, streamName);
        yield* items;
      })(),
    );
  }

  readAll(options: { direction?: 'forwards' | 'backwards'; fromPosition?: Pos; maxCount?: number | bigint } = {}): Readable {
    const from = options.fromPosition ?? (options.direction === 'backwards' ? 'end' : 'start');
    let events: StoredEvent[];
    if (options.direction === 'backwards') {
      events = this.log.filter((e) => from === 'end' || from === 'start' || e.position < from.commit).reverse();
      if (from === 'start') events = [];
    } else {
      events = this.log.filter((e) => from === 'start' || (from !== 'end' && e.position >= from.commit));
    }
    events = events.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
    return Readable.from(events.map((e) => this.resolved(e)));
  }

  subscribeToAll(options: { fromPosition?: Pos; filter?: { regex?: string } } = {}): FakeSubscription {
    const fromPosition = options.fromPosition ?? 'start';
    this.subscribeCalls.push({ fromPosition, filterRegex: options.filter?.regex });
    const sub = new Readable({ objectMode: true, read() {} }) as FakeSubscription;
    sub.cancelled = false;
    sub.regex = options.filter?.regex ? new RegExp(options.filter.regex) : undefined;
    sub.after = fromPosition === 'start' ? -1n : fromPosition === 'end' ? this.nextPosition : fromPosition.commit;
    sub.unsubscribe = async () => {
      sub.cancelled = true;
      this.live.delete(sub);
    };
    if (this.failSubscribes > 0) {
      this.failSubscribes--;
      process.nextTick(() => sub.destroy(new Error('14 UNAVAILABLE: No connection established')));
      return sub;
    }
    for (const e of this.log) this.offer(sub, e);
    this.live.add(sub);
    sub.once('close', () => this.live.delete(sub));
    process.nextTick(() => sub.emit('confirmation'));
    return sub;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    for (const s of this.live) s.destroy();
    this.live.clear();
  }
}
