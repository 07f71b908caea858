import { randomUUID } from 'node:crypto';
import type {
  EventMetadata,
  EventStore,
  NewEvent,
  RecordedEvent,
  Subscription,
} from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';

/**
 * The one behaviour every EventStore adapter must show. Each test uses its own
 * stream names and only looks at its own streams (the EventStoreDB run shares one
 * server between tests, so the global log holds other tests' events too).
 */
export function eventStoreContract(
  name: string,
  make: () => Promise<{ store: EventStore; cleanup(): Promise<void> }>,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    let prefix: string;
    const open: Subscription[] = [];

    beforeEach(async () => {
      ({ store, cleanup } = await make());
      prefix = `ct${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    });

    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
      await cleanup();
    });

    const stream = (label: string) => `${prefix}-${label}`;
    const meta = (over: Partial<EventMetadata> = {}): EventMetadata => ({
      actorId: 'user-1',
      at: '2024-05-01T12:00:00.000Z',
      correlationId: 'req-1',
      causationId: null,
      ...over,
    });
    const ev = (type: string, data: unknown = {}, metadata: EventMetadata = meta()): NewEvent => ({ type, data, metadata });
    const mine = (e: RecordedEvent) => e.streamId.startsWith(`${prefix}-`);

    async function collect(iterable: AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> {
      const out: RecordedEvent[] = [];
      for await (const e of iterable) if (mine(e)) out.push(e);
      return out;
    }

    async function expectWrongRevision(p: Promise<unknown>, streamId: string, actual: number) {
      const err = await p.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(WrongExpectedRevisionError);
      expect((err as WrongExpectedRevisionError).streamId).toBe(streamId);
      expect((err as WrongExpectedRevisionError).actual).toBe(actual);
    }

    async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > until) throw new Error('timed out waiting for the subscription to reach the head');
        await new Promise((r) => setTimeout(r, 10));
      }
    }

    /** a subscriber that records this test's events and lets a test wait for a count */
    function recorder() {
      const seen: RecordedEvent[] = [];
      let waiting: { n: number; resolve: () => void } | null = null;
      const onEvent = (e: RecordedEvent) => {
        if (!mine(e)) return;
        seen.push(e);
        if (waiting && seen.length >= waiting.n) {
          waiting.resolve();
          waiting = null;
        }
      };
      const waitFor = (n: number, timeoutMs = 5000) =>
        new Promise<void>((resolve, reject) => {
          if (seen.length >= n) return resolve();
          const timer = setTimeout(
            () => reject(new Error(`timed out waiting for ${n} events, got ${seen.length}`)),
            timeoutMs,
          );
          waiting = {
            n,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          };
        });
      return { seen, onEvent, waitFor };
    }

    it('appends to a new stream with no_stream: revisions 0..n-1, result names the last event', async () => {
      const s = stream('new');
      const result = await store.append(s, [ev('A', { n: 0 }), ev('B', { n: 1 }), ev('C', { n: 2 })], 'no_stream');
      expect(result.revision).toBe(2);
      const events = await store.readStream(s);
      expect(events.map((e) => [e.revision, e.type, e.data])).toEqual([
        [0, 'A', { n: 0 }],
        [1, 'B', { n: 1 }],
        [2, 'C', { n: 2 }],
      ]);
      expect(events.every((e) => e.streamId === s)).toBe(true);
      expect(result.position).toBe(events[2].position);
      expect(new Set(events.map((e) => e.id)).size).toBe(3);
      for (const e of events) expect(e.id).toMatch(/^[0-9a-f-]{36}$/i);
    });

    it('appends with the matching expected revision and refuses a stale one, naming the actual', async () => {
      const s = stream('expected');
      await store.append(s, [ev('A'), ev('B')], 'no_stream');
      const ok = await store.append(s, [ev('C')], 1);
      expect(ok.revision).toBe(2);
      await expectWrongRevision(store.append(s, [ev('D')], 1), s, 2);
      await expectWrongRevision(store.append(s, [ev('D')], 5), s, 2);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('refuses a number on a stream that does not exist, with actual -1', async () => {
      const s = stream('absent-number');
      await expectWrongRevision(store.append(s, [ev('A')], 0), s, -1);
      expect(await store.readStream(s)).toEqual([]);
    });

    it('refuses no_stream on an existing stream', async () => {
      const s = stream('exists');
      await store.append(s, [ev('A')], 'no_stream');
      await expectWrongRevision(store.append(s, [ev('B')], 'no_stream'), s, 0);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it("'any' appends whatever the stream's state", async () => {
      const s = stream('any');
      expect((await store.append(s, [ev('A')], 'any')).revision).toBe(0);
      expect((await store.append(s, [ev('B'), ev('C')], 'any')).revision).toBe(2);
      expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2]);
    });

    it('an empty append changes nothing and answers the current state', async () => {
      const s = stream('empty');
      expect(await store.append(s, [], 'any')).toEqual({ revision: -1, position: 0 });
      const first = await store.append(s, [ev('A'), ev('B')], 'no_stream');
      expect(await store.append(s, [], 1)).toEqual(first);
      expect(await store.append(s, [], 'any')).toEqual(first);
      await expectWrongRevision(store.append(s, [], 0), s, 1);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('reads a stream in revision order, and [] for a stream that does not exist', async () => {
      const s = stream('order');
      await store.append(s, [ev('E0')], 'no_stream');
      await store.append(stream('other'), [ev('X')], 'no_stream');
      await store.append(s, [ev('E1'), ev('E2')], 0);
      await store.append(s, [ev('E3')], 2);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['E0', 'E1', 'E2', 'E3']);
      expect(await store.readStream(stream('never-written'))).toEqual([]);
    });

    it('reads a stream from a revision: the events from it on, [] past the end', async () => {
      const s = stream('from-rev');
      await store.append(s, [ev('R0'), ev('R1'), ev('R2')], 'no_stream');
      expect((await store.readStream(s, 1)).map((e) => [e.type, e.revision])).toEqual([['R1', 1], ['R2', 2]]);
      expect((await store.readStream(s, 0)).map((e) => e.type)).toEqual(['R0', 'R1', 'R2']);
      expect(await store.readStream(s, 3)).toEqual([]);
      expect(await store.readStream(stream('from-rev-none'), 2)).toEqual([]);
    });

    it('positions strictly increase in append order across streams; headPosition is the last', async () => {
      const results = [];
      results.push(await store.append(stream('p1'), [ev('A'), ev('B')], 'no_stream'));
      results.push(await store.append(stream('p2'), [ev('C')], 'no_stream'));
      results.push(await store.append(stream('p1'), [ev('D'), ev('E'), ev('F')], 1));
      results.push(await store.append(stream('p3'), [ev('G')], 'any'));
      const all = await collect(store.readAll(0));
      expect(all.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
      for (let i = 1; i < all.length; i++) expect(all[i].position).toBeGreaterThan(all[i - 1].position);
      expect(all[0].position).toBeGreaterThan(0);
      expect(results.map((r) => r.position)).toEqual([all[1], all[2], all[5], all[6]].map((e) => e.position));
      expect(await store.headPosition()).toBeGreaterThanOrEqual(all[6].position);
      // what readStream reports agrees with the global order
      const p1 = await store.readStream(stream('p1'));
      expect(p1.map((e) => e.position)).toEqual([all[0], all[1], all[3], all[4], all[5]].map((e) => e.position));
    });

    it('readAll from 0, from a middle position and from the last position', async () => {
      for (let i = 0; i < 6; i++) await store.append(stream(`ra${i % 2}`), [ev(`T${i}`)], 'any');
      const all = await collect(store.readAll(0));
      expect(all.map((e) => e.type)).toEqual(['T0', 'T1', 'T2', 'T3', 'T4', 'T5']);
      const middle = all[2].position;
      expect((await collect(store.readAll(middle))).map((e) => e.type)).toEqual(['T3', 'T4', 'T5']);
      expect(await collect(store.readAll(all[5].position))).toEqual([]);
      // the default `from` is the start
      expect((await collect(store.readAll())).map((e) => e.type)).toEqual(all.map((e) => e.type));
    });

    it('readAll batching crosses batch boundaries without loss or duplicates', async () => {
      const start = await store.headPosition();
      const s = stream('batch');
      await store.append(s, Array.from({ length: 10 }, (_, i) => ev(`B${i}`, { i })), 'no_stream');
      await store.append(s, Array.from({ length: 7 }, (_, i) => ev(`B${i + 10}`, { i: i + 10 })), 9);
      const expected = Array.from({ length: 17 }, (_, i) => `B${i}`);
      for (const batchSize of [1, 3, 4, 17, 1000]) {
        const got = await collect(store.readAll(start, { batchSize }));
        expect(got.map((e) => e.type)).toEqual(expected);
      }
    });

    it('subscribe from 0 delivers history, then live events, in order and one at a time', async () => {
      const s1 = stream('sub-a');
      const s2 = stream('sub-b');
      await store.append(s1, [ev('H0'), ev('H1')], 'no_stream');
      await store.append(s2, [ev('H2')], 'no_stream');
      const rec = recorder();
      let inFlight = 0;
      let maxInFlight = 0;
      open.push(
        store.subscribe({
          from: 0,
          onEvent: async (e) => {
            inFlight++;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await new Promise((r) => setTimeout(r, 2));
            rec.onEvent(e);
            inFlight--;
          },
        }),
      );
      await rec.waitFor(3);
      await store.append(s1, [ev('L0'), ev('L1')], 1);
      await store.append(s2, [ev('L2')], 0);
      await rec.waitFor(6);
      expect(rec.seen.map((e) => e.type)).toEqual(['H0', 'H1', 'H2', 'L0', 'L1', 'L2']);
      for (let i = 1; i < rec.seen.length; i++) expect(rec.seen[i].position).toBeGreaterThan(rec.seen[i - 1].position);
      expect(maxInFlight).toBe(1);
    });

    it('a subscription with types delivers every event of those types in order, and its reach (events or onPassed) gets to the head', async () => {
      const s = stream('sub-typed');
      const from = await store.headPosition();
      await store.append(s, [ev('Wanted'), ev('Other'), ev('Other'), ev('Wanted'), ev('Other')], 'no_stream');
      const rec = recorder();
      let reach = from;
      const reached = (position: number) => {
        expect(position).toBeGreaterThan(reach);
        reach = position;
      };
      open.push(store.subscribe({
        from,
        types: ['Wanted'],
        onEvent: (e) => {
          reached(e.position);
          rec.onEvent(e);
        },
        onPassed: reached,
      }));
      await rec.waitFor(2);
      const head = await store.headPosition();
      await waitUntil(() => reach >= head);
      expect(rec.seen.filter((e) => e.type === 'Wanted').map((e) => e.revision)).toEqual([0, 3]);
      // live appends: a wanted one arrives, an unwanted one is passed
      await store.append(s, [ev('Other'), ev('Wanted'), ev('Other')], 4);
      await rec.waitFor(3);
      const head2 = await store.headPosition();
      await waitUntil(() => reach >= head2);
      expect(rec.seen.filter((e) => e.type === 'Wanted').map((e) => e.revision)).toEqual([0, 3, 6]);
    });

    it('subscribe from a middle position delivers exactly the events after it', async () => {
      const s = stream('sub-mid');
      await store.append(s, [ev('M0'), ev('M1'), ev('M2'), ev('M3')], 'no_stream');
      const all = await store.readStream(s);
      const rec = recorder();
      open.push(store.subscribe({ from: all[1].position, onEvent: rec.onEvent }));
      await rec.waitFor(2);
      await store.append(s, [ev('M4')], 3);
      await rec.waitFor(3);
      expect(rec.seen.map((e) => e.type)).toEqual(['M2', 'M3', 'M4']);
      expect(rec.seen.map((e) => e.position)).toEqual([all[2].position, all[3].position, expect.any(Number)]);
    });

    it('a subscription from the head sees only new events; a closed one sees none', async () => {
      const s = stream('sub-head');
      await store.append(s, [ev('Old')], 'no_stream');
      const rec = recorder();
      const sub = store.subscribe({ from: await store.headPosition(), onEvent: rec.onEvent });
      open.push(sub);
      await store.append(s, [ev('New')], 0);
      await rec.waitFor(1);
      await sub.close();
      await store.append(s, [ev('AfterClose')], 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(rec.seen.map((e) => e.type)).toEqual(['New']);
    });

    it('round-trips metadata: actorId (or null), at, correlationId, causationId', async () => {
      const s = stream('meta');
      const m1 = meta({ actorId: 'user-42', at: '2024-06-30T23:59:59.123Z', correlationId: randomUUID(), causationId: 'cmd-7' });
      const m2 = meta({ actorId: null, correlationId: 'req-visitor' });
      await store.append(s, [ev('A', { x: 1 }, m1), ev('B', { x: 2 }, m2)], 'no_stream');
      const [a, b] = await store.readStream(s);
      expect(a.metadata).toEqual(m1);
      expect(b.metadata).toEqual(m2);
      const fromAll = (await collect(store.readAll(0))).filter((e) => e.streamId === s);
      expect(fromAll.map((e) => e.metadata)).toEqual([m1, m2]);
    });

    it('round-trips data of every JSON shape', async () => {
      const s = stream('shapes');
      const data = {
        n: 1.5,
        neg: -7,
        big: Number.MAX_SAFE_INTEGER,
        t: true,
        nil: null,
        list: [1, 'two', { three: 3 }, []],
        nested: { a: { b: { c: 'deep' } } },
        empty: '',
      };
      await store.append(s, [ev('Shapes', data), ev('Empty', {}), ev('List', [1, 2, 3])], 'no_stream');
      const got = await store.readStream(s);
      expect(got.map((e) => e.data)).toEqual([data, {}, [1, 2, 3]]);
    });

    it('round-trips unicode in data, types and stream names', async () => {
      const s = stream('ünïcödé-流-🎤');
      const text = 'Kendrick 🎤🔥 — “quotes” ‘single’ 日本語 العربية עברית 👩🏽‍🎤 e\u0301 \u2028 \\ \t\n "';
      await store.append(s, [ev('Bars🎶', { text, name: 'Ñandú' }, meta({ actorId: 'ユーザー' }))], 'no_stream');
      const [e] = await store.readStream(s);
      expect(e.streamId).toBe(s);
      expect(e.type).toBe('Bars🎶');
      expect(e.data).toEqual({ text, name: 'Ñandú' });
      expect(e.metadata.actorId).toBe('ユーザー');
    });

    it('of concurrent appends with the same expected revision exactly one wins', async () => {
      const s = stream('race');
      await store.append(s, [ev('Start')], 'no_stream');
      const attempts = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) => store.append(s, [ev(`Racer${i}`)], 0)),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(4);
      for (const l of lost) {
        expect(l.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((l.reason as WrongExpectedRevisionError).actual).toBe(1);
      }
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('of concurrent no_stream appends exactly one creates the stream', async () => {
      const s = stream('reserve');
      const attempts = await Promise.allSettled(
        Array.from({ length: 4 }, (_, i) => store.append(s, [ev('Reserved', { by: i })], 'no_stream')),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('close stops subscriptions and can be called twice', async () => {
      const s = stream('close');
      await store.append(s, [ev('A')], 'no_stream');
      const rec = recorder();
      const sub = store.subscribe({ from: 0, onEvent: rec.onEvent });
      await rec.waitFor(1);
      await store.close();
      await store.close();
      await sub.close();
      expect(rec.seen.map((e) => e.type)).toEqual(['A']);
    });
  });
}
