import type { StartedTestContainer } from 'testcontainers';
import { EventStoreDBClient } from '@eventstore/db-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';
import { describeWithContainers } from '../../test/containers';
import { EsdbEventStore } from './esdb-event-store';
import { eventStoreContract } from './event-store.contract';
import { FakeEsdbClient } from './testing/fake-esdb-client';

const IMAGE = 'eventstore/eventstore:24.10.0-bookworm-slim';

const metadata: EventMetadata = { actorId: 'u1', at: '2024-01-01T00:00:00.000Z', correlationId: 'c1', causationId: null };
const ev = (type: string, data: unknown = {}): NewEvent => ({ type, data, metadata });

/** resolves when `pred` holds, polling every few ms; rejects after `ms` */
async function eventually(pred: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describeWithContainers(`EsdbEventStore on ${IMAGE}`, () => {
  let container: StartedTestContainer | undefined;
  let url = '';

  beforeAll(async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_RUN_PROJECTIONS: 'All',
        EVENTSTORE_START_STANDARD_PROJECTIONS: 'true',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((s) => s >= 200 && s < 300))
      .withStartupTimeout(180_000)
      .start();
    url = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  }, 240_000);

  afterAll(async () => {
    await container?.stop();
  }, 60_000);

  eventStoreContract('EventStoreDB', async () => {
    const store = new EsdbEventStore(url);
    return { store, cleanup: () => store.close() };
  });

  it('resubscribes from the last delivered position after the subscription drops', async () => {
    const client = EventStoreDBClient.connectionString(url);
    const dropped: { destroy(err?: Error): unknown }[] = [];
    const original = client.subscribeToAll.bind(client);
    client.subscribeToAll = ((...args: Parameters<typeof original>) => {
      const sub = original(...args);
      dropped.push(sub);
      return sub;
    }) as typeof client.subscribeToAll;
    const store = new EsdbEventStore(client, { resubscribe: { initialDelayMs: 50 } });
    const stream = `drop-${Date.now()}`;
    const seen: RecordedEvent[] = [];
    try {
      const from = await store.headPosition();
      const sub = store.subscribe({ from, onEvent: (e) => void (e.streamId === stream && seen.push(e)) });
      await store.append(stream, [ev('A'), ev('B')], 'no_stream');
      await eventually(() => seen.length === 2, 10_000);
      dropped[0].destroy(new Error('simulated connection drop'));
      await store.append(stream, [ev('C')], 1);
      await eventually(() => seen.length === 3, 10_000);
      expect(seen.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(dropped.length).toBeGreaterThanOrEqual(2);
      await sub.close();
    } finally {
      await store.close();
      await client.dispose();
    }
  }, 30_000);
});

/*
 * Where no server can run, the adapter's own logic (position mapping, paging with
 * inclusive/exclusive cursors, system-event skipping, error mapping, resubscribe)
 * runs against a scripted client that keeps the server's rules (see the fake).
 */
describe('EsdbEventStore against a scripted client (no server needed)', () => {
  eventStoreContract('EventStoreDB adapter on the scripted client', async () => {
    const fake = new FakeEsdbClient();
    const store = new EsdbEventStore(fake.asClient());
    return { store, cleanup: () => store.close() };
  });

  let fake: FakeEsdbClient;
  let store: EsdbEventStore;
  beforeEach(() => {
    fake = new FakeEsdbClient();
    store = new EsdbEventStore(fake.asClient(), { resubscribe: { initialDelayMs: 1, maxDelayMs: 5 } });
  });
  afterEach(() => store.close());

  it('uses the commit position as our position, and resumes a subscription at {commit: n, prepare: n}', async () => {
    await store.append('s', [ev('A'), ev('B'), ev('C')], 'no_stream');
    const events = await store.readStream('s');
    const logged = fake.log.filter((e) => e.streamId === 's').map((e) => Number(e.position));
    expect(events.map((e) => e.position)).toEqual(logged);
    const seen: string[] = [];
    const sub = store.subscribe({ from: events[0].position, onEvent: (e) => void seen.push(e.type) });
    await eventually(() => seen.length === 2);
    expect(fake.subscribeCalls[0]).toEqual({
      fromPosition: { commit: BigInt(events[0].position), prepare: BigInt(events[0].position) },
      filterRegex: '^[^$].*',
    });
    expect(seen).toEqual(['B', 'C']);
    await sub.close();
  });

  it('subscribing from 0 starts at the start of $all and skips system events', async () => {
    fake.appendSystem('$stats-127.0.0.1:2113', '$statsCollected');
    await store.append('s', [ev('A')], 'no_stream');
    fake.appendSystem('$stats-127.0.0.1:2113', '$statsCollected');
    const seen: string[] = [];
    const sub = store.subscribe({ from: 0, onEvent: (e) => void seen.push(e.type) });
    await eventually(() => seen.length === 1);
    expect(fake.subscribeCalls[0].fromPosition).toBe('start');
    await store.append('s', [ev('B')], 0);
    await eventually(() => seen.length === 2);
    expect(seen).toEqual(['A', 'B']);
    await sub.close();
  });

  it('after a drop it resubscribes from the last delivered position, without gaps or repeats', async () => {
    const seen: RecordedEvent[] = [];
    const sub = store.subscribe({ from: 0, onEvent: (e) => void seen.push(e) });
    await store.append('s', [ev('A'), ev('B')], 'no_stream');
    await eventually(() => seen.length === 2);
    fake.dropSubscriptions();
    await store.append('s', [ev('C')], 1);
    await eventually(() => seen.length === 3);
    fake.dropSubscriptions();
    fake.dropSubscriptions();
    await store.append('t', [ev('D')], 'no_stream');
    await eventually(() => seen.length === 4);
    expect(seen.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    const b = seen[1].position;
    expect(fake.subscribeCalls[1].fromPosition).toEqual({ commit: BigInt(b), prepare: BigInt(b) });
    expect(fake.subscribeCalls.length).toBeGreaterThanOrEqual(3);
    await sub.close();
    expect(fake.live.size).toBe(0);
  });

  it('retries with backoff while the server is unreachable, then catches up', async () => {
    await store.append('s', [ev('A')], 'no_stream');
    fake.failNextSubscribes(3);
    const drops: number[] = [];
    await store.close();
    store = new EsdbEventStore(fake.asClient(), {
      resubscribe: { initialDelayMs: 1, maxDelayMs: 4 },
      onDrop: (_err, attempt) => drops.push(attempt),
    });
    const seen: string[] = [];
    const sub = store.subscribe({ from: 0, onEvent: (e) => void seen.push(e.type) });
    await eventually(() => seen.length === 1);
    expect(drops).toEqual([1, 2, 3]);
    await sub.close();
  });

  it('gives up after maxAttempts consecutive failures and says so through onError', async () => {
    await store.close();
    store = new EsdbEventStore(fake.asClient(), { resubscribe: { initialDelayMs: 1, maxDelayMs: 2, maxAttempts: 2 } });
    fake.failNextSubscribes(10);
    const error = await new Promise<unknown>((resolve) => {
      store.subscribe({ from: 0, onEvent: () => undefined, onError: resolve });
    });
    expect(String(error)).toMatch(/UNAVAILABLE/);
    expect(fake.subscribeCalls).toHaveLength(3);
  });

  it('a failing onEvent ends the subscription through onError, with no retry', async () => {
    await store.append('s', [ev('A'), ev('B')], 'no_stream');
    const seen: string[] = [];
    const error = await new Promise<unknown>((resolve) => {
      store.subscribe({
        from: 0,
        onEvent: (e) => {
          seen.push(e.type);
          throw new Error('projector bug');
        },
        onError: resolve,
      });
    });
    expect(error).toMatchObject({ message: 'projector bug' });
    expect(seen).toEqual(['A']);
    expect(fake.subscribeCalls).toHaveLength(1);
  });

  it('maps the client errors: wrong expected version (no_stream and bigint) and stream not found', async () => {
    await expect(store.append('s', [ev('A')], 3)).rejects.toMatchObject({ actual: -1, expected: 3, streamId: 's' });
    await store.append('s', [ev('A'), ev('B')], 'no_stream');
    const err = await store.append('s', [ev('C')], 'no_stream').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WrongExpectedRevisionError);
    expect(err).toMatchObject({ actual: 1, expected: 'no_stream' });
    expect(await store.readStream('nope')).toEqual([]);
  });

  it('headPosition skips system events at the end of the log and pages back past many of them', async () => {
    expect(await store.headPosition()).toBe(0);
    const { position } = await store.append('s', [ev('A')], 'no_stream');
    for (let i = 0; i < 100; i++) fake.appendSystem('$stats-127.0.0.1:2113', '$statsCollected');
    expect(await store.headPosition()).toBe(position);
  });

  it('readAll pages with an inclusive cursor: no repeats, no losses, system events skipped', async () => {
    for (let i = 0; i < 7; i++) {
      await store.append(`s${i % 3}`, [ev(`E${i}`)], 'any');
      fake.appendSystem('$stats-127.0.0.1:2113', '$statsCollected');
    }
    for (const batchSize of [1, 2, 3, 100]) {
      const got: string[] = [];
      for await (const e of store.readAll(0, { batchSize })) got.push(e.type);
      expect(got).toEqual(['E0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
    }
  });

  it('close disposes a client it created itself but not one it was given', async () => {
    await store.close();
    expect(fake.disposed).toBe(false);
  });
});
