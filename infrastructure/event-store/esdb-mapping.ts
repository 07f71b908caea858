import {
  ANY,
  ErrorType,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type {
  AppendExpectedRevision,
  CurrentRevision,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedRevision, RecordedEvent } from '../../application/ports/event-store';

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

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export const toNumber = (value: bigint): number => {
  if (value > MAX_SAFE) throw new RangeError(`log position ${value} exceeds Number.MAX_SAFE_INTEGER`);
  return Number(value);
};

const toPosition = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });

export const fromPosition = (n: number): ReadPosition => (n <= 0 ? START : toPosition(n));

export const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  return BigInt(expected);
};

export const actualOf = (current: CurrentRevision): number => (current === NO_STREAM ? -1 : Number(current));

export const isSystem = (e: { type: string; streamId: string }): boolean =>
  e.type.startsWith('$') || e.streamId.startsWith('$');

export const isWrongExpectedVersion = (err: unknown): err is WrongExpectedVersionError =>
  err instanceof WrongExpectedVersionError ||
  (err as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;

export const isStreamNotFound = (err: unknown): boolean =>
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

export const toRecorded = (e: EsdbRecordedEvent): RecordedEvent => ({
  id: e.id,
  streamId: e.streamId,
  type: e.type,
  data: e.isJson ? e.data : decodeBinary(e.data as Uint8Array),
  metadata: (e.metadata instanceof Uint8Array ? decodeBinary(e.metadata) : e.metadata) as EventMetadata,
  revision: Number(e.revision),
  position: positionOf(e),
});
