import type { ChangeListener, Collection, ReadStore, ShadowReadStore } from '../application/ports/read-store';

const WRITES = new Set(['upsert', 'put', 'update', 'delete', 'deleteMany']);

/**
 * The store as one projector sees it during a rebuild's replay, noting the collections
 * it writes: those are its read model, the ones the swap takes over. Observed rather
 * than declared, so a projector cannot forget to list one (a declared `collections`
 * adds to what is observed, for a model the replay happens to leave empty).
 */
export function recordingWrites(store: ShadowReadStore, written: Set<string>): ReadStore {
  const wrapped = new Map<string, Collection<{ id: string }>>();
  return {
    collection<T extends { id: string }>(name: string): Collection<T> {
      let c = wrapped.get(name);
      if (!c) {
        const inner = store.collection<{ id: string }>(name);
        c = new Proxy(inner, {
          get(target, key, receiver) {
            const value = Reflect.get(target, key, receiver) as unknown;
            if (typeof value !== 'function') return value;
            if (WRITES.has(key as string)) written.add(name);
            return (value as (...args: unknown[]) => unknown).bind(target);
          },
        });
        wrapped.set(name, c);
      }
      return c as unknown as Collection<T>;
    },
    dropAll: () => store.dropAll(),
    onChange: (listener: ChangeListener) => store.onChange(listener),
    shadow: () => store.shadow(),
    close: () => store.close(),
  };
}
