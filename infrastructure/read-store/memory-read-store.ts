import type { ChangeListener, Collection, Doc, ReadStore, ShadowReadStore } from '../../application/ports/read-store';
import { ChangeListeners } from './change-listeners';
import { MemoryCollection } from './memory-collection';

/**
 * The embedded read store: per collection a Map id → document, rebuilt by replay
 * at start. Writes store a deep copy (callers may reuse their objects; `put` hands
 * its document over instead); reads hand back the stored object itself (read-only
 * by the port's contract), and a write always replaces the stored object, so a
 * document read earlier is a stable snapshot.
 *
 * A collection's finds, filter fast paths and equality indexes: memory-collection.ts.
 */
export class MemoryReadStore implements ReadStore {
  protected readonly collections = new Map<string, MemoryCollection<Doc>>();
  protected readonly changes = new ChangeListeners();

  /** `equalityIndexes: false` answers every find by a scan (tests compare the two) */
  constructor(readonly options: { readonly equalityIndexes?: boolean } = {}) {}

  onChange(listener: ChangeListener): () => void {
    return this.changes.add(listener);
  }

  changedElsewhere(collection: string): void {
    this.changes.fire(collection);
  }

  collection<T extends { id: string }>(name: string): Collection<T> {
    let c = this.collections.get(name);
    if (!c) {
      c = new MemoryCollection<Doc>(() => this.changes.fire(name), this.options.equalityIndexes !== false);
      this.collections.set(name, c);
    }
    return c as unknown as Collection<T>;
  }

  async dropAll(): Promise<void> {
    for (const c of this.collections.values()) c.clear();
    this.changes.fire('*');
  }

  shadow(): ShadowReadStore {
    return new MemoryShadowStore(this);
  }

  /**
   * Replace the documents of these collections with the given ones, and tell the
   * listeners, in one synchronous stretch: no read (nor write) runs in between.
   */
  adopt(replacements: ReadonlyMap<string, Map<string, Doc>>): void {
    for (const [name, docs] of replacements) (this.collection(name) as unknown as MemoryCollection<Doc>).replace(docs);
    for (const name of replacements.keys()) this.changes.fire(name);
  }

  /** The documents of a collection, handed over (the collection is left empty). */
  protected takeDocs(name: string): Map<string, Doc> {
    return this.collections.get(name)?.take() ?? new Map();
  }

  async close(): Promise<void> {
    // nothing to release
  }
}

/** A rebuild's scratch namespace: its own maps, moved into the live store by pointer at the swap. */
class MemoryShadowStore extends MemoryReadStore implements ShadowReadStore {
  constructor(private readonly live: MemoryReadStore) {
    super(live.options);
  }

  async swapInto(names: readonly string[]): Promise<void> {
    const replacements = new Map<string, Map<string, Doc>>();
    for (const name of names) replacements.set(name, this.takeDocs(name));
    this.live.adopt(replacements);
    this.collections.clear();
  }

  async discard(): Promise<void> {
    this.collections.clear();
  }
}
