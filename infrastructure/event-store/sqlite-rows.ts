import type { EventMetadata, RecordedEvent } from '../../application/ports/event-store';

/** Row shape, read with `.raw()`: [position, stream_id, revision, type, data, metadata, id]. */
export type Row = [number, string, number, string, string, string, string];

export const COLUMNS = 'position, stream_id, revision, type, data, metadata, id';

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

/** A subscription's read: the wanted events, how far it read, and whether the page was full. */
export interface Page {
  events: RecordedEvent[];
  last: number;
  full: boolean;
}

export const rowToEvent = (r: Row): RecordedEvent => ({
  id: r[6],
  streamId: r[1],
  type: r[3],
  data: JSON.parse(r[4]),
  metadata: JSON.parse(r[5]) as EventMetadata,
  revision: r[2],
  position: r[0],
});

/**
 * Keyset pages of `batchSize` rows read by `rowsAfter`: memory stays at one page
 * whatever the size of the log. A hand-written iterator rather than an async
 * generator: each next() answers from the current page at the cost of one
 * resolved promise (measurably faster on a replay than an async generator).
 */
export function eventsInPages(
  rowsAfter: (position: number, limit: number) => Row[],
  from: number,
  batchSize: number,
): AsyncIterable<RecordedEvent> {
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
              page = rowsAfter(cursor, batchSize);
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
