import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ctx } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { SqliteCheckpointStore } from '../../infrastructure/checkpoints/sqlite-checkpoint-store';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { SqliteLeaseStore } from '../../infrastructure/leases/sqlite-lease-store';
import { metadataOf } from '../command-handling';
import { LeaseLostError, underFence } from '../ports/leases';
import type { EventStore } from '../ports/event-store';
import type { Reactor } from './reactor';
import { ReactorRunner } from './reactor-runner';

const meta = () => metadataOf(ctx());

/** One "instance": its own connections to the shared files, its own runner. */
function instance(dir: string, owner: string, done: string[]) {
  const events = new SqliteEventStore(path.join(dir, 'events.sqlite'), { pollIntervalMs: 20 });
  const leases = new SqliteLeaseStore(path.join(dir, 'events.sqlite'));
  const checkpoints = new SqliteCheckpointStore(path.join(dir, 'checkpoints.sqlite'));
  // the effect is keyed by its cause (a stream per ping), as every reactor's is
  const reactor: Reactor = {
    name: 'pong', handles: ['Ping'],
    react: async (e) => {
      done.push(`${owner}:${e.streamId}`);
      await events.append(`pong-${e.streamId}`, [{ type: 'Pong', data: {}, metadata: meta() }], 'no_stream');
    },
  };
  const runner = new ReactorRunner(events, checkpoints, [reactor], undefined, { store: leases, owner, ttlMs: 300, renewMs: 50 });
  return {
    events, runner,
    async close() {
      await runner.stop();
      await leases.close();
      await checkpoints.close();
      await events.close();
    },
  };
}

const pongs = async (events: EventStore) => {
  let n = 0;
  for await (const e of events.readAll(0)) if (e.type === 'Pong') n++;
  return n;
};

describe('reactors on several instances (leases)', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'reactor-leases-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs a reactor in one instance only; a clean stop hands it to the other at once', async () => {
    const done: string[] = [];
    const a = instance(dir, 'a', done);
    const b = instance(dir, 'b', done);
    try {
      await a.runner.start();
      await b.runner.start();
      for (let i = 0; i < 20; i++) await a.events.append(`ping${i}`, [{ type: 'Ping', data: {}, metadata: meta() }], 'no_stream');
      await eventually(async () => expect(await pongs(a.events)).toBe(20));
      expect(done).toHaveLength(20);
      expect(new Set(done.map((d) => d.split(':')[0]))).toEqual(new Set(['a']));
      // the standby follows the holder's checkpoint (read-your-writes waits on it)
      await eventually(() => expect(b.runner.health()[0].position).toBe(a.runner.health()[0].position));

      await a.close();
      for (let i = 20; i < 30; i++) await b.events.append(`ping${i}`, [{ type: 'Ping', data: {}, metadata: meta() }], 'no_stream');
      await eventually(async () => expect(await pongs(b.events)).toBe(30), 3000);
      expect(done).toHaveLength(30);
      expect(done.slice(20).every((d) => d.startsWith('b:'))).toBe(true);
    } finally {
      await b.close();
    }
  });

  it('refuses an append made under a lease that has passed to another holder (fencing in the append)', async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.sqlite'));
    const leases = new SqliteLeaseStore(path.join(dir, 'events.sqlite'));
    try {
      const old = (await leases.acquire('pong', 'a', 20))!;
      await new Promise((r) => setTimeout(r, 40));
      const current = (await leases.acquire('pong', 'b', 10_000))!;
      expect(current.token).toBe(old.token + 1);
      await expect(underFence(old, () => events.append('late', [{ type: 'Pong', data: {}, metadata: meta() }], 'no_stream')))
        .rejects.toBeInstanceOf(LeaseLostError);
      // appends made together with the refused one are not refused with it
      const [refused, ok] = await Promise.allSettled([
        underFence(old, () => events.append('late', [{ type: 'Pong', data: {}, metadata: meta() }], 'no_stream')),
        underFence(current, () => events.append('fresh', [{ type: 'Pong', data: {}, metadata: meta() }], 'no_stream')),
      ]);
      expect(refused.status).toBe('rejected');
      expect(ok.status).toBe('fulfilled');
      expect(await pongs(events)).toBe(1);
    } finally {
      await leases.close();
      await events.close();
    }
  });
});
