import { Query } from 'mingo';
import type { Filter } from '../../application/ports/read-store';

/**
 * How the memory store tests a filter: through mingo (MongoDB semantics), except
 * plain top-level equality, which a loop over the entries answers the same way.
 */

export type Matcher = (doc: Record<string, unknown>) => boolean;

/** The ids a filter's `id` condition allows, when it is a string or `{ $in: [strings] }` alone. */
export function idsOf(condition: unknown): Iterable<string> | null {
  if (typeof condition === 'string') return [condition];
  if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
    const keys = Object.keys(condition);
    const list = (condition as { $in?: unknown }).$in;
    if (keys.length === 1 && Array.isArray(list) && list.every((v) => typeof v === 'string')) return new Set(list as string[]);
  }
  return null;
}

export function isEmpty(filter: Filter | undefined): boolean {
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

export function compile(filter: Filter): Matcher {
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
