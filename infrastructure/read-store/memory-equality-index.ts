/**
 * The memory store's equality indexes: value → ids of the documents filed under it,
 * kept in the collection's order so an indexed find returns what a scan would.
 */

export type IndexKey = string | number | boolean;

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
export function equalityValues(condition: unknown): readonly IndexKey[] | null {
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
export class EqualityIndex {
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
