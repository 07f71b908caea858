import type { RecordedEvent } from '../application/ports/event-store';
import type { RecordedOf } from '../application/ports/processing';
import type { Collection, ReadStore } from '../application/ports/read-store';
import type { DomainEventType, EventOfType } from '../domain/events';

/**
 * A projector turns domain events into the documents of one read model.
 * It must be idempotent by position: applying an event it has already applied
 * (a replay after a crash between its write and the runner's checkpoint)
 * changes nothing. `applyOnce` below gives that to per-document projectors.
 * It reads only the events it handles and its own collections: where it needs
 * another aggregate's fields it keeps a private lookup collection, named after it
 * (`comments_authors`), fed by events it handles and listed in `collections`. So
 * each one is rebuilt, replayed or moved alone (projections/own-collections.test.ts).
 */
export interface Projector {
  readonly name: string;
  /** the event types it reads; the runner skips the others */
  readonly handles: readonly string[];
  /**
   * Bump it when a change to `apply` changes the model: a persisted model built by
   * another version is rebuilt beside the live one after start (default 1).
   */
  readonly version?: number;
  /**
   * Collections that belong to this read model besides those a rebuild sees it write
   * (a rebuild swaps both in): its private lookups, and any the log may leave empty.
   */
  readonly collections?: readonly string[];
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
}

/**
 * Declares a projector over the domain event types it names: `apply` gets events
 * narrowed to those types (a `switch (event.type)` narrows `event.data`), and a
 * type name that no domain union holds is a build error. The runner hands a
 * projector only the types it declares, which is what makes the narrowing true.
 */
export function defineProjector<const T extends readonly DomainEventType[]>(p: {
  name: string;
  handles: T;
  version?: number;
  collections?: readonly string[];
  apply(event: RecordedOf<EventOfType<T[number]>>, store: ReadStore): Promise<void>;
}): Projector {
  return p as unknown as Projector;
}

/** Fields every projected document carries. */
export interface Projected {
  id: string;
  /** position of the last event applied to this document */
  _position: number;
}

/**
 * Read the document, skip when it already saw this position, else write what
 * `change` returns (null deletes it, undefined leaves it as it is). A new object
 * it returns is taken over as it is (stamped with the position, not copied again):
 * build it fresh, as `{ ...current, field }` does.
 */
export async function applyOnce<T extends Projected>(
  collection: Collection<T>,
  id: string,
  position: number,
  change: (current: T | null) => Omit<T, '_position'> | null | undefined,
): Promise<void> {
  const current = await collection.get(id);
  if (current && current._position >= position) return;
  const next = change(current);
  if (next === undefined) return;
  if (next === null) {
    if (current) await collection.delete(id);
    return;
  }
  if (next === current) return void (await collection.put({ ...next, _position: position } as T));
  (next as T)._position = position;
  await collection.put(next as T);
}
