import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ctx } from '../test/stores';
import { eventually } from '../test/eventually';
import { metadataOf } from '../application/command-handling';
import type { RecordedEvent } from '../application/ports/event-store';
import type { ReadStore } from '../application/ports/read-store';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { SqliteLeaseStore } from '../infrastructure/leases/sqlite-lease-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import type { Projector } from './projector';
import { ProjectionRunner } from './runner';

interface Count { id: string; n: number; by: string[]; _position?: number }

/** Not idempotent on purpose: an event applied by two instances counts twice. */
const counting = (instance: string, shared?: ReadStore): Projector => ({
  name: 'counting',
  handles: ['Ticked'],
  async apply(e: RecordedEvent, store: ReadStore) {
    // a rebuild's replay (into a shadow) is slowed, so the other instance can see it under way
    if (shared && store !== shared) await new Promise((r) => setTimeout(r, 40));
    const c = await store.collection<Count>('counts').get('all');
    // skips what it has seen, as applyOnce does: a follower's dry run must still name the collection
    if (c && (c._position ?? 0) >= e.position) return;
    await store.collection<Count>('counts').upsert({ id: 'all', n: (c?.n ?? 0) + 1, by: [...new Set([...(c?.by ?? []), instance])], _position: e.position });
  },
});

const tick = () => ({ type: 'Ticked', data: {}, metadata: metadataOf(ctx()) });

describe('projectors writing shared read models (several instances)', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'shared-models-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('one instance projects; the other follows its feed for read-your-writes; a clean stop hands the projecting over', async () => {
    // one store object stands for the shared MongoDB
    const shared = new MemoryReadStore();
    const file = path.join(dir, 'events.sqlite');
    const make = (owner: string) => {
      const events = new SqliteEventStore(file, { pollIntervalMs: 20 });
      const leases = new SqliteLeaseStore(file);
      const runner = new ProjectionRunner(events, shared, [counting(owner, shared)], undefined, { store: leases, owner, ttlMs: 400, renewMs: 50 });
      return { events, leases, runner, close: async () => { await runner.stop(); await leases.close(); await events.close(); } };
    };
    const a = make('a');
    const b = make('b');
    try {
      for (let i = 0; i < 5; i++) await a.events.append(`s-${i}`, [tick()], 'no_stream');
      await a.runner.start();
      await b.runner.start();
      const counts = () => shared.collection<Count>('counts').get('all');
      // what b's caches are told (b's store stands for b's own MongoReadStore: its listeners are b's)
      const told: string[] = [];
      const bStore = b.runner as unknown as { readStore: MemoryReadStore };
      expect(bStore.readStore).toBe(shared);
      const stop = shared.onChange((name) => { if (name === 'counts') told.push(name); });
      expect(await counts()).toMatchObject({ n: 5, by: ['a'] });

      // a write made through b: b's read-your-writes wait ends once a has applied it
      const { position } = await b.events.append('s-b', [tick(), tick()], 'no_stream');
      expect(await b.runner.waitFor(position, 3000)).toBe(true);
      expect(await counts()).toMatchObject({ n: 7, by: ['a'] });
      // a's two writes, and b's two announcements of them: b's caches of 'counts' are dropped
      expect(told).toEqual(['counts', 'counts', 'counts', 'counts']);
      stop();
      // a follower does not rebuild the shared model itself: it asks the projecting instance
      expect(b.runner.rebuild('counting')).toBe('busy');
      const started = jest.spyOn(a.runner, 'rebuild');
      expect(await b.runner.requestRebuild('counting', new Date())).toBe('queued');
      expect(await b.runner.requestRebuild('nothing', new Date())).toBe('unknown');
      await eventually(() => expect(started).toHaveBeenCalledWith('counting'), 3000);
      // the follower's admin view shows the leader's rebuild under way, then its end
      await eventually(() => expect(b.runner.health()[0].rebuild).not.toBeNull(), 3000);
      await a.runner.rebuildDone();
      await eventually(() => expect(b.runner.health()[0].rebuild).toBeNull(), 3000);
      expect(await counts()).toMatchObject({ n: 7, by: ['a'] });
      expect(await shared.collection('projection_rebuild_requests').count()).toBe(0);

      await a.close();
      const later = await b.events.append('s-later', [tick()], 'no_stream');
      await eventually(async () => expect(await counts()).toMatchObject({ n: 8, by: ['a', 'b'] }), 3000);
      expect(await b.runner.waitFor(later.position, 3000)).toBe(true);
    } finally {
      await b.close();
    }
  });
});
