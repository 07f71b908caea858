import { ctx, embeddedStores } from '../test/stores';
import { eventually } from '../test/eventually';
import { metadataOf } from '../application/command-handling';
import type { RecordedEvent } from '../application/ports/event-store';
import type { ProcessorHealth } from '../application/ports/processing';
import type { ReadStore } from '../application/ports/read-store';
import { applyOnce, type Projected, type Projector } from './projector';
import { REPLAY_SLICE_EVENTS } from './replay-slice';
import { ProjectionRunner } from './runner';

interface Count extends Projected { n: number }

const count = (e: RecordedEvent, store: ReadStore) =>
  applyOnce(store.collection<Count>('counts'), 'all', e.position, (c) => ({ id: 'all', n: (c?.n ?? 0) + 1 }));

const counting: Projector = { name: 'counting', handles: ['Ticked'], apply: count };

const tick = { type: 'Ticked', data: {}, metadata: metadataOf(ctx()) };
/** more events than one slice of a replay may take without a turn of the event loop */
const LONG = 5 * REPLAY_SLICE_EVENTS;

/** A turn of the event loop from now: what a timer or an HTTP request waits for. */
const nextTurn = <T>(read: () => T) => new Promise<T>((resolve) => setImmediate(() => resolve(read())));

describe('a replay in the serving process gives the event loop turns (issue 29)', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(async () => {
    stores = embeddedStores();
    for (let s = 0; s < LONG / REPLAY_SLICE_EVENTS; s++) {
      await stores.events.append(`s-${s}`, Array.from({ length: REPLAY_SLICE_EVENTS }, () => tick), 'no_stream');
    }
  });
  afterEach(() => stores.close());

  it('given a long log, when a model is rebuilt, then the next turn of the event loop comes while it replays', async () => {
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting]);
    await runner.start();
    expect(runner.rebuild('counting')).toBe('started');
    // turns of the event loop until the rebuild ends; a busy machine may give the first
    // ones before the replay has read its first page, so what counts is seeing it midway
    const seen: number[] = [];
    for (let turn = 0; turn < 10_000; turn++) {
      const rebuild = await nextTurn(() => runner.health()[0].rebuild);
      if (!rebuild) break;
      seen.push(rebuild.position ?? 0);
    }
    expect(seen.some((position) => position > 0 && position < LONG)).toBe(true);
    await runner.rebuildDone();
    expect(await stores.reads.collection<Count>('counts').get('all')).toMatchObject({ n: LONG });
    await runner.stop();
  });

  it('given a rebuild replaying, when another is asked for, then it is refused until the first has swapped', async () => {
    const other: Projector = { name: 'other', handles: ['Ticked'], apply: async () => undefined };
    const runner = new ProjectionRunner(stores.events, stores.reads, [counting, other]);
    await runner.start();
    expect(runner.rebuild('counting')).toBe('started');
    expect(await nextTurn(() => runner.rebuild('other'))).toBe('busy');
    expect(await nextTurn(() => runner.rebuild('counting'))).toBe('busy');
    await runner.rebuildDone();
    expect(runner.rebuild('other')).toBe('started');
    await runner.rebuildDone();
    await runner.stop();
  });

  it('given a long log, when a failed projector catches up, then the next turn of the event loop comes while it replays', async () => {
    let failed = false;
    let seen: Promise<ProcessorHealth> | null = null;
    const runner: ProjectionRunner = new ProjectionRunner(stores.events, stores.reads, [{
      name: 'flaky', handles: ['Ticked'],
      async apply(e, store) {
        if (!failed) {
          failed = true;
          throw new Error('the store was down');
        }
        // the catch-up's second event: what a timer set now finds
        if (e.position === 2) seen = nextTurn(() => runner.health()[0]);
        await count(e, store);
      },
    }]);
    await runner.start();
    // behind, retrying (on a loaded machine its 0.25 s backoff may have run out while the shared feed caught up)
    expect(runner.health()[0].state).toBe('retrying');
    expect(runner.health()[0].position).toBeLessThan(LONG);
    expect(runner.retryNow('flaky')).toBe('retrying');
    await eventually(() => expect(runner.health()[0]).toMatchObject({ state: 'running', position: LONG }));
    const during = await (seen as Promise<ProcessorHealth> | null);
    expect(during?.state).toBe('retrying');
    expect(during?.position).toBeGreaterThan(1);
    expect(during?.position).toBeLessThan(LONG);
    expect(await stores.reads.collection<Count>('counts').get('all')).toMatchObject({ n: LONG });
    await runner.stop();
  });
});
