import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { leagueDay } from '../../../domain/sponsorship/period';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.stop(); });

interface Entry { id: string; at: string; action: string; actorId: string | null; actorName: string; targetId: string }

async function signedIn(role: 'user' | 'admin') {
  const agent = h.agent();
  const user = await registerUser(agent);
  if (role !== 'user') await makeRole(h, user.id, role);
  return { agent, user };
}

const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const everything = async (agent: TestAgent, filters = '') => (await agent.get(`/api/admin/audit?limit=200${filters}`).expect(200)).body as Entry[];

describe('GET /api/admin/audit: pages and filters', () => {
  let admin: TestAgent;
  let adminId: string;
  let adminName: string;
  let other: TestAgent;
  let otherId: string;
  let otherName: string;
  let targetId: string;

  beforeAll(async () => {
    ({ agent: admin, user: { id: adminId, username: adminName } } = await signedIn('admin'));
    ({ agent: other, user: { id: otherId, username: otherName } } = await signedIn('admin'));
    ({ user: { id: targetId } } = await signedIn('user'));
    // 52 role changes by the first admin (more than the default page), one reset by the second
    for (let i = 0; i < 26; i++) {
      await admin.patch(`/api/admin/users/${targetId}/role`).send({ role: 'admin' }).expect(200);
      await admin.patch(`/api/admin/users/${targetId}/role`).send({ role: 'user' }).expect(200);
    }
    await other.post(`/api/admin/users/${targetId}/reset-password`).send({ newPassword: 'admin-set-pass' }).expect(200);
  });

  it('refuses visitors (401) and members (403), the actors call too', async () => {
    const { agent: member } = await signedIn('user');
    for (const url of ['/api/admin/audit', '/api/admin/audit?limit=5', '/api/admin/audit/actors']) {
      expect((await request(h.url).get(url)).status).toBe(401);
      expect((await member.get(url)).status).toBe(403);
    }
  });

  it('answers 50 entries, newest first, with the total and the next page\'s address', async () => {
    const all = await everything(admin);
    const res = await admin.get('/api/admin/audit').expect(200);
    expect(res.body).toHaveLength(50);
    expect(res.headers['x-total-count']).toBe(String(all.length));
    expect(res.headers.link).toBe('</api/admin/audit?limit=50&page=2>; rel="next"');
    expect(res.body).toEqual(all.slice(0, 50));
    // newest first: the log's order (an entry's id is its event's position)
    const positions = all.map((e) => Number(e.id));
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ action: 'password_reset_by_admin', actorId: otherId });
  });

  it('walks every page by its Link, the last one without a Link', async () => {
    const all = await everything(admin);
    const seen: Entry[] = [];
    let url: string | undefined = '/api/admin/audit?limit=7';
    let pages = 0;
    while (url) {
      const res: request.Response = await admin.get(url).expect(200);
      expect(res.headers['x-total-count']).toBe(String(all.length));
      seen.push(...(res.body as Entry[]));
      url = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '')?.[1];
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(all.length / 7));
    expect(seen).toEqual(all);
    const past = await admin.get(`/api/admin/audit?limit=7&page=${pages + 1}`).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers.link).toBeUndefined();
  });

  it('filters by kind, and the next page keeps the filter', async () => {
    const res = await admin.get('/api/admin/audit?kind=role_changed&limit=10').expect(200);
    const roles = (await everything(admin)).filter((e) => e.action === 'role_changed');
    expect(res.body).toEqual(roles.slice(0, 10));
    expect(res.headers['x-total-count']).toBe(String(roles.length));
    expect(res.headers.link).toBe('</api/admin/audit?limit=10&page=2&kind=role_changed>; rel="next"');
    const resets = await everything(admin, '&kind=password_reset_by_admin');
    expect(resets.map((e) => e.targetId)).toContain(targetId);
    expect(new Set(resets.map((e) => e.action))).toEqual(new Set(['password_reset_by_admin']));
  });

  it('filters by actor: a user id, or cli', async () => {
    const mine = await everything(admin, `&actor=${adminId}`);
    expect(mine).toHaveLength(52);
    expect(new Set(mine.map((e) => e.actorId))).toEqual(new Set([adminId]));
    const theirs = await everything(admin, `&actor=${otherId}&kind=password_reset_by_admin`);
    expect(theirs).toHaveLength(1);
    const cli = await everything(admin, '&actor=cli');
    expect(cli.map((e) => e.targetId)).toEqual(expect.arrayContaining([adminId, otherId]));
    expect(await everything(admin, '&actor=nobody')).toEqual([]);
  });

  it('filters by league day, both ends included', async () => {
    const all = await everything(admin);
    const day = leagueDay(new Date(all[0].at));
    const onDay = all.filter((e) => leagueDay(new Date(e.at)) === day);
    expect(await everything(admin, `&from=${day}&to=${day}`)).toEqual(onDay);
    expect(await everything(admin, `&from=${day}`)).toEqual(onDay);
    expect(await everything(admin, `&to=${dayAfter(day, -1)}`)).toEqual(all.filter((e) => leagueDay(new Date(e.at)) < day));
    const none = await admin.get(`/api/admin/audit?from=${dayAfter(day, 1)}`).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('refuses an unknown kind, a bad day, a range backwards and a bad page (400 with a message)', async () => {
    const cases: [string, RegExp][] = [
      ['kind=nope', /^kind must be one of: role_changed, password_reset_by_admin, /],
      ['from=2026-13-01', /^from must be a calendar day like/],
      ['to=yesterday', /^to must be a calendar day like/],
      ['from=2026-05-02&to=2026-05-01', /^from must not be after to$/],
      ['limit=0', /^limit must be a whole number from 1 to 200$/],
      ['limit=201', /^limit must be a whole number from 1 to 200$/],
      ['page=two', /^page must be a whole number/],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`/api/admin/audit?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.message).toMatch(message);
    }
  });

  it('reads an empty filter as none', async () => {
    const all = await everything(admin);
    expect(await everything(admin, '&kind=&actor=&from=&to=')).toEqual(all);
  });

  it('lists the actors of the log by name, for the filter', async () => {
    const res = await admin.get('/api/admin/audit/actors').expect(200);
    const actors = res.body as { id: string; name: string; entries: number }[];
    expect(actors).toEqual(expect.arrayContaining([
      { id: 'cli', name: 'cli', entries: expect.any(Number) },
      { id: adminId, name: adminName, entries: 52 },
      { id: otherId, name: otherName, entries: 1 },
    ]));
    expect(actors.some((a) => a.id === targetId)).toBe(false);
    const names = actors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});
