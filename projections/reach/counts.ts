import type { Counted } from '../../application/reach/read-model';
import type { ReadStore } from '../../application/ports/read-store';

export type Counts = Record<string, number>;
export interface Change { before: Counts; after: Counts }

function pick(doc: Record<string, unknown>, fields: Counts): Counts {
  const out: Counts = {};
  for (const f in fields) out[f] = (doc[f] as number | undefined) ?? 0;
  return out;
}

/**
 * The counter changes one event makes, summed per document before any is written: an
 * event touches each document once, so `_position` alone tells whether it was applied.
 * A document absent is made from `base` (or left absent when `base` is null). A
 * remembering batch keeps each document's counts before (`_before`), so an event applied
 * again after a crash halfway through still learns what it changed (a viewer's first view).
 */
export class CountBatch {
  private readonly pending = new Map<string, { collection: string; id: string; base: object | null; delta: Counts }>();

  /** `remember`: keep each document's counts before the event (`_before`), for a caller that asks what changed. */
  constructor(private readonly remember = false) {}

  add(collection: string, id: string, base: object | null, delta: Counts): this {
    const key = keyOf(collection, id);
    const entry = this.pending.get(key);
    if (!entry) {
      this.pending.set(key, { collection, id, base, delta: { ...delta } });
      return this;
    }
    for (const f in delta) entry.delta[f] = (entry.delta[f] ?? 0) + delta[f];
    return this;
  }

  /** Writes every document once at `position`; answers each one's counts before and after (when remembering), by keyOf. */
  async flush(store: ReadStore, position: number): Promise<Map<string, Change>> {
    const changes = new Map<string, Change>();
    for (const { collection, id, base, delta } of this.pending.values()) {
      let zero = true;
      for (const f in delta) if (delta[f] !== 0) { zero = false; break; }
      if (zero) continue;
      const docs = store.collection<Counted>(collection);
      const current = await docs.get(id) as (Counted & Record<string, unknown>) | null;
      if (current && current._position >= position) {
        if (this.remember) {
          const after = pick(current, delta);
          changes.set(keyOf(collection, id), { before: current._position === position && current._before ? { ...after, ...current._before } : after, after });
        }
        continue;
      }
      if (!current && !base) continue;
      // one shape per collection: made as { id, ...base, _position }, copied whole after
      const next = (current ? { ...current } : { id, ...base, _position: 0 }) as Record<string, unknown>;
      const before = this.remember ? pick(next, delta) : null;
      for (const f in delta) next[f] = ((next[f] as number | undefined) ?? 0) + delta[f];
      next._position = position;
      if (before) {
        next._before = before;
        changes.set(keyOf(collection, id), { before, after: pick(next, delta) });
      }
      await docs.put(next as unknown as Counted);
    }
    this.pending.clear();
    return changes;
  }
}

export const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;
