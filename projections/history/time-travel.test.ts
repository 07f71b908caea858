import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { AS_OF_IN_FUTURE, AS_OF_TOO_EARLY } from '../../domain/history/limits';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import type { Projector } from '../projector';
import { TimeTravel } from './time-travel';

const T0 = Date.parse('2026-05-01T12:00:00.000Z');
const at = (n: number) => new Date(T0 + n * 1000).toISOString();
const instant = (n: number) => new Date(T0 + n * 1000);

/** Counts the Ticks it was fed, in one document. */
const counter: Projector = {
  name: 'counter',
  handles: ['Tick'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const c = store.collection<{ id: string; n: number; last: number }>('ticks');
    const doc = await c.get('all');
    await c.put({ id: 'all', n: (doc?.n ?? 0) + 1, last: (event.data as { n: number }).n });
  },
};

let dir: string;
let events: SqliteEventStore;
const clock = { now: () => instant(1000) };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ubr-time-travel-'));
  events = new SqliteEventStore(path.join(dir, 'events.sqlite'));
});
afterEach(async () => {
  await events.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Appends Ticks stamped with these seconds after T0, one stream each, in this order. */
async function ticks(...seconds: number[]) {
  for (const [i, s] of seconds.entries()) {
    await events.append(`tick-${i}-${s}`, [{ type: 'Tick', data: { n: s }, metadata: { actorId: null, at: at(s), correlationId: 'c' } }], 'no_stream');
  }
}

const travel = (capacity?: number, budget?: number) => new TimeTravel(events, [counter], clock, () => new MemoryReadStore(), capacity, budget);
const countAt = async (t: TimeTravel, s: number) =>
  (await (await t.at(instant(s))).store.collection<{ id: string; n: number }>('ticks').get('all'))?.n ?? 0;

describe('TimeTravel', () => {
  it('replays up to the last event at or before the instant', async () => {
    await ticks(1, 2, 3, 5);
    const t = travel();
    expect(await countAt(t, 1)).toBe(1);
    expect(await countAt(t, 2.5)).toBe(2);
    expect(await countAt(t, 4)).toBe(3);
    expect(await countAt(t, 999)).toBe(4);
  });

  it("refuses an instant before the log's first event, and one beyond now", async () => {
    await ticks(10, 11);
    const t = travel();
    await expect(t.at(instant(9.999))).rejects.toMatchObject({ kind: 'validation', message: AS_OF_TOO_EARLY });
    await expect(t.at(instant(1060.001))).rejects.toMatchObject({ kind: 'validation', message: AS_OF_IN_FUTURE });
    await expect(travel().at(instant(5))).rejects.toMatchObject({ message: AS_OF_TOO_EARLY });
  });

  it("reads an instant up to a minute past now (a browser's clock ahead) as now", async () => {
    await ticks(10, 11, 999.5);
    const t = travel();
    const atNow = await t.at(instant(1000));
    for (const s of [1000.001, 1001.5, 1030, 1060]) {
      const snap = await t.at(instant(s));
      expect({ s, position: snap.position }).toEqual({ s, position: atNow.position });
      expect(snap.store).toBe(atNow.store);
    }
    expect(await countAt(t, 1030)).toBe(3);
    await expect(t.at(instant(1061))).rejects.toMatchObject({ kind: 'validation', message: AS_OF_IN_FUTURE });
  });

  it('an empty log is too early for any instant', async () => {
    await expect(travel().at(instant(5))).rejects.toMatchObject({ message: AS_OF_TOO_EARLY });
  });

  it('times out of order: the replay stops before the first event stamped after the instant', async () => {
    // the third was stamped before the second but appended after it (two commands at once)
    await ticks(1, 4, 3, 6);
    const t = travel();
    expect(await t.positionAt(instant(3.5))).toBe(1);
    expect(await t.positionAt(instant(4))).toBe(3);
    expect(await countAt(t, 3.5)).toBe(1);
    expect(await countAt(t, 5)).toBe(3);
  });

  it('follows the log as it grows', async () => {
    await ticks(1, 2);
    const t = travel();
    expect(await countAt(t, 50)).toBe(2);
    await ticks(3, 4);
    expect(await countAt(t, 50)).toBe(4);
    expect(await countAt(t, 2)).toBe(2);
  });

  it('one replay per position: instants between the same events and concurrent requests share it', async () => {
    await ticks(1, 2, 3);
    const t = travel();
    const stores = await Promise.all([t.at(instant(2.1)), t.at(instant(2.5)), t.at(instant(2.9)), t.at(instant(2))]);
    expect(new Set(stores.map((s) => s.store)).size).toBe(1);
    expect(t.replays).toBe(1);
  });

  it('keeps the most recently used positions only', async () => {
    await ticks(1, 2, 3, 4);
    const t = travel(2);
    await t.at(instant(1));
    await t.at(instant(2));
    await t.at(instant(1)); // 1 is now the most recent, 2 the oldest
    await t.at(instant(3)); // evicts 2
    expect(t.replays).toBe(3);
    await t.at(instant(1));
    expect(t.replays).toBe(3);
    await t.at(instant(2));
    expect(t.replays).toBe(4);
  });

  it('keeps snapshots while the events replayed into them stay within the budget, the newest always', async () => {
    await ticks(1, 2, 3, 4, 5, 6);
    // room for 8 snapshots, but only 7 replayed events in all
    const t = travel(8, 7);
    await t.at(instant(2)); // 2 events
    await t.at(instant(4)); // 4: 6 in all
    expect(t.keptSize).toBe(6);
    await t.at(instant(3)); // 3 more: 9 > 7, so the oldest (2) goes: 7
    expect(t.keptSize).toBe(7);
    expect(t.replays).toBe(3);
    await t.at(instant(4));
    await t.at(instant(3));
    expect(t.replays).toBe(3);
    await t.at(instant(2));
    expect(t.replays).toBe(4);
    // one larger than the whole budget is still kept (alone): the request that asked for it is served
    await t.at(instant(6));
    expect(t.keptSize).toBe(6);
    expect(t.kept(await t.positionAt(instant(6)))).toBe(true);
    expect(t.kept(await t.positionAt(instant(3)))).toBe(false);
    await t.at(instant(6));
    expect(t.replays).toBe(5);
  });

  it('a failed replay is not kept: the next request tries again', async () => {
    await ticks(1, 2);
    let fail = true;
    const flaky: Projector = { ...counter, apply: async (e, s) => { if (fail) throw new Error('boom'); await counter.apply(e, s); } };
    const t = new TimeTravel(events, [flaky], clock, () => new MemoryReadStore());
    await expect(t.at(instant(2))).rejects.toThrow('boom');
    fail = false;
    expect(await countAt(t, 2)).toBe(2);
  });

  it('given several instants, when a series is read, then one replay of the named projectors gives each as at() does', async () => {
    await ticks(1, 2, 3, 5);
    const t = travel();
    const other: Projector = { name: 'other', handles: ['Tick'], apply: async () => { throw new Error('not replayed'); } };
    const withOther = new TimeTravel(events, [counter, other], clock, () => new MemoryReadStore());
    const read = async (store: ReadStore) => (await store.collection<{ id: string; n: number }>('ticks').get('all'))?.n ?? 0;
    const series = await withOther.series([instant(0), instant(2.5), instant(1), instant(999), instant(1060)], ['counter'], read);
    expect(series.map((p) => [p.at.toISOString(), p.value])).toEqual([
      [at(2.5), 2], [at(1), 1], [at(999), 4], [at(1060), 4],
    ]);
    expect(withOther.replays).toBe(1);
    expect(await Promise.all([2.5, 1, 999].map((s) => countAt(t, s)))).toEqual([2, 1, 4]);
    await expect(withOther.series([instant(1000 + 61)], ['counter'], read)).rejects.toThrow(AS_OF_IN_FUTURE);
  });
});
