import type { EventStore, NewEvent, ExpectedRevision, RecordedEvent, SubscribeOptions } from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';
import type { Metrics } from './metrics';

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * The EventStore port with its appends and reads timed, around either adapter
 * (SQLite or EventStoreDB). A readAll is timed inside the store only: the time its
 * consumer spends between batches is the consumer's, not the store's.
 */
export class TimedEventStore implements EventStore {
  constructor(private readonly inner: EventStore, private readonly metrics: Metrics) {}

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision) {
    const started = process.hrtime.bigint();
    try {
      const result = await this.inner.append(streamId, events, expected);
      this.metrics.appendDuration.observe({ outcome: 'ok' }, seconds(started));
      return result;
    } catch (err) {
      this.metrics.appendDuration.observe({ outcome: err instanceof WrongExpectedRevisionError ? 'conflict' : 'error' }, seconds(started));
      throw err;
    }
  }

  async readStream(streamId: string, fromRevision?: number) {
    const started = process.hrtime.bigint();
    try {
      return await this.inner.readStream(streamId, fromRevision);
    } finally {
      this.metrics.readDuration.observe({ operation: 'stream' }, seconds(started));
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
      this.metrics.readDuration.observe({ operation: 'all' }, Number(inside) / 1e9);
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
      this.metrics.readDuration.observe({ operation: 'head' }, seconds(started));
    }
  }

  close() {
    return this.inner.close();
  }
}
