import { Query } from 'mingo';
import type { ChangeListener, Collection, Doc, Filter, FindOptions, ReadStore, ShadowReadStore, Sort } from '../../application/ports/read-store';
import { ChangeListeners } from './change-listeners';

/**
 * The embedded read store: per collection a Map id → document, rebuilt by replay
 * at start. Writes store a structuredClone (callers may reuse their objects);
 * reads hand back the stored object itself (read-only by the port's contract),
 * and a write always replaces the stored object, so a document read earlier is a
 * stable snapshot.
 *
 * Filters go through mingo (MongoDB semantics), except the fast paths that make
 * no difference: no filter, an `id` or `id: { $in }` of strings (Map lookups), and plain top-level
 * equality on strings, numbers and booleans (which also matches arrays holding
 * the value, as MongoDB does).
 */
export class MemoryReadStore implements ReadStore {
  protected readonly collections = new Map<string, MemoryCollection<Doc>>();
  protected readonly changes = new ChangeListeners();

  onChange(listener: ChangeListener): () => void {
    return this.changes.add(listener);
  }

  changedElsewhere(collection: string): void {
    this.changes.fire(collection);
  }

  collection<T extends { id: string }>(name: string): Collection<T> {
    let c = this.collections.get(name);
    if (!c) {
      c = new MemoryCollection<Doc>(() => this.changes.fire(name));
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
    super();
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

type Matcher = (doc: Record<string, unknown>) => boolean;

class MemoryCollection<T extends { id: string }> implements Collection<T> {
  private docs = new Map<string, T>();

  /** `changed` runs after each write, synchronously (see ReadStore.onChange) */
  constructor(private readonly changed: () => void) {}

  clear(): void {
    this.docs = new Map();
  }

  take(): Map<string, T> {
    const docs = this.docs;
    this.docs = new Map();
    return docs;
  }

  replace(docs: Map<string, T>): void {
    this.docs = docs;
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
    this.docs.set(doc.id, cloneValue(doc));
    this.changed();
  }

  async put(doc: T): Promise<void> {
    // fields holding undefined are left out, as upsert does (at the top level, where projectors put them)
    for (const key in doc) if (doc[key] === undefined) delete doc[key];
    this.docs.set(doc.id, doc);
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
    this.docs.set(id, next as T);
    this.changed();
    return true;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = this.docs.delete(id);
    if (deleted) this.changed();
    return deleted;
  }

  async deleteMany(filter?: Filter): Promise<number> {
    if (isEmpty(filter)) {
      const n = this.docs.size;
      this.docs = new Map();
      if (n > 0) this.changed();
      return n;
    }
    const ids: string[] = [];
    for (const doc of this.candidates(filter)) ids.push(doc.id);
    for (const id of ids) this.docs.delete(id);
    if (ids.length > 0) this.changed();
    return ids.length;
  }

  /** The documents matching the filter: in insertion order, or in the order of an id / id $in lookup. */
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
    for (const doc of this.docs.values()) {
      if (matches(doc as unknown as Record<string, unknown>)) yield doc;
    }
  }
}

/**
 * Deep copy of a JSON-like document: plain objects, arrays, Dates; anything else
 * goes through structuredClone. About 9× faster than structuredClone on
 * documents like ours, and the copies belong to this realm (structuredClone's
 * do not under jest's vm, which breaks mingo's array checks). Fields holding
 * `undefined` are left out, as the MongoDB store does (ignoreUndefined).
 */
function cloneValue<V>(value: V): V {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneValue(value[i]);
    return out as V;
  }
  if (value instanceof Date) return new Date(value.getTime()) as V;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = cloneValue(v);
  }
  return out as V;
}

/** The ids a filter's `id` condition allows, when it is a string or `{ $in: [strings] }` alone. */
function idsOf(condition: unknown): Iterable<string> | null {
  if (typeof condition === 'string') return [condition];
  if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
    const keys = Object.keys(condition);
    const list = (condition as { $in?: unknown }).$in;
    if (keys.length === 1 && Array.isArray(list) && list.every((v) => typeof v === 'string')) return new Set(list as string[]);
  }
  return null;
}

function isEmpty(filter: Filter | undefined): boolean {
  if (!filter) return true;
  for (const _ in filter) return false;
  return true;
}

function isPlainEquality(filter: Filter): boolean {
  for (const key in filter) {
    if (key.charCodeAt(0) === 36 /* $ */ || key.includes('.')) return false;
    const t = typeof filter[key];
    if (t !== 'string' && t !== 'boolean' && !(t === 'number' && !Number.isNaN(filter[key]))) return false;
  }
  return true;
}

function compile(filter: Filter): Matcher {
  if (isPlainEquality(filter)) {
    const entries = Object.entries(filter);
    return (doc) => {
      for (const [key, expected] of entries) {
        const actual = doc[key];
        if (actual === expected) continue;
        if (Array.isArray(actual) && actual.includes(expected)) continue;
        return false;
      }
      return true;
    };
  }
  const query = new Query(filter);
  return (doc) => query.test(doc);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  if (!path.includes('.')) {
    if (value === undefined) delete target[path];
    else target[path] = value;
    return;
  }
  const parts = path.split('.');
  let node = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const child = node[parts[i]];
    // copy on the way down: earlier snapshots of the document stay unchanged
    const copy: Record<string, unknown> = Array.isArray(child)
      ? ([...child] as unknown as Record<string, unknown>)
      : child && typeof child === 'object'
        ? { ...(child as Record<string, unknown>) }
        : {};
    node[parts[i]] = copy;
    node = copy;
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

function sortDocs<T>(docs: T[], sort: Sort): T[] {
  const fields = Object.entries(sort) as [string, 1 | -1][];
  // decorate once: the keys are read per document, not per comparison
  const decorated = docs.map((doc, index) => ({
    doc,
    index,
    keys: fields.map(([path, dir]) => sortKey(getPath(doc, path), dir)),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareSortKeys(a.keys[i], b.keys[i]);
      if (c !== 0) return fields[i][1] === 1 ? c : -c;
    }
    return a.index - b.index;
  });
  return decorated.map((d) => d.doc);
}

/*
 * Value ordering for sorts, after MongoDB's BSON comparison order, so the
 * in-memory store sorts as MongoDB does: empty array < null/missing < numbers <
 * strings < objects < booleans < dates. Arrays sort by their smallest element
 * ascending and their largest descending. Strings compare by UTF-16 code unit
 * (MongoDB compares UTF-8 bytes; the two differ only between astral characters
 * and U+E000..U+FFFF).
 */
function rank(v: unknown): number {
  if (v === null || v === undefined) return 1;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 6;
    case 'object':
      if (v instanceof Date) return 7;
      if (v instanceof RegExp) return 8;
      return 4;
    default:
      return 9;
  }
}

function compareScalars(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 1:
      return 0;
    case 2:
    case 3:
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 6:
      return a === b ? 0 : a ? 1 : -1;
    case 7:
      return (a as Date).getTime() - (b as Date).getTime();
    default: {
      const sa = JSON.stringify(a) ?? '';
      const sb = JSON.stringify(b) ?? '';
      return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
  }
}

const EMPTY_ARRAY = Symbol('empty array');

/** The value a sort uses for a field: arrays give their min (asc) or max (desc) element. */
function sortKey(value: unknown, direction: 1 | -1): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return EMPTY_ARRAY;
  let best: unknown = value[0];
  for (let i = 1; i < value.length; i++) {
    const c = compareScalars(value[i], best);
    if (direction === 1 ? c < 0 : c > 0) best = value[i];
  }
  return best;
}

function compareSortKeys(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY) return b === EMPTY_ARRAY ? 0 : -1;
  if (b === EMPTY_ARRAY) return 1;
  return compareScalars(a, b);
}

/** Read a dotted path; through arrays it collects the elements' values (as MongoDB does). */
function getPath(doc: unknown, path: string): unknown {
  if (!path.includes('.')) return (doc as Record<string, unknown> | null | undefined)?.[path];
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    if (Array.isArray(current)) {
      const index = /^\d+$/.test(part) ? Number(part) : -1;
      if (index >= 0) current = current[index];
      else current = current.map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[part] : undefined)).flat();
    } else if (typeof current === 'object') {
      current = (current as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return current;
}
