import http from 'node:http';
import request from 'supertest';
import { adminAgent, eventWithVideo, type Harness, signedInMember, startHarness } from '../../test/api-harness';

/**
 * The vote answered before Express: it serves the ordinary signed-in JSON request,
 * with Express's headers, limits and messages, and hands everything else to Express.
 * (votes.api.test.ts runs the whole vote behaviour through this same server.)
 */
let h: Harness;
let video: { id: string; battlerAId: string; battlerBId: string };

beforeAll(async () => {
  // RATE_LIMIT_FACTOR 1: the vote limit is the real 60 a minute per user
  h = await startHarness({ RATE_LIMIT_FACTOR: '1' });
  video = await eventWithVideo(await adminAgent(h), { event: 'Lean Night', title: 'Lean Bout', battlerA: 'Lean Ace', battlerB: 'Lean Blaze' });
}, 30_000);
afterAll(async () => { await h.stop(); });

const voteUrl = () => `/api/videos/${video.id}/vote`;
const served = () => h.running.leanWrites.served;

const member = async () => (await signedInMember(h)).agent;

/** The session cookie an agent holds, for raw requests. */
async function cookieOf(agent: ReturnType<Harness['agent']>): Promise<string> {
  const res = await agent.get('/api/auth/user');
  expect(res.status).toBe(200);
  const jar = (agent as unknown as { jar: { getCookies(o: object): { name: string; value: string }[] } }).jar;
  const c = jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).find((x) => x.name === 'ubr.sid');
  if (!c) throw new Error('no session cookie');
  return `ubr.sid=${c.value}`;
}

describe('the vote before Express', () => {
  it('serves a signed-in JSON vote itself, with the headers Express sends', async () => {
    const agent = await member();
    const before = served();
    const res = await agent.post(voteUrl()).set('X-Request-Id', 'lean-test-1').send({ battlerId: video.battlerAId });
    expect(res.status).toBe(200);
    expect(served()).toBe(before + 1);
    expect(res.body).toMatchObject({ message: 'Your vote has been recorded successfully!', votedBattlerId: video.battlerAId });
    expect(res.headers['x-request-id']).toBe('lean-test-1');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.ratelimit).toMatch(/remaining=59/);
    // the same security headers as any Express answer
    const express = await request(h.url).get('/api/auth/user');
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']) {
      expect(res.headers[name]).toBeDefined();
      expect(res.headers[name]).toBe(express.headers[name]);
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers validation and not-found failures with the route messages', async () => {
    const agent = await member();
    expect((await agent.post(voteUrl()).send({})).body).toEqual({ message: 'battlerId is required', field: 'battlerId' });
    expect((await agent.post(voteUrl()).send({ battlerId: 'nobody' })).body.message).toBe("battlerId must be one of the video's two battlers");
    const missing = await agent.post('/api/videos/nope/vote').send({ battlerId: 'x' });
    expect(missing.status).toBe(404);
    const malformed = await agent.post(voteUrl()).set('Content-Type', 'application/json').send('{"battlerId":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
    const scalar = await agent.post(voteUrl()).set('Content-Type', 'application/json').send('"x"');
    expect(scalar.status).toBe(400);
    expect(scalar.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers visitors, bad cookies and cross-site requests itself with the route\'s refusals; hands other bodies to Express', async () => {
    const start = served();
    const visitor = await request(h.url).post(voteUrl()).send({ battlerId: video.battlerAId });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('You need to be logged in to vote.');
    const agent = await member();
    const cookie = await cookieOf(agent);
    const forged = `${cookie.slice(0, -3)}abc`;
    expect((await request(h.url).post(voteUrl()).set('Cookie', forged).send({ battlerId: video.battlerAId })).status).toBe(401);
    const crossSite = await agent.post(voteUrl()).set('Origin', 'https://evil.example').send({ battlerId: video.battlerAId });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe('Cross-site request refused');
    // the same guard and cross-site rule as Express's, from the one route declaration
    expect(served()).toBe(start + 3);
    const before = served();
    // a form body is not JSON: Express reads none of it, and the route asks for battlerId
    const form = await agent.post(voteUrl()).type('form').send({ battlerId: video.battlerAId });
    expect(form.status).toBe(400);
    expect(form.body.message).toBe('battlerId is required');
    expect(served()).toBe(before);
    // the same request with its cookie given by hand is served here
    expect((await request(h.url).post(voteUrl()).set('Cookie', cookie).send({ battlerId: video.battlerAId })).status).toBe(200);
    expect(served()).toBe(before + 1);
  });

  it('a chunked body goes to Express, which gives the same answer', async () => {
    const agent = await member();
    const cookie = await cookieOf(agent);
    const before = served();
    const { port } = new URL(h.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: voteUrl(),
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Transfer-Encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (c) => { body += c; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"battlerId":');
      req.end(JSON.stringify(video.battlerBId) + '}');
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ votedBattlerId: video.battlerBId });
    expect(served()).toBe(before);
  });

  it('shares the per-user limit with the Express route: 60 a minute, then 429 with its message', async () => {
    const agent = await member();
    let lastOk = 0;
    for (let i = 0; i < 59; i++) {
      const res = await agent.post(voteUrl()).send({ battlerId: i % 2 ? video.battlerBId : video.battlerAId });
      expect(res.status).toBe(200);
      lastOk = i;
    }
    expect(lastOk).toBe(58);
    // the 60th through Express (a form body), the 61st here: both count against one limit
    expect((await agent.post(voteUrl()).type('form').send({ battlerId: video.battlerAId })).status).toBe(400);
    const limited = await agent.post(voteUrl()).send({ battlerId: video.battlerAId });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many votes in a short time. Please wait a moment and try again.' });
    expect(limited.headers.ratelimit).toMatch(/remaining=0/);
  }, 30_000);
});

describe('progress reports before Express, behind a proxy', () => {
  let proxied: Harness;
  let clip: { id: string };
  beforeAll(async () => {
    proxied = await startHarness({ TRUST_PROXY: 'true' });
    clip = await eventWithVideo(await adminAgent(proxied), { event: 'Proxy Night', title: 'Proxy Bout', battlerA: 'Proxy Ace', battlerB: 'Proxy Blaze' });
  }, 30_000);
  afterAll(async () => { await proxied.stop(); });

  const from = (address: string) => ({ 'X-Forwarded-For': address, 'User-Agent': 'ProxyBrowser/1' });

  it("serves a visitor's report, who is the same viewer Express saw at the start only from the same address", async () => {
    const started = await request(proxied.url).post(`/api/videos/${clip.id}/start-view`).set(from('203.0.113.7')).send({ sessionId: 'p' });
    expect(started.status).toBe(201);
    const before = proxied.running.leanWrites.served;
    const report = { viewId: started.body.viewId, watchedDuration: 0.5, completionPercentage: 20 };
    const elsewhere = await request(proxied.url).patch(`/api/videos/${clip.id}/update-view`).set(from('198.51.100.9')).send(report);
    expect(elsewhere.status).toBe(403);
    const same = await request(proxied.url).patch(`/api/videos/${clip.id}/update-view`).set(from('203.0.113.7')).send(report);
    expect(same.status).toBe(200);
    expect(same.body).toEqual({ message: 'View progress recorded', qualified: false, counted: false });
    expect(proxied.running.leanWrites.served).toBe(before + 2);
  });
});
