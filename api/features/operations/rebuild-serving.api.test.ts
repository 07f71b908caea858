import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { NewEvent } from '../../../application/ports/event-store';
import { adminAgent, type Harness, startHarness } from '../../../test/api-harness';
import type { ProcessingStatusWire } from './wire-types';

let h: Harness;
let admin: TestAgent;

/** users registered straight into the log: a rebuild replays them through every projector */
const SEEDED = 20_000;
const BATCH = 1000;

beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h);
  const { events, runner } = h.running.deps;
  const meta = { actorId: null, correlationId: 'seed', causationId: null, at: new Date().toISOString() };
  let head = 0;
  for (let b = 0; b < SEEDED / BATCH; b++) {
    const batch: NewEvent[] = Array.from({ length: BATCH }, (_, i) => {
      const username = `seeded_${b}_${i}`;
      return { type: 'UserRegistered', data: {
        userId: `seed-${b}-${i}`, username, email: `${username}@example.com`, firstName: 'Seeded', lastName: 'User', passwordHash: 'x', role: 'user',
      }, metadata: meta };
    });
    ({ position: head } = await events.append(`seed-${b}`, batch, 'no_stream'));
  }
  expect(await runner.waitFor(head, 30_000)).toBe(true);
}, 60_000);
afterAll(async () => { await h.stop(); });

const rebuildOf = async (name: string) =>
  ((await admin.get('/api/admin/projections')).body as ProcessingStatusWire).processors.find((p) => p.name === name)?.rebuild;

describe('serving while a read model is rebuilt (issue 29)', () => {
  it('given a long log, when a model is rebuilt, then reads are answered while it replays', async () => {
    const { runner } = h.running.deps;
    expect((await admin.post('/api/admin/projections/users/rebuild')).status).toBe(202);
    // the status is read while the replay is under way: begun, not yet swapped in
    const during = await rebuildOf('users');
    expect(during).toEqual({ position: expect.any(Number), startedAt: expect.any(String) });
    expect(during?.position).toBeGreaterThan(0);
    expect(during?.position).toBeLessThan(await h.running.deps.events.headPosition());
    const list = await request(h.url).get('/api/events');
    expect(list.status).toBe(200);
    expect(runner.health().find((p) => p.name === 'users')?.rebuild).not.toBeNull();
    await runner.rebuildDone();
    expect(await rebuildOf('users')).toBeNull();
  }, 30_000);

  it('given every projector asked to rebuild at once, then one starts and the others answer 409, and one asked after it is started', async () => {
    const { runner } = h.running.deps;
    const names = runner.health().map((p) => p.name);
    expect(names.length).toBeGreaterThan(10);
    const answers = await Promise.all(names.map((name) => admin.post(`/api/admin/projections/${name}/rebuild`)));
    const started = answers.filter((a) => a.status === 202);
    expect(started).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 202);
    expect(refused.map((a) => a.status)).toEqual(names.slice(1).map(() => 409));
    for (const a of refused) expect(a.body).toEqual({ message: 'A rebuild is already running; wait for it to finish' });
    await runner.rebuildDone();
    expect((await admin.post('/api/admin/projections/videos/rebuild')).status).toBe(202);
    await runner.rebuildDone();
    expect(runner.health().every((p) => p.rebuild === null && p.state === 'running')).toBe(true);
  }, 60_000);
});
