import request from 'supertest';
import { eventWithVideo, type Harness, makeRole, registerUser, startHarness, uniqueName } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import type { AdminBattlerWire } from '../catalogue';
import type { BattlerApplicationWire, MyBattlerApplicationWire } from './wire-types';

let h: Harness;
let admin: request.Agent;
let adminName: string;
beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  const a = await registerUser(admin as never);
  adminName = a.username;
  await makeRole(h, a.id, 'admin');
}, 30_000);
afterAll(async () => { await h.stop(); });

const visitor = () => request(h.url) as unknown as request.Agent;
async function member() {
  const agent = h.agent() as unknown as request.Agent;
  const user = await registerUser(agent as never);
  return { agent, user };
}
const form = (overrides: Record<string, unknown> = {}) => ({
  battlerName: uniqueName('Battler'), email: 'spitter@example.com', phoneNumber: '', experience: 'Five years on the Phoenix circuit',
  socialMedia: '@spitter', ...overrides,
});
async function apply(agent: request.Agent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/battler-applications').send(form(overrides));
  expect(res.status).toBe(201);
  return res.body as BattlerApplicationWire;
}
const review = (id: string, status: string, reviewNotes?: string) =>
  admin.patch(`/api/admin/battler-applications/${id}/status`).send({ status, reviewNotes });
const adminBattler = async (id: string) =>
  ((await admin.get('/api/admin/battlers')).body as AdminBattlerWire[]).find((b) => b.id === id);

describe('applying as a battler', () => {
  it('answers 201 with the application, pending, its contact the email', async () => {
    const { agent, user } = await member();
    const res = await agent.post('/api/battler-applications')
      .send(form({ battlerName: '  Lil Reek ', phoneNumber: '555-0100', location: 'Tucson', yearsOfBattling: 3, battleVideoUrl: 'https://example.com/v' }));
    expect(res.status).toBe(201);
    const app = res.body as BattlerApplicationWire;
    expect(app).toEqual({
      id: expect.any(String), type: 'battler', userId: user.id, battlerName: 'Lil Reek', email: 'spitter@example.com',
      phoneNumber: '555-0100', experience: 'Five years on the Phoenix circuit', socialMedia: '@spitter', location: 'Tucson',
      yearsOfBattling: 3, battleVideoUrl: 'https://example.com/v', contactMethod: 'email', contactInfo: 'spitter@example.com',
      status: 'pending', reviewNotes: null, reviewedAt: null, reviewedBy: null, battlerId: null,
      createdAt: expect.any(String), submittedAt: app.createdAt,
    } satisfies Record<keyof BattlerApplicationWire, unknown>);
  });

  it('stores blank optional fields as null', async () => {
    const { agent } = await member();
    const app = await apply(agent, { phoneNumber: '  ', socialMedia: '' });
    expect(app).toMatchObject({ phoneNumber: null, socialMedia: null, location: null, yearsOfBattling: null, battleVideoUrl: null });
  });

  it('refuses each invalid field with its message', async () => {
    const { agent } = await member();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ battlerName: '   ' }, 'Battler name is required'],
      [{ battlerName: undefined }, 'Battler name is required'],
      [{ battlerName: 'n'.repeat(256) }, /too long \(max 255\)/],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: undefined }, 'Please enter a valid email address'],
      [{ experience: 'too short' }, 'Please provide more details about your experience'],
      [{ experience: undefined }, 'Please provide more details about your experience'],
      [{ experience: 'x'.repeat(5001) }, /Experience is too long/],
      [{ phoneNumber: '5'.repeat(51) }, /Phone number is too long/],
      [{ socialMedia: 's'.repeat(1001) }, /Social media is too long/],
      [{ yearsOfBattling: -1 }, 'yearsOfBattling cannot be negative'],
      [{ battleVideoUrl: 'javascript:alert(1)' }, 'battleVideoUrl must be a web address starting with http:// or https://'],
      [{ battlerName: 'Line\nbreak' }, /control characters/],
    ];
    for (const [overrides, message] of cases) {
      const res = await agent.post('/api/battler-applications').send(form(overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await agent.get('/api/my-battler-applications')).body).toEqual([]);
  });

  it('refuses a second application while one is pending, and once one is approved; a rejected one allows a new one', async () => {
    const { agent } = await member();
    const first = await apply(agent);
    const pending = await agent.post('/api/battler-applications').send(form());
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('You already have a battler application pending review');

    expect((await review(first.id, 'rejected')).status).toBe(200);
    const second = await apply(agent);
    expect((await review(second.id, 'approved')).status).toBe(200);
    const approved = await agent.post('/api/battler-applications').send(form());
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('Your battler application has already been approved');
    // the rejected one cannot be approved beside the approved one
    const both = await review(first.id, 'approved');
    expect(both.status).toBe(409);
    expect(both.body.message).toBe('This applicant already has an approved battler application');
  });
});

describe('the applicant\'s own list', () => {
  it('shows only the caller\'s applications, newest first, with the public fields', async () => {
    const a = await member();
    const b = await member();
    const first = await apply(a.agent);
    await review(first.id, 'rejected', 'Come back next season');
    const second = await apply(a.agent);
    const theirs = await apply(b.agent);

    const mine = (await a.agent.get('/api/my-battler-applications')).body as MyBattlerApplicationWire[];
    expect(mine.map((x) => x.id)).toEqual([second.id, first.id]);
    expect(mine[1]).toEqual({
      id: first.id, battlerName: first.battlerName, email: 'spitter@example.com', status: 'rejected',
      reviewNotes: 'Come back next season', experience: first.experience, createdAt: first.createdAt,
    } satisfies MyBattlerApplicationWire);
    expect(mine.map((x) => x.id)).not.toContain(theirs.id);
    expect(((await b.agent.get('/api/my-battler-applications')).body as MyBattlerApplicationWire[]).map((x) => x.id)).toEqual([theirs.id]);
  });
});

describe('access', () => {
  it('answers 401 to visitors on every call, 403 to plain users on the admin calls', async () => {
    const { agent } = await member();
    const app = await apply(agent);
    const calls = (a: request.Agent) => [
      a.post('/api/battler-applications').send(form()),
      a.get('/api/my-battler-applications'),
      a.get('/api/battler-applications'),
      a.patch(`/api/admin/battler-applications/${app.id}/status`).send({ status: 'approved' }),
      a.delete(`/api/admin/battler-applications/${app.id}`),
    ];
    for (const res of await Promise.all(calls(visitor()))) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Not authenticated');
    }
    const other = await member();
    const [, , ...adminCalls] = calls(other.agent);
    for (const res of await Promise.all(adminCalls)) expect(res.status).toBe(403);
    // the applicant cannot review their own either
    expect((await agent.patch(`/api/admin/battler-applications/${app.id}/status`).send({ status: 'approved' })).status).toBe(403);
    expect(((await admin.get('/api/battler-applications')).body as BattlerApplicationWire[]).find((x) => x.id === app.id)?.status).toBe('pending');
  });
});

describe('the admin list and review', () => {
  it('lists every application newest first', async () => {
    const a = await member();
    const b = await member();
    const older = await apply(a.agent);
    const newer = await apply(b.agent);
    const list = (await admin.get('/api/battler-applications')).body as BattlerApplicationWire[];
    const ids = list.map((x) => x.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((x) => x.id === older.id)).toEqual(older);
  });

  it('approves and rejects with the default notes, names the reviewer, and re-reviews', async () => {
    const { agent } = await member();
    const app = await apply(agent);
    const approved = await review(app.id, 'approved', '');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewNotes: 'Approved by admin', reviewedBy: adminName, reviewedAt: expect.any(String) });
    const rejected = await review(app.id, 'rejected');
    expect(rejected.body).toMatchObject({ status: 'rejected', reviewNotes: 'Rejected by admin' });
    const notes = await review(app.id, 'rejected', '  Work on your punchlines ');
    expect(notes.body).toMatchObject({ status: 'rejected', reviewNotes: 'Work on your punchlines' });
    // an identical review changes nothing
    const same = await review(app.id, 'rejected', 'Work on your punchlines');
    expect(same.status).toBe(200);
    expect(same.body.reviewedAt).toBe(notes.body.reviewedAt);
    const audit = ((await admin.get('/api/admin/audit')).body as { action: string; targetId: string; details: string }[])
      .filter((e) => e.targetId === app.id).map((e) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['battler_application_submitted', 'battler_application_approved', 'battler_application_re_reviewed']));
  });

  it('refuses a bad status, notes that are too long, and an unknown application', async () => {
    const { agent } = await member();
    const app = await apply(agent);
    const bad = await review(app.id, 'pending');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("status must be 'approved' or 'rejected'");
    const long = await review(app.id, 'approved', 'n'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/Review notes is too long/);
    const unknown = await review('no-such-application', 'approved');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Battler application not found');
  });

  it('deletes an application in any state; it leaves both lists', async () => {
    const { agent } = await member();
    const app = await apply(agent);
    await review(app.id, 'rejected');
    const del = await admin.delete(`/api/admin/battler-applications/${app.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Application deleted' });
    expect(((await admin.get('/api/battler-applications')).body as BattlerApplicationWire[]).map((x) => x.id)).not.toContain(app.id);
    expect((await agent.get('/api/my-battler-applications')).body).toEqual([]);
    expect((await admin.delete(`/api/admin/battler-applications/${app.id}`)).status).toBe(404);
    // and the applicant may apply again
    await apply(agent);
  });
});

describe('the link to a battler', () => {
  it('links an approval to the existing battler of that name, ignoring case', async () => {
    const name = uniqueName('Ace Bars');
    const video = await eventWithVideo(admin as never, { event: 'Link Night', title: 'Link battle', battlerA: name, battlerB: uniqueName('Other') });
    const { agent } = await member();
    const app = await apply(agent, { battlerName: name.toUpperCase() });
    const approved = await review(app.id, 'approved');
    expect(approved.body.battlerId).toBe(video.battlerAId);
    expect((await adminBattler(video.battlerAId))?.hasApprovedApplication).toBe(true);
    expect(((await admin.get('/api/admin/battlers')).body as AdminBattlerWire[]).filter((b) => b.name.toLowerCase() === name.toLowerCase()))
      .toHaveLength(1);
    // the public battler says nothing of applications
    expect((await visitor().get(`/api/battlers/${video.battlerAId}`)).body).not.toHaveProperty('hasApprovedApplication');
  });

  it('creates the battler when none exists; it cannot be deleted until the application is rejected or deleted', async () => {
    const { agent } = await member();
    const name = uniqueName('Fresh Face');
    const app = await apply(agent, { battlerName: name });
    const approved = await review(app.id, 'approved');
    const battlerId = approved.body.battlerId as string;
    expect(battlerId).toEqual(expect.any(String));
    expect(await adminBattler(battlerId)).toMatchObject({ name, hasApprovedApplication: true });
    expect(await agent.get('/api/my-battler-applications').then((r) => r.body[0].status)).toBe('approved');

    const refused = await admin.delete(`/api/admin/battlers/${battlerId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot delete battler with approved application. Reject their application first.');

    // rejected: unlinked; approved again: the same battler, linked again
    const rejected = await review(app.id, 'rejected');
    expect(rejected.body.battlerId).toBeNull();
    expect((await adminBattler(battlerId))?.hasApprovedApplication).toBe(false);
    const again = await review(app.id, 'approved', 'Second look');
    expect(again.body.battlerId).toBe(battlerId);
    expect((await adminBattler(battlerId))?.hasApprovedApplication).toBe(true);
    expect((await admin.delete(`/api/admin/battlers/${battlerId}`)).status).toBe(409);

    // deleting the approved application clears it too, and the battler can go
    expect((await admin.delete(`/api/admin/battler-applications/${app.id}`)).status).toBe(200);
    expect((await adminBattler(battlerId))?.hasApprovedApplication).toBe(false);
    const deleted = await admin.delete(`/api/admin/battlers/${battlerId}`);
    expect(deleted.status).toBe(200);
    await eventually(async () => expect(await adminBattler(battlerId)).toBeUndefined());
  });

  it('lets a rejected application\'s battler be deleted', async () => {
    const { agent } = await member();
    const app = await apply(agent, { battlerName: uniqueName('Brief Spark') });
    const battlerId = (await review(app.id, 'approved')).body.battlerId as string;
    await review(app.id, 'rejected');
    expect((await admin.delete(`/api/admin/battlers/${battlerId}`)).status).toBe(200);
  });
});
