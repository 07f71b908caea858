import { ctx, embeddedStores } from '../test/stores';
import { metadataOf } from '../application/command-handling';
import type { RecordedEvent } from '../application/ports/event-store';
import type { ReadStore } from '../application/ports/read-store';
import { applyOnce, type Projected, type Projector } from './projector';
import { ProjectionRunner } from './runner';

interface Count extends Projected { n: number; by?: string }
interface Seen extends Projected { ticks: number }

/** Counts ticks; version 2 also says who built the document (a changed projector). */
const counting = (version: number): Projector => ({
  name: 'counting', handles: ['Ticked'], version,
  async apply(e: RecordedEvent, store: ReadStore) {
    await applyOnce(store.collection<Count>('counts'), 'all', e.position, (c) => ({
      id: 'all', n: (c?.n ?? 0) + 1, ...(version > 1 ? { by: `v${version}` } : {}),
    }));
  },
});

/** Another projector of the same events, into its own collection. */
const mirror: Projector = {
  name: 'mirror', handles: ['Ticked'],
  async apply(e: RecordedEvent, store: ReadStore) {
    await applyOnce(store.collection<Seen>('mirror'), 'all', e.position, (current) => ({ id: 'all', ticks: (current?.ticks ?? 0) + 1 }));
  },
};

const tick = { type: 'Ticked', data: {}, metadata: metadataOf(ctx()) };
const checkpoint = (reads: ReadStore, name: string) =>
  reads.collection<{ id: string; position: number; version?: number }>('projection_checkpoints').get(name);

describe('rebuilding a read model', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(() => stores.close());

  it('swaps in only the named model, built beside the live one, and follows the log after', async () => {
    for (let i = 0; i < 20; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting(1), mirror]);
    await runner.start();
    // a live model gone wrong (a bug, a hand edit): the rebuild puts it right
    await stores.reads.collection<Count>('counts').upsert({ id: 'all', n: 999, _position: 20 });
    await stores.reads.collection<Seen>('mirror').upsert({ id: 'all', ticks: -1, _position: 20 });
    const seen: string[] = [];
    stores.reads.onChange((name) => seen.push(name));
    expect(runner.rebuild('counting')).toBe('started');
    expect(runner.rebuild('mirror')).toBe('busy');
    expect(runner.rebuild('nobody')).toBe('unknown');
    expect(runner.health().find((h) => h.name === 'counting')?.rebuild).toEqual({ position: 0, startedAt: expect.any(String) });
    await runner.rebuildDone();
    expect(await stores.reads.collection<Count>('counts').get('all')).toMatchObject({ n: 20 });
    // only the named model is rebuilt and swapped
    expect(await stores.reads.collection<Seen>('mirror').get('all')).toMatchObject({ ticks: -1 });
    expect(seen).toContain('counts');
    expect(seen).not.toContain('mirror');
    expect(runner.health().find((h) => h.name === 'counting')).toMatchObject({ rebuild: null, position: 20, state: 'running' });
    const { position } = await stores.events.append('s-live', [tick], 'no_stream');
    expect(await runner.waitFor(position)).toBe(true);
    expect(await stores.reads.collection<Count>('counts').get('all')).toMatchObject({ n: 21 });
    await runner.stop();
  });

  it('a version bump rebuilds a persisted model after start, serving the old one meanwhile', async () => {
    for (let i = 0; i < 30; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    // the memory store kept between two runners stands for a persisted one (MongoDB)
    const first = new ProjectionRunner(stores.events, stores.reads, [counting(1)]);
    await first.start();
    await first.stop();
    expect(await checkpoint(stores.reads, 'counting')).toMatchObject({ position: 30, version: 1 });

    const second = new ProjectionRunner(stores.events, stores.reads, [counting(2)]);
    await second.start();
    // started and serving: the old model is there at once, the new one is being built
    const atStart = await stores.reads.collection<Count>('counts').get('all');
    expect(atStart).toMatchObject({ n: 30 });
    expect(atStart?.by).toBeUndefined();
    expect(second.health()[0].rebuild).not.toBeNull();
    await second.rebuildDone();
    expect(await stores.reads.collection<Count>('counts').get('all')).toMatchObject({ n: 30, by: 'v2' });
    expect(await checkpoint(stores.reads, 'counting')).toMatchObject({ position: 30, version: 2 });
    await second.stop();

    // the same version again: no rebuild
    const third = new ProjectionRunner(stores.events, stores.reads, [counting(2)]);
    await third.start();
    expect(third.health()[0].rebuild).toBeNull();
    await third.stop();
  });

  it('loses no event appended while it replays, catches up, and swaps', async () => {
    for (let i = 0; i < 200; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting(1), mirror]);
    await runner.start();
    let appending = true;
    let appended = 200;
    const counts: number[] = [];
    const writer = (async () => {
      while (appending) {
        await stores.events.append(`live-${appended}`, [tick], 'no_stream');
        appended++;
        counts.push((await stores.reads.collection<Count>('counts').get('all'))?.n ?? 0);
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let round = 0; round < 3; round++) {
      expect(runner.rebuild('counting')).toBe('started');
      await runner.rebuildDone();
    }
    appending = false;
    await writer;
    expect(await runner.waitFor(await stores.events.headPosition())).toBe(true);
    expect(await stores.reads.collection<Count>('counts').get('all')).toMatchObject({ n: appended });
    // a reader never saw the count go back (no gap, no older model after a newer one)
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]);
    expect(counts.every((n) => n >= 200)).toBe(true);
    await runner.stop();
  });

  it('stopping the runner ends a rebuild under way and keeps the live model', async () => {
    for (let i = 0; i < 50; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting(1)]);
    await runner.start();
    await stores.reads.collection<Count>('counts').upsert({ id: 'all', n: 7, _position: 50 });
    expect(runner.rebuild('counting')).toBe('started');
    await runner.stop();
    expect(await stores.reads.collection<Count>('counts').get('all')).toMatchObject({ n: 7 });
    expect(runner.rebuild('counting')).toBe('busy');
  });

  it('a failed rebuild leaves the live model and reports why', async () => {
    for (let i = 0; i < 5; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    let failing = false;
    const fragile: Projector = {
      name: 'fragile', handles: ['Ticked'],
      async apply(e, store) {
        if (failing) throw new Error('boom');
        await applyOnce(store.collection<Count>('fragile'), 'all', e.position, (c) => ({ id: 'all', n: (c?.n ?? 0) + 1 }));
      },
    };
    const runner = new ProjectionRunner(stores.events, stores.reads, [fragile]);
    await runner.start();
    failing = true;
    expect(runner.rebuild('fragile')).toBe('started');
    await runner.rebuildDone();
    expect(await stores.reads.collection<Count>('fragile').get('all')).toMatchObject({ n: 5 });
    expect(runner.health()[0]).toMatchObject({ rebuild: null, lastError: { message: 'Rebuild failed: boom', type: 'rebuild' } });
    await runner.stop();
  });
});
