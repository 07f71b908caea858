import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commentDecider, commentStream } from '../../domain/comment/comment';
import { userDecider, userStream } from '../../domain/user/user';
import { ctx } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { SqliteCheckpointStore } from '../../infrastructure/checkpoints/sqlite-checkpoint-store';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { SqliteLeaseStore } from '../../infrastructure/leases/sqlite-lease-store';
import { Metrics } from '../../infrastructure/metrics/metrics';
import { TimedEventStore } from '../../infrastructure/metrics/timed-event-store';
import { reactorDeps } from '../../test/reactor-doubles';
import { commentRemovalMails } from '../engagement/comment-removal-mail.reactor';
import { handleCommand, metadataOf } from '../command-handling';
import { type Lease, LeaseLostError, type LeaseStore } from '../ports/leases';
import type { EventStore } from '../ports/event-store';
import type { MailMessage, Mailer } from '../ports/services';
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
    react: async (e, reaction) => {
      done.push(`${owner}:${e.streamId}`);
      await events.append(`pong-${e.streamId}`, [{ type: 'Pong', data: {}, metadata: meta() }], 'no_stream', { fence: reaction.fence });
    },
  };
  const runner = new ReactorRunner([reactor], reactorDeps({ events }), checkpoints, { store: leases, owner, ttlMs: 300, renewMs: 50 });
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
      const pong = () => [{ type: 'Pong', data: {}, metadata: meta() }];
      await expect(events.append('late', pong(), 'no_stream', { fence: old })).rejects.toBeInstanceOf(LeaseLostError);
      // one group commit: the stale token's append is refused inside it, the fresh token's and an unfenced one go in
      const [refused, ok, unfenced] = await Promise.allSettled([
        events.append('late', pong(), 'no_stream', { fence: old }),
        events.append('fresh', pong(), 'no_stream', { fence: current }),
        events.append('plain', pong(), 'no_stream'),
      ]);
      expect(refused).toMatchObject({ status: 'rejected', reason: expect.any(LeaseLostError) });
      expect(ok.status).toBe('fulfilled');
      expect(unfenced.status).toBe('fulfilled');
      expect((await events.readStream('late'))).toEqual([]);
      expect(await pongs(events)).toBe(2);
    } finally {
      await leases.close();
      await events.close();
    }
  });

  it('a real reactor whose lease was taken over mid-reaction has its command refused; the new holder\'s is kept', async () => {
    const file = path.join(dir, 'events.sqlite');
    const setup = new SqliteEventStore(file);
    await handleCommand(setup, userStream('u1'), userDecider, {
      type: 'Register', userId: 'u1', username: 'ace', email: 'ace@example.com', firstName: 'Ace', lastName: 'L', passwordHash: 'h',
    }, ctx());
    await handleCommand(setup, commentStream('c1'), commentDecider, {
      type: 'PostComment', commentId: 'c1', videoId: 'v1', userId: 'u1', content: 'Trash talk', parentCommentId: null, parent: null,
    }, ctx('u1'));
    await handleCommand(setup, commentStream('c1'), commentDecider,
      { type: 'RemoveComment', moderatorId: 'admin1', reason: 'Personal attacks are not allowed', videoTitle: 'Ace vs Blaze' }, ctx('admin1'));
    await setup.close();

    // a's store is wrapped as the composed app wraps it with METRICS=on: the fence must get through
    const a = mailInstance(file, dir, 'a', (events) => new TimedEventStore(events, new Metrics()));
    const b = mailInstance(file, dir, 'b');
    try {
      await a.runner.start();
      await eventually(() => expect(a.mailer.calls).toBe(1));
      // a cannot reach the lease store any more (it keeps working, as a paused or cut-off holder does) ...
      a.leases.cutOff = true;
      await b.runner.start();
      // ... so the lease expires and b takes it, and reacts to the same removal
      await eventually(() => expect(b.mailer.calls).toBe(1), 3000);
      a.mailer.open();
      await eventually(() => expect(a.refusals).toHaveLength(1));
      expect(a.refusals[0]).toBeInstanceOf(LeaseLostError);
      expect(await notices(b.events)).toHaveLength(0);
      b.mailer.open();
      await eventually(async () => expect(await notices(b.events)).toHaveLength(1));
      // the stale holder stands by (it does not retry the event) and nothing more is recorded
      await eventually(() => expect(b.runner.health()[0].position).toBeGreaterThan(0));
      expect(a.refusals).toHaveLength(1);
      expect(await notices(b.events)).toHaveLength(1);
    } finally {
      a.mailer.open();
      b.mailer.open();
      await a.close();
      await b.close();
    }
  });
});

class GatedMailer implements Mailer {
  calls = 0;
  sent: MailMessage[] = [];
  open!: () => void;
  private readonly gate = new Promise<void>((resolve) => { this.open = resolve; });
  async send(message: MailMessage): Promise<void> {
    this.calls++;
    await this.gate;
    this.sent.push(message);
  }
}

/** A lease store that can be cut off: renewals fail as a store out of reach does (the runner keeps working). */
class CuttableLeases implements LeaseStore {
  cutOff = false;
  constructor(private readonly inner: SqliteLeaseStore) {}
  acquire(name: string, owner: string, ttlMs: number) { return this.inner.acquire(name, owner, ttlMs); }
  async renew(lease: Lease, ttlMs: number) {
    if (this.cutOff) throw new Error('lease store out of reach');
    return this.inner.renew(lease, ttlMs);
  }
  release(lease: Lease) { return this.inner.release(lease); }
}

const notices = async (events: EventStore) =>
  (await events.readStream(commentStream('c1'))).filter((e) => e.type === 'CommentRemovalNoticeSent');

/** An instance running the comment removal mail reactor, with a mailer held until the test opens it. */
function mailInstance(file: string, dir: string, owner: string, wrap: (events: EventStore) => EventStore = (e) => e) {
  const log = new SqliteEventStore(file, { pollIntervalMs: 20 });
  const events = wrap(log);
  const leaseStore = new SqliteLeaseStore(file);
  const leases = new CuttableLeases(leaseStore);
  const checkpoints = new SqliteCheckpointStore(path.join(dir, 'checkpoints.sqlite'));
  const mailer = new GatedMailer();
  const refusals: unknown[] = [];
  const watched: Reactor = {
    ...commentRemovalMails,
    react: (e, reaction) => commentRemovalMails.react(e, reaction).catch((err: unknown) => { refusals.push(err); throw err; }),
  };
  const runner = new ReactorRunner([watched], reactorDeps({ events, mailer }), checkpoints, { store: leases, owner, ttlMs: 300, renewMs: 50 });
  return {
    events, runner, mailer, leases, refusals,
    async close() {
      await runner.stop();
      await leaseStore.close();
      await checkpoints.close();
      await log.close();
    },
  };
}
