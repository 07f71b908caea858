import { ctx, embeddedStores } from '../test/stores';
import { metadataOf } from '../application/command-handling';
import type { RecordedEvent } from '../application/ports/event-store';
import type { ReadStore } from '../application/ports/read-store';
import { applyOnce, type Projected, type Projector } from './projector';
import { ProjectionRunner } from './runner';
import { processingStatus } from '../application/processing/processing-status';
import { eventually } from '../test/eventually';

interface Count extends Projected { n: number }

// a counter is the least idempotent read model there is: replay must not double it
const counting: Projector = {
  name: 'counting',
  handles: ['Ticked'],
  async apply(e: RecordedEvent, store: ReadStore) {
    await applyOnce(store.collection<Count>('counts'), 'all', e.position, (c) => ({ id: 'all', n: (c?.n ?? 0) + 1 }));
  },
};

const tick = { type: 'Ticked', data: {}, metadata: metadataOf(ctx()) };

describe('ProjectionRunner', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(() => stores.close());

  it('catches up with the log at start, then follows live appends', async () => {
    for (let i = 0; i < 5; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await runner.start();
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(5);
    const { position } = await stores.events.append('s-live', [tick, tick], 'no_stream');
    expect(await runner.waitFor(position)).toBe(true);
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(7);
    await runner.stop();
  });

  it('replaying events it has already applied changes nothing (idempotent by position)', async () => {
    for (let i = 0; i < 3; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    const first = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await first.start();
    await first.stop();
    // a crash before the checkpoint was written: the next runner starts from 0 again
    await stores.reads.collection('projection_checkpoints').deleteMany({});
    const second = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await second.start();
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(3);
    await second.stop();
  });

  it('resumes from its checkpoint', async () => {
    await stores.events.append('a', [tick], 'no_stream');
    const first = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await first.start();
    await first.stop();
    expect((await stores.reads.collection<{ id: string; position: number }>('projection_checkpoints').get('counting'))?.position).toBe(1);
    await stores.events.append('b', [tick], 'no_stream');
    const second = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await second.start();
    expect(second.position).toBe(2);
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(2);
    await second.stop();
  });

  it('passes events no projector reads: a start and a waitFor on them resolve, and the checkpoint moves past them', async () => {
    const untouched = { type: 'Untouched', data: {}, metadata: metadataOf(ctx()) };
    await stores.events.append('a', [tick, untouched, untouched], 'no_stream');
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await runner.start();
    expect(runner.position).toBe(3);
    const { position } = await stores.events.append('b', [untouched], 'no_stream');
    expect(await runner.waitFor(position, 1000)).toBe(true);
    await runner.stop();
    expect((await stores.reads.collection<{ id: string; position: number }>('projection_checkpoints').get('counting'))?.position).toBe(4);
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(1);
  });

  it('waitFor gives up after its bound', async () => {
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await runner.start();
    expect(await runner.waitFor(999, 50)).toBe(false);
    await runner.stop();
  });

  it('a projector that throws stops at that event while the others go on; a wait behind it answers at once', async () => {
    const broken: Projector = { name: 'broken', handles: ['Ticked'], apply: async () => { throw new Error('bug'); } };
    const runner = new ProjectionRunner(stores.events, stores.reads, [broken, counting]);
    await runner.start();
    await stores.events.append('x', [tick], 'no_stream');
    const { position } = await stores.events.append('y', [tick], 'no_stream');
    const started = Date.now();
    expect(await runner.waitFor(position, 5000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(2);
    const health = runner.health();
    expect(health.find((h) => h.name === 'counting')).toMatchObject({ state: 'running', position, lastError: null });
    // stopped before the first event it failed on, never past it
    expect(health.find((h) => h.name === 'broken')).toMatchObject({
      state: 'retrying', position: 0, lastError: { message: 'bug', position: 1, type: 'Ticked' },
    });
    await runner.stop();
    const checkpoints = stores.reads.collection<{ id: string; position: number }>('projection_checkpoints');
    expect((await checkpoints.get('broken'))?.position).toBe(0);
    expect((await checkpoints.get('counting'))?.position).toBe(position);
  });

  it('retries with backoff, catches up on what it missed (each event once) and rejoins the shared feed', async () => {
    let failures = 2;
    const flaky: Projector = {
      name: 'flaky',
      handles: ['Ticked'],
      async apply(e, store) {
        if (e.position === 2 && failures > 0) {
          failures--;
          throw new Error('store hiccup');
        }
        await counting.apply(e, store);
      },
    };
    const runner = new ProjectionRunner(stores.events, stores.reads, [flaky]);
    await runner.start();
    await stores.events.append('a', [tick], 'no_stream');
    await stores.events.append('b', [tick], 'no_stream');
    await stores.events.append('c', [tick], 'no_stream');
    await eventually(() => expect(runner.health()[0]).toMatchObject({ state: 'running', lastError: null, position: 3 }));
    const { position } = await stores.events.append('d', [tick], 'no_stream');
    expect(await runner.waitFor(position)).toBe(true);
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(4);
    expect(failures).toBe(0);
    await runner.stop();
  });

  it("an operator's retry tries a failing projector again at once, and the status shows its lag behind the head", async () => {
    let broken = true;
    let attempts = 0;
    const fixable: Projector = {
      name: 'fixable',
      handles: ['Ticked'],
      async apply(e, store) {
        attempts++;
        if (broken) throw new Error('bug');
        await counting.apply(e, store);
      },
    };
    const runner = new ProjectionRunner(stores.events, stores.reads, [fixable]);
    await runner.start();
    for (const id of ['a', 'b', 'c']) await stores.events.append(id, [tick], 'no_stream');
    await eventually(() => expect(runner.health()[0]).toMatchObject({ state: 'retrying', position: 0 }));
    const status = await processingStatus(stores.events, runner.health(), new Date(Date.now() + 60_000));
    expect(status.head).toBe(3);
    expect(status.processors[0]).toMatchObject({ name: 'fixable', lagEvents: 3, lagCapped: false });
    expect(status.processors[0].lagSeconds).toBeGreaterThanOrEqual(59);
    // after four failures its backoff is about 2 s (at least 1.6 s): the retry does not wait for it
    await eventually(() => expect(runner.health()[0].attempts).toBeGreaterThanOrEqual(4), 8000);
    broken = false;
    const before = attempts;
    for (let i = 0; i < 3 && runner.health()[0].state === 'retrying'; i++) {
      expect(runner.retryNow('fixable')).toBe('retrying');
      await new Promise((r) => setTimeout(r, 50));
    }
    await eventually(() => expect(runner.health()[0]).toMatchObject({ state: 'running', position: 3, lastError: null }), 1000);
    expect(attempts).toBeGreaterThan(before);
    expect((await processingStatus(stores.events, runner.health(), new Date())).processors[0]).toMatchObject({ lagEvents: 0, lagSeconds: 0 });
    expect(runner.retryNow('nobody')).toBeNull();
    await runner.stop();
  });

  it('each projector resumes from its own checkpoint', async () => {
    for (let i = 0; i < 3; i++) await stores.events.append(`s-${i}`, [tick], 'no_stream');
    const seen: number[] = [];
    const other: Projector = { name: 'other', handles: ['Ticked'], apply: async (e) => { seen.push(e.position); } };
    const checkpoints = stores.reads.collection<{ id: string; position: number }>('projection_checkpoints');
    await checkpoints.upsert({ id: 'other', position: 2 });
    await checkpoints.upsert({ id: 'counting', position: 0 });
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting, other]);
    await runner.start();
    expect(seen).toEqual([3]);
    expect((await stores.reads.collection<Count>('counts').get('all'))?.n).toBe(3);
    await runner.stop();
  });
});
