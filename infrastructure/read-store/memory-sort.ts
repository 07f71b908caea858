import type { Sort } from '../../application/ports/read-store';

/** The memory store's sort: MongoDB's value order (see rank), ties kept in the collection's order. */
export function sortDocs<T>(docs: T[], sort: Sort): T[] {
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
