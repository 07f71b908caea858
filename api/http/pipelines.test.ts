import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminAgent, eventWithVideo, type Harness, registerUser, startHarness } from '../../test/api-harness';

/**
 * The lean path and Express answer the same request the same way: both are built
 * from one route declaration. Each request goes once through the server's own door
 * (where the lean path takes what it can) and once through a door to Express alone,
 * over the same stores; status, headers (but Date) and body must be equal.
 */
let h: Harness;
let expressOnly: Server;
let lean: string;
let express: string;
let video: { id: string; eventId: string; battlerAId: string; battlerBId: string };
let n = 0;

beforeAll(async () => {
  // the real limits: 60 votes a minute per user
  h = await startHarness({ RATE_LIMIT_FACTOR: '1' });
  video = await eventWithVideo(await adminAgent(h), { event: 'Parity Night', title: 'Parity Bout', battlerA: 'Par A', battlerB: 'Par B' });
  expressOnly = createServer(h.running.express);
  await new Promise<void>((resolve) => expressOnly.listen(0, '127.0.0.1', resolve));
  lean = h.url;
  express = `http://127.0.0.1:${(expressOnly.address() as AddressInfo).port}`;
}, 30_000);
afterAll(async () => {
  await new Promise<void>((resolve) => expressOnly.close(() => resolve()));
  await h.stop();
});

interface Answer { status: number; headers: Record<string, string>; body: string }

async function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const res = await fetch(base + path, { method, headers, body });
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'date') out[name] = value;
  });
  return { status: res.status, headers: out, body: await res.text() };
}

/**
 * The same request through both doors, with one request id; the RateLimit header's
 * remaining count and reset are masked: both doors share one limiter, so the second
 * request has moved the counter by one (that sharing is the point).
 */
async function both(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const id = `parity-${++n}`;
  const all = { 'X-Request-Id': id, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers };
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const servedBefore = h.running.lean.served.reads + h.running.lean.served.writes;
  const viaLean = await send(lean, method, path, all, text);
  const leanTook = h.running.lean.served.reads + h.running.lean.served.writes > servedBefore;
  const viaExpress = await send(express, method, path, all, text);
  return { viaLean: mask(viaLean), viaExpress: mask(viaExpress), leanTook };
}

const mask = (a: Answer): Answer => (a.headers.ratelimit
  ? { ...a, headers: { ...a.headers, ratelimit: a.headers.ratelimit.replace(/remaining=\d+, reset=\d+/, 'remaining=_, reset=_') } }
  : a);

/** A registered member's session cookie. */
async function member(): Promise<string> {
  const agent = h.agent();
  await registerUser(agent);
  const jar = (agent as unknown as { jar: { getCookies(o: object): { name: string; value: string }[] } }).jar;
  const c = jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).find((x) => x.name === 'ubr.sid');
  if (!c) throw new Error('no session cookie');
  return `ubr.sid=${c.value}`;
}

const voteUrl = () => `/api/videos/${video.id}/vote`;

describe('the lean path and Express answer alike', () => {
  it.each([
    ['the events list', '/api/events', {}],
    ['the events list, gzipped', '/api/events', { 'Accept-Encoding': 'gzip' }],
    ['the battler directory', '/api/battlers-with-stats', {}],
    ["an event's videos", () => `/api/events/${video.eventId}/videos`, {}],
    ['an unknown event (404)', '/api/events/nope/videos', {}],
  ] as const)('GET %s', async (_, path, headers) => {
    const url = typeof path === 'function' ? path() : path;
    const { viaLean, viaExpress, leanTook } = await both('GET', url, headers);
    expect(leanTook).toBe(true);
    expect(viaLean).toEqual(viaExpress);
    expect(viaLean.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(viaLean.headers['x-content-type-options']).toBe('nosniff');
    expect(viaLean.headers['referrer-policy']).toBe('no-referrer');
    expect(viaLean.headers['x-request-id']).toMatch(/^parity-/);
  });

  it('GET with a matching If-None-Match: 304 on both', async () => {
    const etag = (await send(lean, 'GET', '/api/events', {})).headers.etag;
    const { viaLean, viaExpress } = await both('GET', '/api/events', { 'If-None-Match': etag });
    expect(viaLean.status).toBe(304);
    expect(viaLean).toEqual(viaExpress);
  });

  it('a vote (200): the same answer from the same state', async () => {
    const cookie = await member();
    const vote = (base: string, battlerId: string, id: string) => send(base, 'POST', voteUrl(),
      { Cookie: cookie, 'Content-Type': 'application/json', 'X-Request-Id': id }, JSON.stringify({ battlerId }));
    const before = h.running.lean.served.writes;
    const viaLean = await vote(lean, video.battlerAId, 'parity-vote');
    expect(h.running.lean.served.writes).toBe(before + 1);
    // a change from B to A, once through each door, from the same state
    await vote(lean, video.battlerBId, 'parity-b1');
    const changedLean = await vote(lean, video.battlerAId, 'parity-change');
    await vote(lean, video.battlerBId, 'parity-b2');
    const changedExpress = await vote(express, video.battlerAId, 'parity-change');
    expect(viaLean.status).toBe(200);
    expect(JSON.parse(viaLean.body)).toMatchObject({ message: 'Your vote has been recorded successfully!', votedBattlerId: video.battlerAId });
    expect(mask(changedLean)).toEqual(mask(changedExpress));
    expect(changedLean.body).toBe(viaLean.body);
  });

  it.each([
    ['no battlerId (400)', {}],
    ['a battler of another video (400)', { battlerId: 'nobody' }],
    ['malformed JSON (400)', '{"battlerId":'],
    ['a scalar body (400)', '"x"'],
  ] as const)('a vote with %s', async (_, body) => {
    const cookie = await member();
    const { viaLean, viaExpress, leanTook } = await both('POST', voteUrl(), { Cookie: cookie }, body);
    expect(leanTook).toBe(true);
    expect(viaLean.status).toBe(400);
    expect(viaLean).toEqual(viaExpress);
  });

  it("a visitor's vote (401), a forged cookie (401), an unknown video (404), a cross-site vote (403)", async () => {
    const cookie = await member();
    for (const [status, path, headers] of [
      [401, voteUrl(), {}],
      [401, voteUrl(), { Cookie: `${cookie.slice(0, -3)}abc` }],
      [404, '/api/videos/nope/vote', { Cookie: cookie }],
      [403, voteUrl(), { Cookie: cookie, Origin: 'https://evil.example' }],
      [403, voteUrl(), { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' }],
    ] as const) {
      const { viaLean, viaExpress, leanTook } = await both('POST', path, headers, { battlerId: video.battlerAId });
      expect(leanTook).toBe(true);
      expect(viaLean.status).toBe(status);
      expect(viaLean).toEqual(viaExpress);
    }
  });

  it("a progress report on someone else's view (403), and a valid one (200)", async () => {
    const cookie = await member();
    const started = await send(lean, 'POST', `/api/videos/${video.id}/start-view`,
      { Cookie: cookie, 'Content-Type': 'application/json' }, JSON.stringify({ sessionId: 'parity' }));
    expect(started.status).toBe(201);
    const report = { viewId: JSON.parse(started.body).viewId, watchedDuration: 0.5, completionPercentage: 20 };
    const url = `/api/videos/${video.id}/update-view`;
    const theirs = await both('PATCH', url, {}, report);
    expect(theirs.leanTook).toBe(true);
    expect(theirs.viaLean.status).toBe(403);
    expect(theirs.viaLean).toEqual(theirs.viaExpress);
    const mine = await both('PATCH', url, { Cookie: cookie }, report);
    expect(mine.viaLean.status).toBe(200);
    expect(mine.viaLean).toEqual(mine.viaExpress);
  });

  it('the vote limit (429) on both', async () => {
    const cookie = await member();
    for (let i = 0; i < 60; i++) {
      const res = await send(lean, 'POST', voteUrl(), { Cookie: cookie, 'Content-Type': 'application/json' },
        JSON.stringify({ battlerId: i % 2 ? video.battlerBId : video.battlerAId }));
      expect(res.status).toBe(200);
    }
    const { viaLean, viaExpress, leanTook } = await both('POST', voteUrl(), { Cookie: cookie }, { battlerId: video.battlerAId });
    expect(leanTook).toBe(true);
    expect(viaLean.status).toBe(429);
    expect(viaLean).toEqual(viaExpress);
  }, 30_000);
});
