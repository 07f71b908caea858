import type { Decider, DomainEvent } from '../domain/shared/decider';
import { conflict } from '../domain/shared/errors';
import { ctx, embeddedStores } from '../test/stores';
import { handleCommand, loadStream, metadataOf } from './command-handling';
import { type EventStore, WrongExpectedRevisionError } from './ports/event-store';

type CounterEvent = DomainEvent<'Incremented', { by: number }>;
interface Cmd { type: 'Increment'; by: number; max?: number }
const counter: Decider<Cmd, { total: number }, CounterEvent> = {
  initialState: { total: 0 },
  evolve: (s, e) => ({ total: s.total + e.data.by }),
  decide: (c, s) => {
    if (c.max !== undefined && s.total + c.by > c.max) throw conflict('over the limit');
    return c.by === 0 ? [] : [{ type: 'Incremented', data: { by: c.by } }];
  },
};

describe('handleCommand', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(() => stores.close());

  it('appends the decided events with metadata and returns their position', async () => {
    const r = await handleCommand(stores.events, 'counter-1', counter, { type: 'Increment', by: 2 }, ctx('u1'));
    expect(r.position).toBe(1);
    const [e] = await stores.events.readStream('counter-1');
    expect(e).toMatchObject({ type: 'Incremented', data: { by: 2 }, revision: 0 });
    expect(e.metadata).toMatchObject({ actorId: 'u1', at: '2026-11-21T12:00:00.000Z', correlationId: 'corr-1' });
  });

  it('appends nothing and returns position 0 when the decider decides nothing', async () => {
    const r = await handleCommand(stores.events, 'counter-1', counter, { type: 'Increment', by: 0 }, ctx());
    expect(r).toEqual({ events: [], position: 0 });
    expect(await stores.events.headPosition()).toBe(0);
  });

  it('retries on a concurrent write and decides again on the fresh state', async () => {
    await handleCommand(stores.events, 'c', counter, { type: 'Increment', by: 1 }, ctx());
    // 4 writers race on one stream: each loses at most 3 times, so all land, none doubled
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => handleCommand(stores.events, 'c', counter, { type: 'Increment', by: 1 }, ctx())),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await stores.events.readStream('c')).length).toBe(5);
  });

  it('keeps the invariant under heavy contention: what fails, fails as a conflict', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => handleCommand(stores.events, 'c', counter, { type: 'Increment', by: 1, max: 3 }, ctx())),
    );
    const events = await stores.events.readStream('c');
    expect(events.length).toBe(3);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(3);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ kind: 'conflict' });
  });

  it('answers a conflict (409 kind) after repeated concurrent writes', async () => {
    const flaky: EventStore = Object.create(stores.events);
    flaky.append = async () => {
      throw new WrongExpectedRevisionError('c', 0, 5);
    };
    await expect(handleCommand(flaky, 'c', counter, { type: 'Increment', by: 1 }, ctx()))
      .rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe('loadStream', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(() => stores.close());
  const inc = (by: number) => ({ type: 'Incremented', data: { by }, metadata: metadataOf(ctx()) });

  it('folds a stream once, then only what was appended since, by anyone', async () => {
    await stores.events.append('k', [inc(1), inc(2)], 'no_stream');
    const read = jest.spyOn(stores.events, 'readStream');
    expect(await loadStream(stores.events, 'k', counter)).toEqual({ state: { total: 3 }, expected: 1 });
    expect(read).toHaveBeenLastCalledWith('k', 0);
    // an append that did not go through loadStream (another process, a CLI) is still seen
    await stores.events.append('k', [inc(10)], 1);
    expect(await loadStream(stores.events, 'k', counter)).toEqual({ state: { total: 13 }, expected: 2 });
    expect(read).toHaveBeenLastCalledWith('k', 2);
    expect(await loadStream(stores.events, 'k', counter)).toEqual({ state: { total: 13 }, expected: 2 });
    expect(read).toHaveBeenLastCalledWith('k', 3);
  });

  it('answers no_stream for a stream without events, and keeps stores apart', async () => {
    expect(await loadStream(stores.events, 'none', counter)).toEqual({ state: { total: 0 }, expected: 'no_stream' });
    await stores.events.append('shared-name', [inc(5)], 'no_stream');
    expect((await loadStream(stores.events, 'shared-name', counter)).state).toEqual({ total: 5 });
    const other = embeddedStores();
    try {
      await other.events.append('shared-name', [inc(7)], 'no_stream');
      expect((await loadStream(other.events, 'shared-name', counter)).state).toEqual({ total: 7 });
    } finally {
      await other.close();
    }
  });

  it('handleCommand keeps the state it appended: the next load starts after it', async () => {
    await handleCommand(stores.events, 'c3', counter, { type: 'Increment', by: 4 }, ctx());
    const read = jest.spyOn(stores.events, 'readStream');
    expect(await loadStream(stores.events, 'c3', counter)).toEqual({ state: { total: 4 }, expected: 0 });
    expect(read).toHaveBeenLastCalledWith('c3', 1);
  });

  it('handleCommand decides on the cached state plus the tail, and a stale cache only costs a retry', async () => {
    await handleCommand(stores.events, 'c2', counter, { type: 'Increment', by: 1 }, ctx());
    await stores.events.append('c2', [inc(100)], 0);
    await expect(handleCommand(stores.events, 'c2', counter, { type: 'Increment', by: 1, max: 101 }, ctx())).rejects.toThrow('over the limit');
    await handleCommand(stores.events, 'c2', counter, { type: 'Increment', by: 1, max: 102 }, ctx());
    expect((await loadStream(stores.events, 'c2', counter)).state).toEqual({ total: 102 });
  });
});
