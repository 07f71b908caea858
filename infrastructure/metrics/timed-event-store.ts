import type { AppendOptions, EventStore, NewEvent, ExpectedRevision, RecordedEvent, SubscribeOptions } from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';
import type { Series } from './fast-histogram';
import type { Metrics } from './metrics';

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * The EventStore port with its appends and reads timed, around either adapter
 * (SQLite or EventStoreDB). A readAll is timed inside the store only: the time its
 * consumer spends between batches is the consumer's, not the store's.
 */
export class TimedEventStore implements EventStore {
  private readonly appended: Series;
  private readonly conflicted: Series;
  private readonly failed: Series;
  private readonly streamRead: Series;
  private readonly allRead: Series;
  private readonly headRead: Series;

  constructor(private readonly inner: EventStore, metrics: Metrics) {
    [this.appended, this.conflicted, this.failed] = ['ok', 'conflict', 'error'].map((o) => metrics.appendDuration.series(o));
    [this.streamRead, this.allRead, this.headRead] = ['stream', 'all', 'head'].map((o) => metrics.readDuration.series(o));
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision, options?: AppendOptions) {
    const started = process.hrtime.bigint();
    try {
      // the options carry a reactor's fence: dropped here, a stale holder's append would go through
      const result = await (options ? this.inner.append(streamId, events, expected, options) : this.inner.append(streamId, events, expected));
      this.appended.observe(seconds(started));
      return result;
    } catch (err) {
      (err instanceof WrongExpectedRevisionError ? this.conflicted : this.failed).observe(seconds(started));
      throw err;
    }
  }

  async readStream(streamId: string, fromRevision?: number) {
    const started = process.hrtime.bigint();
    try {
      return await this.inner.readStream(streamId, fromRevision);
    } finally {
      this.streamRead.observe(seconds(started));
    }
  }

  async *readAll(from?: number, options?: { batchSize?: number }): AsyncIterable<RecordedEvent> {
    const iterator = this.inner.readAll(from, options)[Symbol.asyncIterator]();
    let inside = 0n;
    try {
      for (;;) {
        const started = process.hrtime.bigint();
        const next = await iterator.next();
        inside += process.hrtime.bigint() - started;
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
      this.allRead.observe(Number(inside) / 1e9);
    }
  }

  subscribe(options: SubscribeOptions) {
    return this.inner.subscribe(options);
  }

  async headPosition() {
    const started = process.hrtime.bigint();
    try {
      return await this.inner.headPosition();
    } finally {
      this.headRead.observe(seconds(started));
    }
  }

  close() {
    return this.inner.close();
  }
}
