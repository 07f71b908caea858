import type { ReadStore } from '../../application/ports/read-store';
import type { TimeTravel } from '../../projections/history/time-travel';

/**
 * The reads of a route over the live model, or over the model as it stood at `asOf`
 * (projections/history/time-travel.ts): `over` builds the same queries on a replayed
 * store, once per snapshot, so an asOf answer is shaped by the same code as the live one.
 */
export function asOfReads<Q>(travel: TimeTravel, live: Q, over: (store: ReadStore) => Q): (asOf: Date | undefined) => Promise<Q> {
  const built = new WeakMap<ReadStore, Q>();
  return async (asOf) => {
    if (!asOf) return live;
    const { store } = await travel.at(asOf);
    let queries = built.get(store);
    if (!queries) built.set(store, (queries = over(store)));
    return queries;
  };
}
