import request from 'supertest';
import {
  AS_OF_ADMINS_ONLY, AS_OF_INVALID, AS_OF_REPLAYS_PER_MINUTE, AS_OF_TOO_EARLY, AS_OF_SIGN_IN, AS_OF_TOO_MANY,
} from '../../../domain/history/limits';
import { TimeTravel } from '../../../projections/history/time-travel';
import { type Harness, makeRole, registerUser, signedInMember, startHarness, uploadVideo } from '../../../test/api-harness';

/**
 * `?asOf=` replays the whole log into a new store (a minute and hundreds of MB on a
 * 13-year league): an admin's read, limited per admin; without asOf the four reads
 * stay public, on the lean path as on Express's.
 */
let h: Harness;
let admin: request.Agent;
let member: request.Agent;
let paths: string[];
let asOf: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const visitor = () => request(h.url);

async function newAdmin(): Promise<request.Agent> {
  const agent = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(agent as never)).id, 'admin');
  return agent;
}

async function newEvent(title: string): Promise<string> {
  const res = await admin.post('/api/admin/events').field('title', title).field('eventDate', '2024-01-01');
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  // the real limits (factor 1), not the suite's relaxed ones
  h = await startHarness({ RENDITIONS: 'off', RATE_LIMIT_FACTOR: '1' });
  admin = await newAdmin();
  member = (await signedInMember(h)).agent;
  const eventId = await newEvent('Guarded Night');
  const video = await uploadVideo(admin as never, eventId, { title: 'Guarded round', battlerA: 'Guard Ace', battlerB: 'Guard Blaze' });
  await sleep(15);
  asOf = new Date().toISOString();
  paths = ['/api/battlers-with-stats', `/api/battlers/${video.battlerAId}`, `/api/videos/${video.id}/votes`, `/api/events/${eventId}/videos`];
}, 60_000);
afterAll(async () => { await h.stop(); });

describe('?asOf is for admins', () => {
  it('a visitor gets 401 with the reason, and no replay starts', async () => {
    const travel = h.running.deps.get(TimeTravel);
    const before = travel.replays;
    for (const path of paths) {
      const res = await visitor().get(path).query({ asOf });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 401, body: { message: AS_OF_SIGN_IN } });
    }
    expect(travel.replays).toBe(before);
  });

  it('a signed-in member gets 403 with the reason', async () => {
    for (const path of paths) {
      const res = await member.get(path).query({ asOf });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: { message: AS_OF_ADMINS_ONLY } });
    }
  });

  it('an admin gets the past: one replay for the four reads of one instant', async () => {
    const travel = h.running.deps.get(TimeTravel);
    const before = travel.replays;
    for (const path of paths) {
      const res = await admin.get(path).query({ asOf });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    expect(travel.replays).toBe(before + 1);
  });

  it('without asOf the reads stay public: on the lean path and on Express (another query)', async () => {
    const lean = h.running.lean.served;
    for (const path of paths) {
      const before = lean.reads;
      const plain = await visitor().get(path);
      expect({ path, status: plain.status }).toEqual({ path, status: 200 });
      const leanRoute = path === '/api/battlers-with-stats' || path.endsWith('/videos');
      expect({ path, lean: lean.reads - before }).toEqual({ path, lean: leanRoute ? 1 : 0 });
      // a query string goes to Express: with no asOf, still the live answer to anyone
      const viaExpress = await visitor().get(path).query({ other: '1' });
      expect({ path, status: viaExpress.status }).toEqual({ path, status: 200 });
      expect(viaExpress.body).toEqual(plain.body);
      expect((await member.get(path)).status).toBe(200);
    }
  });
});

describe('the asOf limiter', () => {
  it(`counts an admin's reads that start a replay: ${AS_OF_REPLAYS_PER_MINUTE} a minute, then 429; a kept instant is still served`, async () => {
    const analyst = await newAdmin();
    // distinct instants, each after one more event: each a new position, so a new replay
    const instants: string[] = [];
    for (let i = 0; i <= AS_OF_REPLAYS_PER_MINUTE; i++) {
      await newEvent(`Limiter night ${i}`);
      await sleep(5);
      instants.push(new Date().toISOString());
      await sleep(5);
    }
    for (const [i, at] of instants.slice(0, AS_OF_REPLAYS_PER_MINUTE).entries()) {
      const res = await analyst.get('/api/battlers-with-stats').query({ asOf: at });
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    const refused = await analyst.get('/api/battlers-with-stats').query({ asOf: instants[AS_OF_REPLAYS_PER_MINUTE] });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: AS_OF_TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the standings over time are a replay too: counted, so refused past the limit
    const overTime = await analyst.get('/api/battlers-with-stats/over-time').query({ asOf: instants[0] });
    expect([overTime.status, overTime.body]).toEqual([429, { message: AS_OF_TOO_MANY }]);
    // an instant already replayed costs nothing: still served
    expect((await analyst.get('/api/battlers-with-stats').query({ asOf: instants[AS_OF_REPLAYS_PER_MINUTE - 1] })).status).toBe(200);
    // per admin: another one is not held by the first one's count
    expect((await admin.get('/api/battlers-with-stats').query({ asOf: instants[AS_OF_REPLAYS_PER_MINUTE] })).status).toBe(200);
    // and the live read is untouched
    expect((await analyst.get('/api/battlers-with-stats')).status).toBe(200);
  }, 60_000);
});

describe('the standings over time are for admins', () => {
  const path = '/api/battlers-with-stats/over-time';
  it('401 for a visitor, 403 for a member, each with the reason and no replay; 400 without asOf; 200 for an admin', async () => {
    const travel = h.running.deps.get(TimeTravel);
    const before = travel.replays;
    expect([(await visitor().get(path).query({ asOf })).body, (await member.get(path).query({ asOf })).body])
      .toEqual([{ message: AS_OF_SIGN_IN }, { message: AS_OF_ADMINS_ONLY }]);
    expect((await member.get(path).query({ asOf })).status).toBe(403);
    expect(travel.replays).toBe(before);
    const early = await admin.get(path).query({ asOf: '2001-01-01T00:00:00Z' });
    expect([early.status, early.body]).toEqual([400, { message: AS_OF_TOO_EARLY }]);
    const missing = await admin.get(path);
    expect([missing.status, missing.body]).toEqual([400, { message: AS_OF_INVALID, field: 'asOf' }]);
    const answer = await (await newAdmin()).get(path).query({ asOf });
    expect(answer.status).toBe(200);
    expect(answer.body.instants.at(-1)).toBe(asOf);
    expect(travel.replays).toBe(before + 1);
  });
});
