import request from 'supertest';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.stop(); });

async function signedIn(role: 'user' | 'admin' | 'super_admin') {
  const agent = h.agent();
  const user = await registerUser(agent);
  if (role !== 'user') await makeRole(h, user.id, role);
  return { agent, user };
}

describe('admin users', () => {
  it('refuses visitors (401) and plain users (403) on every call', async () => {
    const { agent } = await signedIn('user');
    const { user: target } = await signedIn('user');
    for (const [method, url, body] of [
      ['get', '/api/admin/users', undefined],
      ['patch', `/api/admin/users/${target.id}/role`, { role: 'admin' }],
      ['post', `/api/admin/users/${target.id}/reset-password`, { newPassword: 'longenough' }],
      ['get', '/api/admin/audit', undefined],
      ['get', '/api/admin/audit/actors', undefined],
    ] as const) {
      const visitor = await (request(h.url) as unknown as Record<string, (u: string) => request.Test>)[method](url).send(body);
      expect(visitor.status).toBe(401);
      const user = await (agent as unknown as Record<string, (u: string) => request.Test>)[method](url).send(body);
      expect(user.status).toBe(403);
    }
  });

  it('lists users for an admin, without hashes', async () => {
    const { agent } = await signedIn('admin');
    const res = await agent.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('lets an admin make a user an admin; the change reaches the target\'s live session', async () => {
    const { agent: admin } = await signedIn('admin');
    const { agent: targetAgent, user: target } = await signedIn('user');
    expect((await targetAgent.get('/api/admin/users')).status).toBe(403);
    const res = await admin.patch(`/api/admin/users/${target.id}/role`).send({ role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    expect((await targetAgent.get('/api/auth/user')).body.role).toBe('admin');
    expect((await targetAgent.get('/api/admin/users')).status).toBe(200);
  });

  it('lets only a super admin grant super_admin', async () => {
    const { agent: admin } = await signedIn('admin');
    const { agent: superAdmin } = await signedIn('super_admin');
    const { user: target } = await signedIn('user');
    const refused = await admin.patch(`/api/admin/users/${target.id}/role`).send({ role: 'super_admin' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a super admin can grant the super admin role');
    const granted = await superAdmin.patch(`/api/admin/users/${target.id}/role`).send({ role: 'super_admin' });
    expect(granted.status).toBe(200);
    expect(granted.body.role).toBe('super_admin');
  });

  it('refuses changing one\'s own role, unknown users and unknown roles', async () => {
    const { agent, user } = await signedIn('super_admin');
    const own = await agent.patch(`/api/admin/users/${user.id}/role`).send({ role: 'user' });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/your own account/);
    expect((await agent.patch('/api/admin/users/nope/role').send({ role: 'admin' })).status).toBe(404);
    const bad = await agent.patch(`/api/admin/users/${user.id}/role`).send({ role: 'king' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/role must be one of/);
  });

  it('resets a user\'s password (8+ characters), ending their sessions', async () => {
    const { agent: admin } = await signedIn('admin');
    const { agent: targetAgent, user: target } = await signedIn('user');
    const short = await admin.post(`/api/admin/users/${target.id}/reset-password`).send({ newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long.');
    const ok = await admin.post(`/api/admin/users/${target.id}/reset-password`).send({ newPassword: 'admin-set-pass' });
    expect(ok.status).toBe(200);
    expect((await targetAgent.get('/api/auth/user')).status).toBe(401);
    expect((await request(h.url).post('/api/login').send({ username: target.username, password: 'admin-set-pass' })).status).toBe(200);
  });

  it('keeps an audit trail of role changes and resets with actor, target and time', async () => {
    const { agent: admin, user: adminUser } = await signedIn('admin');
    const { user: target } = await signedIn('user');
    await admin.patch(`/api/admin/users/${target.id}/role`).send({ role: 'admin' });
    await admin.post(`/api/admin/users/${target.id}/reset-password`).send({ newPassword: 'admin-set-pass' });
    const res = await admin.get('/api/admin/audit');
    expect(res.status).toBe(200);
    const mine = res.body.filter((e: { targetId: string }) => e.targetId === target.id);
    expect(mine[0]).toMatchObject({ action: 'password_reset_by_admin', actorId: adminUser.id, actorName: adminUser.username, targetName: target.username });
    expect(mine[1]).toMatchObject({ action: 'role_changed', details: 'User → Admin', actorName: adminUser.username });
    expect(Date.parse(mine[1].at)).not.toBeNaN();
    const cli = res.body.find((e: { targetId: string; actorName: string }) => e.targetId === adminUser.id && e.actorName === 'cli');
    expect(cli).toMatchObject({ action: 'role_changed', details: 'User → Admin' });
  });
});
