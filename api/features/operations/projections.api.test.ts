import request from 'supertest';
import { adminAgent, type Harness, registerUser, startHarness } from '../../../test/api-harness';
import type { ProcessingStatusWire } from './wire-types';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.stop(); });

describe('the projections view (issue 14)', () => {
  it('refuses visitors and users', async () => {
    const user = h.agent();
    await registerUser(user);
    expect((await request(h.url).get('/api/admin/projections')).status).toBe(401);
    expect((await user.get('/api/admin/projections')).status).toBe(403);
    expect((await request(h.url).post('/api/admin/projections/battlers/retry')).status).toBe(401);
    expect((await user.post('/api/admin/projections/battlers/retry')).status).toBe(403);
  });

  it('lists every projector and reactor with its position against the head', async () => {
    const agent = await adminAgent(h);
    const res = await agent.get('/api/admin/projections');
    expect(res.status).toBe(200);
    const body = res.body as ProcessingStatusWire;
    expect(body.head).toBeGreaterThan(0);
    const names = body.processors.map((p) => `${p.kind}:${p.name}`);
    expect(names).toEqual(expect.arrayContaining(['projector:battlers', 'projector:videos', 'reactor:claim_ownership']));
    for (const p of body.processors) {
      expect(p.state).toBe('running');
      expect(p.position).toBeLessThanOrEqual(body.head);
      expect(p.lastError).toBeNull();
      expect(p.eventsPerSecond).toBeGreaterThanOrEqual(0);
      expect(p.lagEvents).toBeGreaterThanOrEqual(0);
    }
    // the projectors have applied the admin's own registration before answering anything that reads it
    expect(body.processors.find((p) => p.name === 'users')).toMatchObject({ lagEvents: 0, lagSeconds: 0 });
  });

  it('retries a named processor and refuses an unknown name', async () => {
    const agent = await adminAgent(h);
    const ok = await agent.post('/api/admin/projections/battlers/retry');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ name: 'battlers', state: 'running' });
    const unknown = await agent.post('/api/admin/projections/nobody/retry');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Unknown projector or reactor');
    expect((await agent.post('/api/admin/projections/bad%20name/retry')).status).toBe(400);
  });
});
