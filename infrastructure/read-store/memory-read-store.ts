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
 *
 * Equality indexes: the first find (count, deleteMany) that filters a top-level
 * field by equality to a string, number or boolean (or `$eq`, or `$in` of those)
 * builds an index on that field for the collection (value → ids); every write keeps
 * it up to date, and such finds then read only the ids under the value instead of
 * scanning. The rest of the filter is still tested on each candidate, and candidates
 * come in the collection's order, so results are those of the scan. A clear, take
 * or replace drops a collection's indexes; the next find rebuilds them.
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

type Matcher = (doc: Record<string, unknown>) => boolean;

class MemoryCollection<T extends { id: string }> implements Collection<T> {
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

type IndexKey = string | number | boolean;

/** Values an equality index files a document under, and a filter may look up: what the scan's equality matches. */
function isIndexKey(v: unknown): v is IndexKey {
  const t = typeof v;
  return t === 'string' || t === 'boolean' || (t === 'number' && !Number.isNaN(v));
}

/**
 * The values a field's condition requires one of (the field itself, or an element of
 * it when it is an array): `value`, `{ $eq: value }`, `{ $in: [values] }`; null for
 * any other condition (null, which also matches a missing field, objects, $ne, ...).
 */
function equalityValues(condition: unknown): readonly IndexKey[] | null {
  if (isIndexKey(condition)) return [condition];
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return null;
  let values: readonly IndexKey[] | null = null;
  for (const key in condition) {
    if (values) return null; // more than one operator
    const operand = (condition as Record<string, unknown>)[key];
    if (key === '$eq' && isIndexKey(operand)) values = [operand];
    else if (key === '$in' && Array.isArray(operand) && operand.length > 0 && operand.every(isIndexKey)) values = operand;
    else return null;
  }
  return values;
}

/** The ids under one index value, and whether they are still in the collection's order. */
interface Bucket {
  ids: Set<string>;
  /** false once a document not last in the collection was added (a replaced one that moved in) */
  ordered: boolean;
}

/**
 * An equality index on one top-level field: value → ids of the documents whose field
 * holds it, or is an array holding it (as equality matches: an array's own elements,
 * not nested ones). Documents whose field is missing, null, an object or NaN are in no bucket.
 */
class EqualityIndex {
  private readonly buckets = new Map<IndexKey, Bucket>();

  constructor(readonly field: string) {}

  size(value: IndexKey): number {
    return this.buckets.get(value)?.ids.size ?? 0;
  }

  /**
   * The ids under the value, in the collection's order: after a document moved in
   * (rare: the indexed fields are references that seldom change) one pass over the
   * collection's ids puts them back in order.
   */
  ids(value: IndexKey, docs: ReadonlyMap<string, unknown>): Iterable<string> {
    const bucket = this.buckets.get(value);
    if (!bucket) return [];
    if (!bucket.ordered) {
      const ordered = new Set<string>();
      for (const id of docs.keys()) if (bucket.ids.has(id)) ordered.add(id);
      bucket.ids = ordered;
      bucket.ordered = true;
    }
    return bucket.ids;
  }

  /** `last`: the document is the collection's last (new), so appending keeps the order */
  add(id: string, value: unknown, last: boolean): void {
    if (isIndexKey(value)) this.addKey(id, value, last);
    else if (Array.isArray(value)) for (const v of value) if (isIndexKey(v)) this.addKey(id, v, last);
  }

  remove(id: string, value: unknown): void {
    if (isIndexKey(value)) this.removeKey(id, value);
    else if (Array.isArray(value)) for (const v of value) if (isIndexKey(v)) this.removeKey(id, v);
  }

  private addKey(id: string, key: IndexKey, last: boolean): void {
    const bucket = this.buckets.get(key);
    if (!bucket) {
      this.buckets.set(key, { ids: new Set([id]), ordered: true });
      return;
    }
    if (bucket.ids.has(id)) return;
    bucket.ids.add(id);
    if (!last) bucket.ordered = false;
  }

  private removeKey(id: string, key: IndexKey): void {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.ids.delete(id) && bucket.ids.size === 0) this.buckets.delete(key);
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
