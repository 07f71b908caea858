import request from 'supertest';
import { AS_OF_IN_FUTURE, AS_OF_INVALID, AS_OF_TOO_EARLY } from '../../../domain/history/limits';
import { TimeTravel } from '../../../projections/history/time-travel';
import { type Harness, makeRole, registerUser, startHarness, uploadVideo } from '../../../test/api-harness';

let h: Harness;
let admin: request.Agent;
const voters: request.Agent[] = [];

beforeAll(async () => {
  // no transcoding: its events would come at their own pace, between a recording and its instant
  h = await startHarness({ RENDITIONS: 'off' });
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
  for (let i = 0; i < 5; i++) {
    const agent = h.agent() as unknown as request.Agent;
    await registerUser(agent as never);
    voters.push(agent);
  }
}, 60_000);
afterAll(async () => { await h.stop(); });

const visitor = () => request(h.url);
/** an asOf read is an admin's (api/http/as-of.ts; api/features/catalogue/as-of-guard.api.test.ts) */
const analyst = () => admin;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const head = () => h.running.deps.events.headPosition();

async function newEvent(title: string): Promise<string> {
  const res = await admin.post('/api/admin/events').field('title', title).field('eventDate', '2024-01-01');
  expect(res.status).toBe(201);
  return res.body.id;
}

async function vote(voter: number, videoId: string, battlerId: string) {
  const res = await voters[voter].post(`/api/videos/${videoId}/vote`).send({ battlerId });
  expect(res.status).toBe(200);
}

/** GETs the paths, each with `?asOf=` when given; the bodies by path (200s only). */
async function read(paths: readonly string[], asOf?: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const res = await (asOf ? analyst() : visitor()).get(path).query(asOf ? { asOf } : {});
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    out[path] = res.body;
  }
  return out;
}

/**
 * What the live endpoints answer now, and an instant T between the last event they
 * show and the next one: the log's head is the same before and after the reads
 * (nothing was appended meanwhile), and T is taken after them, with a pause on each
 * side so that T falls strictly between two events' times.
 */
async function recordLive(paths: readonly string[]): Promise<{ at: string; answers: Record<string, unknown> }> {
  await sleep(15);
  const before = await head();
  const answers = await read(paths);
  const at = new Date().toISOString();
  expect(await head()).toBe(before);
  await sleep(15);
  return { at, answers };
}

describe('?asOf on the four reads: the model as it stood', () => {
  it('answers what the live endpoints answered at T1 and T2, after later votes, a changed vote, a merge and an edit', async () => {
    const eventId = await newEvent('Time Travel Night');
    const one = await uploadVideo(admin as never, eventId, { title: 'Round one', battlerA: 'TT Ace', battlerB: 'TT Blaze' });
    const two = await uploadVideo(admin as never, eventId, { title: 'Round two', battlerA: 'TT Ace Again', battlerB: 'TT Cole' });
    const paths = [
      '/api/battlers-with-stats',
      ...[one.battlerAId, one.battlerBId, two.battlerAId, two.battlerBId].map((id) => `/api/battlers/${id}`),
      `/api/videos/${one.id}/votes`, `/api/videos/${two.id}/votes`,
      `/api/events/${eventId}/videos`,
    ];

    await vote(0, one.id, one.battlerAId);
    await vote(1, one.id, one.battlerBId);
    await vote(2, two.id, two.battlerAId);
    await vote(3, two.id, two.battlerBId);
    const t1 = await recordLive(paths);
    expect(t1.answers[`/api/videos/${one.id}/votes`]).toEqual({ battlerAVotes: 1, battlerBVotes: 1, totalVotes: 2 });

    // a changed vote, the duplicate merged into its original, an edit of a video, more votes
    await vote(0, one.id, one.battlerBId);
    const merge = await admin.post('/api/admin/battlers/merge').send({ sourceId: two.battlerAId, targetId: one.battlerAId });
    expect(merge.status).toBe(200);
    const edit = await admin.put(`/api/admin/videos/${one.id}`).send({
      title: 'Round one (rematch)', eventId, battlerAName: 'TT Ace', battlerBName: 'TT Blaze', description: 'edited',
    });
    expect(edit.status).toBe(200);
    await vote(4, two.id, one.battlerAId);
    await vote(2, one.id, one.battlerAId);
    const three = await uploadVideo(admin as never, eventId, { title: 'Round three', battlerA: 'TT Blaze', battlerB: 'TT Dune' });
    await vote(1, three.id, three.battlerBId);
    // the source battler is gone from the live directory after the merge: read what is left
    const t2Paths = [...paths.filter((p) => p !== `/api/battlers/${two.battlerAId}`), `/api/videos/${three.id}/votes`, `/api/battlers/${three.battlerBId}`];
    const t2 = await recordLive(t2Paths);

    // later: more votes and changes, another edit
    await vote(1, one.id, one.battlerAId);
    await vote(3, two.id, one.battlerAId);
    await vote(4, one.id, one.battlerBId);
    const later = await admin.put(`/api/admin/videos/${two.id}`).send({
      title: 'Round two, renamed', eventId, battlerAName: 'TT Ace', battlerBName: 'TT Cole',
    });
    expect(later.status).toBe(200);
    await vote(0, three.id, three.battlerAId);
    const now = await read(t2Paths);
    // the later history did change what the live endpoints answer
    expect(now).not.toEqual(t2.answers);
    expect(t2.answers).not.toEqual(t1.answers);

    expect(await read(paths, t1.at)).toEqual(t1.answers);
    // what came after T1 did not exist then
    expect((await analyst().get(`/api/videos/${three.id}/votes`).query({ asOf: t1.at })).status).toBe(404);
    expect((await analyst().get(`/api/battlers/${three.battlerBId}`).query({ asOf: t1.at })).status).toBe(404);
    expect(await read(t2Paths, t2.at)).toEqual(t2.answers);
    // and the live answers are still the live ones (no asOf answer was kept for them)
    expect(await read(Object.keys(now))).toEqual(now);
  }, 60_000);
});

describe('?asOf: refusals, now, the caches', () => {
  let one: { id: string; eventId: string; battlerAId: string; battlerBId: string };
  const pathsOf = () => [
    '/api/battlers-with-stats', `/api/battlers/${one.battlerAId}`, `/api/videos/${one.id}/votes`, `/api/events/${one.eventId}/videos`,
  ];
  beforeAll(async () => {
    one = await uploadVideo(admin as never, await newEvent('Refusal Night'), { title: 'r', battlerA: 'TT Dax', battlerB: 'TT Eve' });
    await vote(0, one.id, one.battlerAId);
  }, 30_000);

  it('400 with the message for a bad time, on each of the four', async () => {
    for (const path of pathsOf()) {
      for (const asOf of ['yesterday', '2026-13-01T00:00:00Z', '2026-03-01', '2026-03-01T00:00:00', '']) {
        const res = await analyst().get(path).query({ asOf });
        expect({ path, asOf, status: res.status, message: res.body.message }).toEqual({ path, asOf, status: 400, message: AS_OF_INVALID });
      }
    }
  });

  it("400 before the league's first event, and beyond now", async () => {
    for (const path of pathsOf()) {
      const early = await analyst().get(path).query({ asOf: '2001-01-01T00:00:00Z' });
      expect({ path, status: early.status, body: early.body }).toEqual({ path, status: 400, body: { message: AS_OF_TOO_EARLY } });
      const future = await analyst().get(path).query({ asOf: new Date(Date.now() + 3_600_000).toISOString() });
      expect({ path, status: future.status, body: future.body }).toEqual({ path, status: 400, body: { message: AS_OF_IN_FUTURE } });
    }
  });

  it('asOf now answers what the live endpoints answer; an offset other than Z names the same instant', async () => {
    await sleep(5);
    const live = await read(pathsOf());
    const now = new Date();
    expect(await read(pathsOf(), now.toISOString())).toEqual(live);
    const plusTwo = new Date(now.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect(await read(pathsOf(), plusTwo)).toEqual(live);
  });

  it('404 for what did not exist yet at that instant', async () => {
    const before = new Date().toISOString();
    await sleep(5);
    const later = await uploadVideo(admin as never, one.eventId, { title: 'late', battlerA: 'TT Late', battlerB: 'TT Eve' });
    expect((await analyst().get(`/api/battlers/${later.battlerAId}`).query({ asOf: before })).status).toBe(404);
    expect((await analyst().get(`/api/videos/${later.id}/votes`).query({ asOf: before })).status).toBe(404);
    expect((await visitor().get(`/api/battlers/${later.battlerAId}`)).status).toBe(200);
  });

  it('the lean reads keep serving their cached live answer, never an asOf one, and the reverse', async () => {
    const before = new Date().toISOString();
    await sleep(5);
    await vote(1, one.id, one.battlerBId);
    const stats = '/api/battlers-with-stats';
    const grid = `/api/events/${one.eventId}/videos`;
    const live = await read([stats, grid]);
    // twice: the second comes from the read cache (the lean path)
    expect(await read([stats, grid])).toEqual(live);
    const then = await read([stats, grid], before);
    expect(then).not.toEqual(live);
    expect(await read([stats, grid])).toEqual(live);
    expect(await read([stats, grid], before)).toEqual(then);
  });

  it('instants between the same two events share one replay', async () => {
    const travel = h.running.deps.get(TimeTravel);
    await vote(2, one.id, one.battlerAId);
    await sleep(5);
    const a = new Date().toISOString();
    await sleep(5);
    const b = new Date().toISOString();
    const replays = travel.replays;
    const [x, y] = await Promise.all([read(pathsOf(), a), read(pathsOf(), b)]);
    expect(x).toEqual(y);
    expect(travel.replays).toBe(replays + 1);
  });
});

describe('the standings over time', () => {
  it('given votes over time, then one replay gives the top battlers\' wins at each instant as ?asOf reads them', async () => {
    const eventId = await newEvent('Standings Night');
    const bout = await uploadVideo(admin as never, eventId, { title: 'Standings bout', battlerA: 'TT Fang', battlerB: 'TT Gale' });
    await vote(0, bout.id, bout.battlerAId);
    await vote(1, bout.id, bout.battlerAId);
    await sleep(15);
    const asOf = new Date().toISOString();
    const travel = h.running.deps.get(TimeTravel);
    const replays = travel.replays;
    const res = await analyst().get('/api/battlers-with-stats/over-time').query({ asOf });
    expect(res.status).toBe(200);
    expect(travel.replays).toBe(replays + 1);
    const { instants, series } = res.body as { instants: string[]; series: { battlerId: string; name: string; wins: number[] }[] };
    expect(instants.at(-1)).toBe(asOf);
    expect(instants.length).toBeGreaterThan(1);
    expect(series.length).toBeGreaterThan(0);
    expect(series.length).toBeLessThanOrEqual(5);
    for (const [i, at] of instants.entries()) {
      const roster = (await read(['/api/battlers-with-stats'], at))['/api/battlers-with-stats'] as { id: string; wins: number }[];
      for (const s of series) expect({ at, id: s.battlerId, wins: s.wins[i] }).toEqual({ at, id: s.battlerId, wins: roster.find((b) => b.id === s.battlerId)?.wins ?? 0 });
    }
    const top = series.map((s) => s.wins.at(-1) as number);
    expect([...top].sort((a, b) => b - a)).toEqual(top);
  }, 60_000);
});
