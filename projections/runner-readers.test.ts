import { ctx, embeddedStores } from '../test/stores';
import { metadataOf } from '../application/command-handling';
import type { RecordedEvent } from '../application/ports/event-store';
import type { ProcessorHealth } from '../application/ports/processing';
import type { ReadStore } from '../application/ports/read-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { allProjectors } from './all-projectors';
import { applyOnce, type Projected, type Projector } from './projector';
import { ProjectionRunner } from './runner';
import { eventually } from '../test/eventually';

/**
 * Projectors that read other projectors' read models (`readsFrom`): while one they read
 * is behind (retrying), they are held at the same event and catch up with it, so the live
 * models stay what a replay of the log gives (docs/decisions/projections.md).
 */

interface Doc extends Projected { n: number; seen: Record<string, number> }

/**
 * Counts the ticks and copies, at each one, the count of every model it reads: a reader
 * applying an event against a model that is behind keeps a wrong copy until the next tick.
 * `failing(e)` true: it throws (a store hiccup) instead.
 */
function counter(name: string, readsFrom: string[] = [], failing: (e: RecordedEvent, store: ReadStore) => boolean = () => false): Projector {
  return {
    name, handles: ['Ticked'], readsFrom,
    async apply(e: RecordedEvent, store: ReadStore) {
      if (failing(e, store)) throw new Error(`${name}: store hiccup`);
      const seen: Record<string, number> = {};
      for (const other of readsFrom) seen[other] = (await store.collection<Doc>(other).get('all'))?.n ?? 0;
      await applyOnce(store.collection<Doc>(name), 'all', e.position, (c) => ({ id: 'all', n: (c?.n ?? 0) + 1, seen }));
    },
  };
}

const tick = { type: 'Ticked', data: {}, metadata: metadataOf(ctx()) };

describe('ProjectionRunner: projectors that read other read models', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(() => stores.close());

  const appendTicks = async (n: number) => {
    let position = 0;
    for (let i = 0; i < n; i++) ({ position } = await stores.events.append(`t-${Math.random()}`, [tick], 'no_stream'));
    return position;
  };
  const allRunning = (runner: ProjectionRunner, position: number) => eventually(() =>
    expect(runner.health().map((h) => [h.name, h.state, h.position >= position])).toEqual(runner.health().map((h) => [h.name, 'running', true])));
  /** every document of these collections, sorted */
  const documents = async (store: ReadStore, names: readonly string[]) => {
    const out: Record<string, unknown[]> = {};
    for (const name of names) out[name] = (await store.collection(name).find()).sort((a, b) => a.id.localeCompare(b.id));
    return out;
  };
  /** the same log through the same projectors (none failing) into a new store */
  const replay = async (projectors: readonly Projector[], position: number) => {
    const fresh = new MemoryReadStore();
    const runner = new ProjectionRunner(stores.events, fresh, projectors);
    await runner.start();
    expect(await runner.waitFor(position)).toBe(true);
    await runner.stop();
    return fresh;
  };
  const state = (runner: ProjectionRunner, name: string) => runner.health().find((h) => h.name === name) as ProcessorHealth;

  it("the audit's case: videos fails on an upload; events, battlers and ballots are held with it and end equal to a replay", async () => {
    // every name a projector says it reads is one of the projectors (a typo would hold nothing)
    const names = new Set(allProjectors.map((p) => p.name));
    expect(allProjectors.flatMap((p) => (p.readsFrom ?? []).filter((n) => !names.has(n)))).toEqual([]);

    let broken = true;
    const projectors = allProjectors.map((p) => p.name !== 'videos' ? p : {
      ...p, async apply(e: RecordedEvent, s: ReadStore) {
        if (e.type === 'VideoUploaded' && broken) throw new Error('transient store hiccup');
        return p.apply(e, s);
      },
    });
    const runner = new ProjectionRunner(stores.events, stores.reads, projectors);
    await runner.start();
    const md = metadataOf(ctx());
    const ap = (s: string, type: string, data: object) => stores.events.append(s, [{ type, data, metadata: md }], 'any');
    await ap('league-event-e1', 'LeagueEventCreated', { eventId: 'e1', title: 'Night', description: '', eventDate: '2025-01-01T00:00:00Z', thumbnailUrl: null });
    await ap('battler-a', 'BattlerCreated', { battlerId: 'a', name: 'A' });
    const { position: before } = await ap('battler-b', 'BattlerCreated', { battlerId: 'b', name: 'B' });
    const upload = (videoId: string, isMainEvent: boolean) => ap(`video-${videoId}`, 'VideoUploaded', {
      videoId, title: 'A vs B', description: '', eventId: 'e1', battlerAId: 'a', battlerAName: 'A', battlerBId: 'b', battlerBName: 'B',
      isMainEvent, requiresAuth: false, thumbnailUrl: null, fileKey: `videos/${videoId}.mp4`, fileSize: 1, mimeType: 'video/mp4',
      duration: 1, width: 1, height: 1, bitrate: 1,
    });
    const { position: uploaded } = await upload('v1', true);
    const vote = { videoId: 'v1', userId: 'u1', battlerId: 'a', battlerAId: 'a', battlerBId: 'b' };
    const { position: voted } = await ap('ballot-v1-u1', 'VoteCast', vote);
    await upload('v2', false);
    await ap('battler-c', 'BattlerCreated', { battlerId: 'c', name: 'C' });

    // a read-your-writes wait behind the held ones answers at once (not after its 2 s)
    const started = Date.now();
    expect(await runner.waitFor(voted, 5000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
    await eventually(() => expect(state(runner, 'videos')).toMatchObject({
      state: 'retrying', position: before, lastError: { message: 'transient store hiccup', position: uploaded, type: 'VideoUploaded' },
    }));
    for (const name of ['events', 'battlers', 'ballots']) {
      // stopped where videos stopped, the reason shown on the status's wire as it is
      expect(state(runner, name)).toMatchObject({
        state: 'retrying', position: before, attempts: 0,
        lastError: { message: expect.stringContaining('videos'), position: uploaded, type: 'VideoUploaded' },
      });
    }
    // the battler created meanwhile is not in the held model yet; the models that read nothing behind go on
    expect(await stores.reads.collection('battlers').get('c')).toBeNull();
    for (const name of ['users', 'settings', 'comments', 'youtube_videos']) expect(state(runner, name).state).toBe('running');
    expect(runner.lastError).toMatchObject({ message: 'transient store hiccup' });

    broken = false;
    expect(runner.retryNow('battlers')).toBe('retrying');
    // nothing after the recovery touches the event or its battlers: their documents are what the catch-up made
    const { position: last } = await ap('battler-d', 'BattlerCreated', { battlerId: 'd', name: 'D' });
    await allRunning(runner, last);
    expect(await runner.waitFor(last)).toBe(true);
    await runner.stop();

    const catalogue = ['videos', 'events', 'battlers', 'ballots'];
    const live = await documents(stores.reads, catalogue);
    expect(live).toEqual(await documents(await replay(allProjectors, last), catalogue));
    const event = await stores.reads.collection<{ id: string; videoCount: number; mainVideo: unknown }>('events').get('e1');
    expect(event).toMatchObject({ videoCount: 2, mainVideo: expect.objectContaining({ id: 'v1' }) });
    expect(await stores.reads.collection('battlers').get('a')).toMatchObject({ battles: 2, totalVotes: 1 });
  });

  it('holds are transitive (C reads B reads A) and a cycle (X and Y read each other) catches up as one: live equals a replay', async () => {
    const failures = { A: 1, Y: 2 };
    const flaky = (name: keyof typeof failures) => (e: RecordedEvent) => e.position === 2 && failures[name]-- > 0;
    const projectors = [
      counter('A', [], flaky('A')), counter('B', ['A']), counter('C', ['B']),
      counter('X', ['Y']), counter('Y', ['X'], flaky('Y')), counter('free'),
    ];
    const runner = new ProjectionRunner(stores.events, stores.reads, projectors);
    await runner.start();
    await appendTicks(1);
    const position = await appendTicks(3);
    await eventually(() => expect(failures).toEqual({ A: -1, Y: -1 }));
    await allRunning(runner, position);
    await runner.stop();
    const names = projectors.map((p) => p.name);
    const live = await documents(stores.reads, names);
    expect(live).toEqual(await documents(await replay(projectors.map((p) => counter(p.name, [...p.readsFrom ?? []])), position), names));
    // as the shared feed gives it: B reads A after A applied the tick, X reads Y before (Y comes later)
    expect(live.C[0]).toMatchObject({ n: 4, seen: { B: 4 } });
    expect(live.X[0]).toMatchObject({ n: 4, seen: { Y: 3 } });
    expect(live.Y[0]).toMatchObject({ n: 4, seen: { X: 4 } });
  });

  it('with nothing failing, readers follow the shared feed as before; a failure holds only the readers of the failed model', async () => {
    let broken: string | null = null;
    const failing = (name: string) => () => broken === name;
    const projectors = [counter('A', [], failing('A')), counter('B', ['A']), counter('other', [], failing('other'))];
    const readAll = jest.spyOn(stores.events, 'readAll');
    const runner = new ProjectionRunner(stores.events, stores.reads, projectors);
    await runner.start();
    let position = await appendTicks(3);
    expect(await runner.waitFor(position)).toBe(true);
    // the shared feed alone: no catch-up read the log, nobody held
    expect(readAll).not.toHaveBeenCalled();
    expect(runner.health().map((h) => [h.name, h.state, h.position, h.attempts, h.lastError])).toEqual(
      ['A', 'B', 'other'].map((name) => [name, 'running', position, 0, null]));
    expect((await documents(stores.reads, ['B'])).B[0]).toMatchObject({ n: 3, seen: { A: 3 } });

    // a model B does not read: B goes on
    broken = 'other';
    position = await appendTicks(1);
    await eventually(() => expect(state(runner, 'other').state).toBe('retrying'));
    expect(await runner.waitFor(position, 1000)).toBe(false);
    expect([state(runner, 'A'), state(runner, 'B')]).toMatchObject([{ state: 'running', position }, { state: 'running', position }]);
    broken = null;
    runner.retryNow('other');
    await allRunning(runner, position);

    // the model B reads: B stops with it
    broken = 'A';
    const stuck = position + 1;
    position = await appendTicks(2);
    expect(await runner.waitFor(position, 1000)).toBe(false);
    expect(state(runner, 'A').state).toBe('retrying');
    expect(state(runner, 'B')).toMatchObject({ state: 'retrying', position: stuck - 1, lastError: { position: stuck, type: 'Ticked' } });
    expect(state(runner, 'other')).toMatchObject({ state: 'running', position });
    broken = null;
    runner.retryNow('A');
    await allRunning(runner, position);
    expect((await documents(stores.reads, ['B'])).B[0]).toMatchObject({ n: 6, seen: { A: 6 } });
    await runner.stop();
  });

  it('a reader rebuilt while what it reads is behind is swapped in held, and catches up with it', async () => {
    let broken = false;
    // the live store fails (the rebuild's shadow does not)
    const projectors = [counter('A', [], (_e, store) => broken && store === stores.reads), counter('B', ['A'])];
    const runner = new ProjectionRunner(stores.events, stores.reads, projectors);
    await runner.start();
    await appendTicks(2);
    broken = true;
    let position = await appendTicks(2);
    expect(await runner.waitFor(position, 1000)).toBe(false);
    expect(runner.rebuild('B')).toBe('started');
    await runner.rebuildDone();
    // the shadow's own A was whole: B's swapped-in model is right, but the live A is behind it
    expect(state(runner, 'B')).toMatchObject({ state: 'retrying', position, lastError: { type: 'rebuild' } });
    expect((await documents(stores.reads, ['B'])).B[0]).toMatchObject({ n: 4, seen: { A: 4 } });
    position = await appendTicks(1);
    broken = false;
    runner.retryNow('A');
    await allRunning(runner, position);
    await runner.stop();
    expect(await documents(stores.reads, ['A', 'B'])).toEqual(await documents(await replay(projectors, position), ['A', 'B']));
  });
});
