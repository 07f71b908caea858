import type { Collection, ReadStore } from '../application/ports/read-store';

const WRITES = new Set(['upsert', 'put', 'update', 'delete', 'deleteMany']);

/** The leader has applied the event already: the position applyOnce checks is hidden, or it would skip (and name nothing). */
const unseen = <T>(doc: T): T => (doc && typeof doc === 'object' ? { ...doc, _position: 0 } : doc);

/**
 * The store as a follower's projector sees it (shared read models, another instance
 * projects): reads go to the shared store, writes are not made, only their
 * collections noted, so the follower knows which of its caches an event made stale.
 * Documents are read with `_position` 0, so that applyOnce does not skip the event.
 * A write's answer is a plausible one (update/delete: true, deleteMany: 0): a
 * projector branching on it may note a collection more, never one less that matters.
 */
export function dryWrites(store: ReadStore, written: Set<string>): ReadStore {
  return {
    dropAll: async () => { written.add('*'); },
    onChange: (listener) => store.onChange(listener),
    shadow: () => { throw new Error('a follower does not rebuild'); },
    close: async () => undefined,
    collection<T extends { id: string }>(name: string): Collection<T> {
      const inner = store.collection<T>(name);
      return new Proxy(inner, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          const read = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
          if (key === 'get') return async (...args: unknown[]) => unseen(await read(...args));
          if (key === 'find') return async (...args: unknown[]) => ((await read(...args)) as unknown[]).map(unseen);
          if (!WRITES.has(key as string)) return read;
          return async () => {
            written.add(name);
            return key === 'deleteMany' ? 0 : key === 'update' || key === 'delete' ? true : undefined;
          };
        },
      });
    },
  };
}
