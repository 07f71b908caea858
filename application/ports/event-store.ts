import type { Lease } from './leases';

/**
 * The event store port. One revision convention for every adapter:
 * - a stream's revision is the 0-based index of its last event; a stream with no
 *   events is "no_stream" (revision -1 when a number is needed);
 * - a position is the event's place in the global order: a positive integer that
 *   strictly grows; position 0 means "before the first event".
 *   (SQLite: gap-free 1, 2, 3...; EventStoreDB: the log position, which has gaps.)
 */
export interface EventMetadata {
  /** null for visitors; "cli" for the command-line tools */
  actorId: string | null;
  /** ISO-8601 time the command was handled */
  at: string;
  /** the request id that caused it */
  correlationId: string;
  causationId?: string | null;
}

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent<D = unknown> {
  /** unique id of this recorded event */
  id: string;
  streamId: string;
  type: string;
  data: D;
  metadata: EventMetadata;
  /** 0-based index in its stream */
  revision: number;
  /** global position, strictly increasing */
  position: number;
}

/** A number is the revision of the stream's last event (0-based). */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** revision of the last appended event */
  revision: number;
  /** global position of the last appended event */
  position: number;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** -1 when the stream does not exist */
    readonly actual: number,
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** deliver events with position > from (0 = from the start) */
  from: number;
  /** called once per event, in global order; the next waits for it to settle */
  onEvent(event: RecordedEvent): Promise<void> | void;
  /** called when the adapter gives up on the subscription for good */
  onError?(error: unknown): void;
  /**
   * A hint: only events of these types are wanted (as EventStoreDB's server-side
   * filters). An adapter may leave the others out; when it does, it calls onPassed
   * with the position it has read up to, after the events before it, so that a
   * subscriber counting on positions (read-your-writes) still gets there.
   */
  types?: readonly string[];
  onPassed?(position: number): void;
}

export interface AppendOptions {
  /**
   * The lease the append is made under (a reactor's effect). An adapter that can read
   * the lease in the append's own transaction (SQLite: the leases table is in the log's
   * file) refuses the append with LeaseLostError once another holder has a newer token.
   * Passed explicitly, not kept in an AsyncLocalStorage: an enabled one hooks every
   * promise in the process, votes included (issue 15).
   */
  fence?: Lease;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision, options?: AppendOptions): Promise<AppendResult>;
  /** the stream's events from `fromRevision` (default 0) in order; [] when there are none */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** every event with position > from, in global order, read in batches */
  readAll(from?: number, options?: { batchSize?: number }): AsyncIterable<RecordedEvent>;
  /** catch up from `from`, then follow live appends (also those of other processes) */
  subscribe(options: SubscribeOptions): Subscription;
  /** position of the newest event (0 when empty) */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}
