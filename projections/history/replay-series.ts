import type { EventStore } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import type { Projector } from '../projector';
import { ProjectorFeed } from './feed';

const BATCH = 1000;
const YIELD_EVERY = 200;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One replay of the log into `store` through `projectors`, reading the store as it stood
 * once the event at each of `positions` (ascending or not) was applied: `read`'s answers in
 * the order of `positions`. It stops after the last one.
 */
export async function replaySeries<T>(
  events: EventStore, projectors: readonly Projector[], store: ReadStore, positions: readonly number[], read: (store: ReadStore) => Promise<T>,
): Promise<T[]> {
  const order = positions.map((position, i) => ({ position, i })).sort((a, b) => a.position - b.position);
  const values = new Array<T>(positions.length);
  if (order.length === 0) return values;
  const feed = new ProjectorFeed(projectors, store);
  let next = 0;
  let sinceYield = 0;
  for await (const event of events.readAll(0, { batchSize: BATCH })) {
    while (next < order.length && event.position > order[next].position) values[order[next++].i] = await read(store);
    if (next === order.length) break;
    if (feed.handles(event.type)) await feed.apply(event);
    // the in-memory store resolves at once: a turn of the event loop now and then keeps live requests answered
    if (++sinceYield === YIELD_EVERY) {
      sinceYield = 0;
      await turn();
    }
  }
  while (next < order.length) values[order[next++].i] = await read(store);
  return values;
}
