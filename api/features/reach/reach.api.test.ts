import request from 'supertest';
import { metadataOf } from '../../../application/command-handling';
import { addYears, leagueDay } from '../../../domain/sponsorship/period';
import { type Harness, makeRole, registerUser, startHarness, uploadVideo } from '../../../test/api-harness';
import {
  INSIGHTS_FROM_AFTER_TO, INSIGHTS_RANGE_TOO_LONG, REACH_NOT_APPROVED, REACH_NOT_FOUND, REACH_NOT_YOURS,
} from './schemas';
import { addDays } from '../../../application/reach/days';

let h: Harness;
let admin: request.Agent;
let member: request.Agent;
let other: request.Agent;
let approvedId: string;
let pendingId: string;
let eventId: string;
let videoId: string;
let pair: { battlerAId: string; battlerBId: string };

const visitor = () => request(h.url);
const today = () => leagueDay(new Date());

/** A counted view as the view-count stream records it (the player's 30 s are not waited for here). */
async function countView(viewerKey: string, viewId: string) {
  const { position } = await h.running.deps.events.append(`view-count-${videoId}-${viewerKey}`, [{
    type: 'ViewCounted', data: { videoId, viewerKey, viewId, countedAt: new Date().toISOString() },
    metadata: metadataOf({ actorId: null, correlationId: 'test', at: new Date() }),
  }], 'any');
  await h.running.deps.runner.waitFor(position);
}

beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
  member = h.agent() as unknown as request.Agent;
  await registerUser(member as never);
  other = h.agent() as unknown as request.Agent;
  await registerUser(other as never);
  const ev = await admin.post('/api/admin/events').field('title', 'Reach Night').field('description', 'A night').field('eventDate', '2098-06-01T20:00:00.000Z');
  expect(ev.status).toBe(201);
  eventId = ev.body.id;
  const uploaded = await uploadVideo(admin as never, eventId, { title: 'Ace vs Blaze', battlerA: 'Reach Ace', battlerB: 'Reach Blaze' });
  videoId = uploaded.id;
  pair = uploaded;
  const apply = async () => {
    const res = await member.post('/api/sponsorship-applications').send({
      companyName: 'Acme Drinks, Inc.', contactName: 'Jane Roe', email: 'jane@acme.test', sponsorshipLevel: 'Gold',
      message: 'We would love to sponsor', selectedEvents: [eventId],
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  expect((await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Gold', cost: '$100', benefits: 'Logo' })).status).toBe(201);
  approvedId = await apply();
  pendingId = await apply();
  const approved = await admin.patch(`/api/sponsorship-applications/${approvedId}/status`)
    .send({ status: 'approved', sponsorshipStartDate: today(), sponsorshipEndDate: addYears(today(), 1) });
  expect(approved.status).toBe(200);
  expect((await member.post(`/api/videos/${videoId}/vote`).send({ battlerId: pair.battlerAId })).status).toBe(200);
  expect((await other.post(`/api/videos/${videoId}/vote`).send({ battlerId: pair.battlerAId })).status).toBe(200);
  expect((await other.post(`/api/videos/${videoId}/vote`).send({ battlerId: pair.battlerBId })).status).toBe(200);
  expect((await member.post(`/api/videos/${videoId}/comments`).send({ content: 'Great battle' })).status).toBe(201);
  await countView('anon:1', 'w1');
  await countView('user:x', 'w2');
  await countView('anon:1', 'w3');
}, 60_000);
afterAll(async () => { await h.stop(); });

describe('GET /api/sponsorship-applications/{id}/reach', () => {
  it('refuses a visitor (401), another member (403), an unknown id (404), an application not approved (409)', async () => {
    expect((await visitor().get(`/api/sponsorship-applications/${approvedId}/reach`)).status).toBe(401);
    const theirs = await other.get(`/api/sponsorship-applications/${approvedId}/reach`);
    expect([theirs.status, theirs.body.message]).toEqual([403, REACH_NOT_YOURS]);
    const unknown = await admin.get('/api/sponsorship-applications/nope/reach');
    expect([unknown.status, unknown.body.message]).toEqual([404, REACH_NOT_FOUND]);
    const pending = await member.get(`/api/sponsorship-applications/${pendingId}/reach`);
    expect([pending.status, pending.body.message]).toEqual([409, REACH_NOT_APPROVED]);
    for (const path of ['reach', 'reach.csv']) {
      expect((await visitor().get(`/api/sponsorship-applications/${approvedId}/${path}`)).status).toBe(401);
      expect((await other.get(`/api/sponsorship-applications/${approvedId}/${path}`)).status).toBe(403);
      expect((await member.get(`/api/sponsorship-applications/${pendingId}/${path}`)).status).toBe(409);
    }
  });

  it('answers the applicant and admins the same reach, from the approval day to today', async () => {
    const mine = await member.get(`/api/sponsorship-applications/${approvedId}/reach`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      applicationId: approvedId, companyName: 'Acme Drinks, Inc.', period: { start: today(), end: today() },
      events: [{
        eventId, title: 'Reach Night', eventDate: '2098-06-01T20:00:00.000Z', videos: 1, views: 3, uniqueViewers: 2,
        watchSeconds: 0, votes: 2, comments: 1,
      }],
      totals: { views: 3, uniqueViewers: 2, watchSeconds: 0, votes: 2, comments: 1 },
      daily: [{ day: today(), views: 3, votes: 2 }],
    });
    expect((await admin.get(`/api/sponsorship-applications/${approvedId}/reach`)).body).toEqual(mine.body);
  });

  it('is served before Express, with the answers and refusals Express gives (a query sends it to Express)', async () => {
    const url = `/api/sponsorship-applications/${approvedId}/reach`;
    const callers = [member, admin, other, visitor()] as request.Agent[];
    const served = h.running.lean.served.reads;
    const lean = [];
    for (const caller of callers) lean.push(await caller.get(url));
    expect(h.running.lean.served.reads).toBe(served + callers.length);
    for (const [i, caller] of callers.entries()) {
      const express = await caller.get(`${url}?via=express`);
      expect([lean[i].status, lean[i].body]).toEqual([express.status, express.body]);
      expect(lean[i].headers['content-type']).toBe(express.headers['content-type']);
    }
    expect(h.running.lean.served.reads).toBe(served + callers.length);
    expect(lean.map((r) => r.status)).toEqual([200, 200, 403, 401]);
    expect(lean[0].headers['x-content-type-options']).toBe('nosniff');
    expect(lean[0].headers['set-cookie']).toBeUndefined();
    // the caller's own answer: revalidated by its ETag, never stored by a shared cache
    expect(lean[0].headers['cache-control']).toBe('private, no-cache');
    expect((await member.get(url).set('If-None-Match', lean[0].headers.etag)).status).toBe(304);
  });

  it('sends the same as CSV, to download', async () => {
    const res = await member.get(`/api/sponsorship-applications/${approvedId}/reach.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="reach-acme-drinks-inc.csv"');
    expect(res.text).toBe([
      'day,views,votes', `${today()},3,2`, '',
      'eventId,title,eventDate,videos,views,uniqueViewers,watchSeconds,votes,comments',
      `${eventId},Reach Night,2098-06-01T20:00:00.000Z,1,3,2,0,2,1`, '',
    ].join('\r\n'));
  });
});

describe('GET /api/admin/insights', () => {
  it('refuses a visitor (401) and a member (403)', async () => {
    expect((await visitor().get('/api/admin/insights')).status).toBe(401);
    expect((await member.get('/api/admin/insights')).status).toBe(403);
  });

  it('refuses a malformed day, from after to, and a range over 3 660 days (400)', async () => {
    const bad = await admin.get('/api/admin/insights?from=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/from must be a calendar day/);
    const reversed = await admin.get('/api/admin/insights?from=2026-03-02&to=2026-03-01');
    expect([reversed.status, reversed.body.message]).toEqual([400, INSIGHTS_FROM_AFTER_TO]);
    const long = await admin.get('/api/admin/insights?from=2016-01-01&to=2026-01-08');
    expect([long.status, long.body.message]).toEqual([400, INSIGHTS_RANGE_TOO_LONG]);
    expect((await admin.get('/api/admin/insights?from=2016-01-01&to=2026-01-07')).status).toBe(200);
  });

  it('answers the last 30 days by default: the league per day, the events dated in it, the top battlers', async () => {
    const res = await admin.get('/api/admin/insights');
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({ start: addDays(today(), -29), end: today() });
    expect(res.body.daily).toHaveLength(30);
    expect(res.body.daily[29]).toEqual({ day: today(), views: 3, votes: 2, comments: 1, newMembers: 3 });
    expect(res.body.totals).toEqual({ views: 3, votes: 2, comments: 1, newMembers: 3 });
    expect(res.body.events).toEqual([]);
    expect(res.body.topBattlers).toEqual([
      { battlerId: expect.any(String), name: 'Reach Ace', votes: 1 }, { battlerId: expect.any(String), name: 'Reach Blaze', votes: 1 },
    ]);
    const ahead = await admin.get('/api/admin/insights?from=2098-06-01&to=2098-06-02');
    expect(ahead.body.events).toEqual([expect.objectContaining({ eventId, title: 'Reach Night', views: 3, uniqueViewers: 2 })]);
  });
});
