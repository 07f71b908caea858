import type { Collection, Filter, FindOptions } from '../../application/ports/read-store';
import { cloneValue, setPath } from './memory-copy';
import { EqualityIndex, equalityValues, type IndexKey } from './memory-equality-index';
import { compile, idsOf, isEmpty } from './memory-filter';
import { sortDocs } from './memory-sort';

/**
 * One collection of the memory store: a Map id → document, in insertion order.
 *
 * Filters go through mingo (MongoDB semantics), except the fast paths that make
 * no difference: no filter, an `id` or `id: { $in }` of strings (Map lookups), and plain top-level
 * equality on strings, numbers and booleans (which also matches arrays holding
 * the value, as MongoDB does).
 *
 * Equality indexes: the first find (count, deleteMany) that filters a top-level
 * field by equality to a string, number or boolean (or `$eq`, or `$in` of those)
 * builds an index on that field for the collection (value → ids); every write keeps
 * it up to date, and such finds then read only the ids under the value instead of
 * scanning. The rest of the filter is still tested on each candidate, and candidates
 * come in the collection's order, so results are those of the scan. A clear, take
 * or replace drops a collection's indexes; the next find rebuilds them.
 */
export class MemoryCollection<T extends { id: string }> implements Collection<T> {
  private docs = new Map<string, T>();
  /** field → its equality index; empty until a find filters by equality */
  private readonly indexes = new Map<string, EqualityIndex>();

  /** `changed` runs after each write, synchronously (see ReadStore.onChange) */
  constructor(
    private readonly changed: () => void,
    private readonly indexing = true,
  ) {}

  clear(): void {
    this.docs = new Map();
    this.dropIndexes();
  }

  take(): Map<string, T> {
    const docs = this.docs;
    this.docs = new Map();
    this.dropIndexes();
    return docs;
  }

  replace(docs: Map<string, T>): void {
    this.docs = docs;
    this.dropIndexes();
  }

  private dropIndexes(): void {
    this.indexes.clear();
  }

  /** Store a document, keeping the indexes up to date. */
  private store(id: string, doc: T): void {
    if (this.indexes.size === 0) {
      this.docs.set(id, doc);
      return;
    }
    const prev = this.docs.get(id);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) {
      const before = prev ? (prev as Record<string, unknown>)[index.field] : undefined;
      const after = (doc as Record<string, unknown>)[index.field];
      if (before === after) continue;
      if (prev) index.remove(id, before);
      // a new document comes last in `docs`; a replaced one keeps its place
      index.add(id, after, !prev);
    }
  }

  /** Remove a document, keeping the indexes up to date. */
  private remove(id: string): boolean {
    if (this.indexes.size === 0) return this.docs.delete(id);
    const prev = this.docs.get(id);
    if (!prev) return false;
    this.docs.delete(id);
    for (const index of this.indexes.values()) index.remove(id, (prev as Record<string, unknown>)[index.field]);
    return true;
  }

  private index(field: string): EqualityIndex {
    let index = this.indexes.get(field);
    if (index) return index;
    index = new EqualityIndex(field);
    for (const [id, doc] of this.docs) index.add(id, (doc as Record<string, unknown>)[field], true);
    this.indexes.set(field, index);
    return index;
  }

  /**
   * The ids of the documents that can match the filter's most selective indexed
   * equality, in the collection's order; null when no condition narrows it to half
   * the collection or less (then a scan is as good).
   */
  private indexedIds(filter: Filter): Iterable<string> | null {
    let best: { index: EqualityIndex; values: readonly IndexKey[]; size: number } | null = null;
    for (const field in filter) {
      if (field === 'id' || field.charCodeAt(0) === 36 /* $ */ || field.includes('.')) continue;
      const values = equalityValues(filter[field]);
      if (!values) continue;
      const index = this.index(field);
      let size = 0;
      for (const v of values) size += index.size(v);
      if (!best || size < best.size) best = { index, values, size };
    }
    if (!best || best.size * 2 > this.docs.size) return null;
    if (best.size === 0) return [];
    const { index, values } = best;
    const hit = values.filter((v) => index.size(v) > 0);
    if (hit.length === 1) return index.ids(hit[0], this.docs);
    // $in over several values: their ids, in the collection's order (a pass over the ids, no filter test)
    const union = new Set<string>();
    for (const v of hit) for (const id of index.ids(v, this.docs)) union.add(id);
    const ordered: string[] = [];
    for (const id of this.docs.keys()) if (union.has(id)) ordered.push(id);
    return ordered;
  }

  async get(id: string): Promise<T | null> {
    return this.docs.get(id) ?? null;
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    const skip = options.skip && options.skip > 0 ? options.skip : 0;
    const limit = options.limit && options.limit > 0 ? options.limit : Infinity;
    const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
    if (!sort) {
      // no sort: stop as soon as the page is full
      const out: T[] = [];
      let skipped = 0;
      for (const doc of this.candidates(filter)) {
        if (skipped < skip) {
          skipped++;
          continue;
        }
        if (out.length >= limit) break;
        out.push(doc);
      }
      return out;
    }
    const matched = Array.from(this.candidates(filter));
    return sortDocs(matched, sort).slice(skip, limit === Infinity ? undefined : skip + limit);
  }

  async count(filter?: Filter): Promise<number> {
    if (isEmpty(filter)) return this.docs.size;
    let n = 0;
    for (const _ of this.candidates(filter)) n++;
    return n;
  }

  async upsert(doc: T): Promise<void> {
    this.store(doc.id, cloneValue(doc));
    this.changed();
  }

  async put(doc: T): Promise<void> {
    // fields holding undefined are left out, as upsert does (at the top level, where projectors put them)
    for (const key in doc) if (doc[key] === undefined) delete doc[key];
    this.store(doc.id, doc);
    this.changed();
  }

  async update(id: string, patch: Partial<T>): Promise<boolean> {
    const current = this.docs.get(id);
    if (!current) return false;
    const next = { ...current } as Record<string, unknown>;
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'id' || key === '_id') continue;
      setPath(next, key, cloneValue(value));
    }
    this.store(id, next as T);
    this.changed();
    return true;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = this.remove(id);
    if (deleted) this.changed();
    return deleted;
  }

  async deleteMany(filter?: Filter): Promise<number> {
    if (isEmpty(filter)) {
      const n = this.docs.size;
      this.docs = new Map();
      this.dropIndexes();
      if (n > 0) this.changed();
      return n;
    }
    const ids: string[] = [];
    for (const doc of this.candidates(filter)) ids.push(doc.id);
    for (const id of ids) this.remove(id);
    if (ids.length > 0) this.changed();
    return ids.length;
  }

  /**
   * The documents matching the filter: in insertion order, or in the order of an id / id $in lookup.
   * An index only narrows the candidates (in insertion order too); the filter still decides.
   */
  private *candidates(filter?: Filter): Iterable<T> {
    if (isEmpty(filter)) {
      yield* this.docs.values();
      return;
    }
    const f = filter as Filter;
    const matches = compile(f);
    const ids = idsOf(f.id);
    if (ids) {
      // by id or id $in: Map lookups instead of a scan
      for (const id of ids) {
        const doc = this.docs.get(id);
        if (doc && matches(doc as unknown as Record<string, unknown>)) yield doc;
      }
      return;
    }
    const indexed = this.indexing ? this.indexedIds(f) : null;
    if (indexed) {
      for (const id of indexed) {
        const doc = this.docs.get(id) as T;
        if (matches(doc as unknown as Record<string, unknown>)) yield doc;
      }
      return;
    }
    for (const doc of this.docs.values()) {
      if (matches(doc as unknown as Record<string, unknown>)) yield doc;
    }
  }
}
