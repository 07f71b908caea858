import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { reactorDeps } from '../../test/reactor-doubles';
import { metadataOf } from '../command-handling';
import type { EventStore, SubscribeOptions } from '../ports/event-store';
import type { Reactor } from './reactor';
import { ReactorRunner } from './reactor-runner';

/** An event store that ignores the type hint, as the EventStoreDB adapter does. */
const withoutTypeFilter = (store: EventStore): EventStore => Object.assign(Object.create(store) as EventStore, {
  subscribe: (options: SubscribeOptions) => store.subscribe({ ...options, types: undefined }),
});

class CountingCheckpoints extends MemoryCheckpointStore {
  puts = 0;
  override async put(name: string, position: number): Promise<void> {
    this.puts++;
    await super.put(name, position);
  }
}

describe('ReactorRunner', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(() => stores.close());

  it('reacts only to its types and saves its checkpoint per reaction, not per event, when the store delivers everything', async () => {
    const seen: string[] = [];
    const reactor: Reactor = { name: 'r', handles: ['SettingChanged'], react: async (e) => { seen.push(e.type); } };
    const meta = metadataOf(ctx());
    for (let i = 0; i < 200; i++) await stores.events.append(`noise-${i}`, [{ type: 'VoteCast', data: {}, metadata: meta }], 'no_stream');
    await stores.events.append('settings', [{ type: 'SettingChanged', data: { key: 'k', value: 'v' }, metadata: meta }], 'no_stream');
    const checkpoints = new CountingCheckpoints();
    const runner = new ReactorRunner([reactor], reactorDeps({ events: withoutTypeFilter(stores.events) }), checkpoints);
    await runner.start();
    const head = await stores.events.headPosition();
    await eventually(() => expect(runner.health()[0].position).toBe(head));
    expect(seen).toEqual(['SettingChanged']);
    await runner.stop();
    expect(checkpoints.puts).toBeLessThanOrEqual(3);
    expect(await checkpoints.get('r')).toBe(head);
  });
});
