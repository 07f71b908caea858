import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { adminAgent, eventWithVideo, type Harness, makeRole, registerUser, startHarness, uniqueName } from '../../test/api-harness';

let h: Harness;
let admin: TestAgent;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h);
  // enough events that the list is over 1 KB, so the read cache keeps it gzipped
  for (let i = 0; i < 12; i++) {
    const ev = await admin.post('/api/admin/events').field('title', `Compression Night ${i}`).field('eventDate', '2024-01-01')
      .field('description', `The ${i}th card of the night, with a description long enough to weigh something.`);
    expect(ev.status).toBe(201);
  }
  // enough users that the admin list is over 1 KB
  for (let i = 0; i < 8; i++) await registerUser(h.agent());
}, 60_000);
afterAll(async () => { await h.stop(); });

/** The bytes exactly as sent: supertest would gunzip them and hide a double encoding. */
function raw(path: string, headers: Record<string, string>, cookie?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${h.url}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const GZIP = { 'accept-encoding': 'gzip' };
/** An admin's session cookie, for the raw requests. */
async function adminCookie() {
  const username = uniqueName('zip');
  const reg = await request(h.url).post('/api/register')
    .send({ username, email: `${username}@example.com`, firstName: 'Zip', lastName: 'Admin', password: 'password123' });
  expect(reg.status).toBe(201);
  await makeRole(h, reg.body.id as string, 'admin');
  return [reg.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
}

describe('the API compresses its big JSON answers (compression middleware)', () => {
  it('a big admin list through Express comes gzipped, with Vary, to a client that takes gzip', async () => {
    const res = await raw('/api/admin/users', GZIP, await adminCookie());
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    const users = JSON.parse(gunzipSync(res.body).toString('utf8')) as unknown[];
    expect(users.length).toBeGreaterThanOrEqual(9);
    expect(gunzipSync(res.body).length).toBeGreaterThan(1024);
  });

  it('a browser that takes brotli gets brotli (and the harness reads it: every answer is checked against the document)', async () => {
    const res = await raw('/api/admin/users', { 'accept-encoding': 'gzip, deflate, br, zstd' }, await adminCookie());
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect((JSON.parse(brotliDecompressSync(res.body).toString('utf8')) as unknown[]).length).toBeGreaterThanOrEqual(9);
  });

  it('a search (a query string, so Express, not the lean path) comes gzipped', async () => {
    const res = await raw('/api/events?search=Compression', GZIP);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toHaveLength(12);
  });

  it('not to a client that does not take it', async () => {
    const res = await raw('/api/events?search=Compression', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveLength(12);
  });

  it('not a small answer', async () => {
    const res = await raw('/api/events?search=nothing-matches-this', GZIP);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    // the same to every client, so no Vary: the lean path's answers have none either (pipelines.test.ts)
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual([]);
  });

  it('not a Range request', async () => {
    const res = await raw('/api/events?search=Compression', { ...GZIP, range: 'bytes=0-99' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveLength(12);
  });

  it('a kept lean read keeps its own gzip, once, with its own length', async () => {
    const served = h.running.lean.served.reads;
    await raw('/api/events', GZIP);
    const res = await raw('/api/events', GZIP);
    expect(h.running.lean.served.reads).toBe(served + 2);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.etag).toBeDefined();
    // gzipped once: one gunzip gives the JSON
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toHaveLength(12);
  });

  it("a video's bytes under /media: a Range answer is 206, whole bytes, never encoded", async () => {
    const video = await eventWithVideo(admin, { event: 'Range Night', title: 'Range Bout', battlerA: 'Range A', battlerB: 'Range B' });
    const res = await raw(`/media/videos/${video.id}`, { ...GZIP, range: 'bytes=0-99' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\//);
    expect(res.body.length).toBe(100);
  }, 30_000);
});
