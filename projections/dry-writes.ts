import type { Collection, ReadStore } from '../application/ports/read-store';

const WRITES = new Set(['upsert', 'put', 'update', 'delete', 'deleteMany']);

/**
 * The store as a follower's projector sees it (shared read models, another instance
 * projects): reads go to the shared store, writes are not made, only their
 * collections noted, so the follower knows which of its caches an event made stale.
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
          if (!WRITES.has(key as string)) return (value as (...args: unknown[]) => unknown).bind(target);
          return async () => {
            written.add(name);
            return key === 'deleteMany' ? 0 : key === 'update' || key === 'delete' ? true : undefined;
          };
        },
      });
    },
  };
}
