import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import request from 'supertest';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { VideoCommands } from '../../../application/catalogue/video-commands';
import { loadConfig } from '../../../infrastructure/config';
import { CHUNK_BYTES, chunkKey, chunkKeys, ChunkedUploadStore } from '../../../infrastructure/files/chunked-upload-store';
import { startServer, type RunningServer } from '../../server';
import { makeRole, registerUser } from '../../../test/api-harness';
import { bigVideo, sha256 } from '../../../test/fixtures/big-video';
import { FAKE_MP4, testVideo } from '../../../test/fixtures/videos';
import { eventually } from '../../../test/eventually';

type Agent = request.Agent;
const BASE = '/api/admin/videos';

/** A server over `dataDir` that can be stopped and started again on the same files (a restart). */
async function serve(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', RENDITIONS: 'off',
    PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'), VIDEO_MAX_MB: '100',
    // these tests leave uploads open on purpose; the cap has its own suite (upload-limits.api.test.ts)
    CHUNKED_UPLOADS_PER_ADMIN: '50', ...env,
  });
  const running = await startServer(config);
  return { running, url: `http://127.0.0.1:${running.port}` };
}

let dataDir: string;
let server: { running: RunningServer; url: string };
let admin: Agent;
let adminLogin: { username: string; password: string };
let otherAdmin: Agent;
let user: Agent;
let eventId: string;
let counter = 0;

const h = () => ({ running: server.running });
const newId = () => `up_${process.pid}_${++counter}_abcdef`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-chunked-'));
  server = await serve(dataDir);
  admin = request.agent(server.url) as unknown as Agent;
  const a = await registerUser(admin as never);
  adminLogin = { username: a.username, password: a.password };
  await makeRole(h() as never, a.id, 'admin');
  otherAdmin = request.agent(server.url) as unknown as Agent;
  await makeRole(h() as never, (await registerUser(otherAdmin as never)).id, 'admin');
  user = request.agent(server.url) as unknown as Agent;
  await registerUser(user as never);
  const ev = await admin.post('/api/admin/events').field('title', 'Chunk Night');
  expect(ev.status).toBe(201);
  eventId = ev.body.id;
}, 60_000);
afterAll(async () => {
  await server.running.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const metadata = (over: Record<string, unknown> = {}) => ({
  title: 'Big Clash', description: 'Long one', eventId, battlerAName: 'Chunk A', battlerBName: 'Chunk B',
  isMainEvent: false, requiresAuth: false, ...over,
});
const chunksOf = (file: Buffer) => Math.ceil(file.length / CHUNK_BYTES);
const slice = (file: Buffer, i: number) => file.subarray(i * CHUNK_BYTES, Math.min(file.length, (i + 1) * CHUNK_BYTES));

function init(agent: Agent, uploadId: string, file: Buffer, over: Record<string, unknown> = {}) {
  return agent.post(`${BASE}/upload-chunked/init`).send({
    uploadId, fileName: 'big.mp4', fileSize: file.length, totalChunks: chunksOf(file), mimeType: 'video/mp4',
    sha256: sha256(file), metadata: metadata(), ...over,
  });
}
function chunk(agent: Agent, uploadId: string, index: number, totalChunks: number, bytes: Buffer) {
  return agent.post(`${BASE}/upload-chunked/chunk`).field('uploadId', uploadId).field('chunkIndex', String(index))
    .field('totalChunks', String(totalChunks)).attach('chunk', bytes, 'blob');
}
const complete = (agent: Agent, uploadId: string) => agent.post(`${BASE}/upload-chunked/complete`).send({ uploadId });

async function storedSha256(running: RunningServer, videoId: string) {
  const doc = await running.deps.get(CatalogueQueries).video(videoId);
  const hash = createHash('sha256');
  await pipeline(await running.deps.blobs.read((doc as unknown as { fileKey: string }).fileKey), hash);
  return hash.digest('hex');
}

/** which of the upload's chunk objects are in the blob storage */
async function storedChunks(running: RunningServer, uploadId: string, totalChunks: number) {
  const keys = chunkKeys({ uploadId, totalChunks });
  const infos = await Promise.all(keys.map((key) => running.deps.blobs.info(key)));
  return keys.filter((_, i) => infos[i] !== null);
}
const storeOf = (running: RunningServer) => new ChunkedUploadStore(dataDir, running.deps.blobs,
  (videoId) => running.deps.get(VideoCommands).uploaded(videoId));

// 2.5 chunks: two full ones and a short last one
const file = bigVideo(Math.round(CHUNK_BYTES * 2.5));

describe('chunked upload', () => {
  it('takes chunks out of order, three at a time and repeated, refuses bad ones, and completes once', async () => {
    const id = newId();
    const total = chunksOf(file);
    const started = await init(admin, id, file);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ uploadId: id, totalChunks: 3, chunkSize: CHUNK_BYTES, receivedChunks: [], missingChunks: [0, 1, 2] });

    // the last chunk alone first, then the progress knows its bytes; it is an object of its own
    expect((await chunk(admin, id, 2, total, slice(file, 2))).body.receivedChunks).toEqual([2]);
    expect(await storedChunks(server.running, id, total)).toEqual([chunkKey(id, 2)]);
    const p1 = (await admin.get(`${BASE}/upload-progress/${id}`)).body;
    expect(p1).toMatchObject({ status: 'uploading', uploadedBytes: slice(file, 2).length, totalBytes: file.length });
    expect(p1.percentage).toBeCloseTo((slice(file, 2).length / file.length) * 100, 0);
    expect(p1).toEqual(expect.objectContaining({ uploadSpeed: expect.any(Number), eta: expect.any(Number) }));

    // a chunk of the wrong size, index or upload, or sent before its fields
    const short = await chunk(admin, id, 0, total, slice(file, 0).subarray(1));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(`Chunk 0 must be ${CHUNK_BYTES} bytes, got ${CHUNK_BYTES - 1}`);
    const long = await chunk(admin, id, 2, total, slice(file, 1));
    expect(long.status).toBe(200); // chunk 2 is already stored: a repeat is read and dropped
    const tooLong = await chunk(admin, id, 1, total, Buffer.concat([slice(file, 1), Buffer.alloc(10)]));
    expect(tooLong.status).toBe(400);
    // a refused chunk leaves no object behind
    expect(await storedChunks(server.running, id, total)).toEqual([chunkKey(id, 2)]);
    expect((await chunk(admin, id, 3, total, slice(file, 0))).status).toBe(400);
    expect((await chunk(admin, id, 0, 4, slice(file, 0))).status).toBe(400);
    expect((await chunk(admin, 'nosuchupload', 0, total, slice(file, 0))).status).toBe(404);
    expect((await chunk(otherAdmin, id, 0, total, slice(file, 0))).status).toBe(404);
    const fieldsLast = await admin.post(`${BASE}/upload-chunked/chunk`).attach('chunk', slice(file, 0), 'blob').field('uploadId', id);
    expect(fieldsLast.status).toBe(400);

    // complete too early names what is missing; the state says the same
    const early = await complete(admin, id);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Missing chunks: 0, 1 (2 of 3): send them, then complete again');
    expect((await admin.get(`${BASE}/upload-chunked/${id}`)).body).toMatchObject({ receivedChunks: [2], missingChunks: [0, 1], status: 'uploading' });

    // three at a time, one of them a repeat
    const parallel = await Promise.all([chunk(admin, id, 1, total, slice(file, 1)), chunk(admin, id, 0, total, slice(file, 0)),
      chunk(admin, id, 2, total, slice(file, 2))]);
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200]);
    const state = (await admin.get(`${BASE}/upload-chunked/${id}`)).body;
    expect(state).toMatchObject({ receivedChunks: [0, 1, 2], missingChunks: [], uploadedBytes: file.length });

    // two completes at once, and one later: one video
    const [a, b] = await Promise.all([complete(admin, id), complete(admin, id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBeTruthy();
    expect(b.body.id).toBe(a.body.id);
    expect((await complete(admin, id)).body.id).toBe(a.body.id);
    expect(a.body).toMatchObject({ title: 'Big Clash', eventId, battlerAName: 'Chunk A', battlerBName: 'Chunk B', mimeType: 'video/mp4' });
    const all = (await admin.get(BASE)).body as { title: string }[];
    expect(all.filter((v) => v.title === 'Big Clash')).toHaveLength(1);
    expect(await storedSha256(server.running, a.body.id)).toBe(sha256(file));
    // the stored video is the file, byte for byte, and the chunk objects are gone
    expect(await storedChunks(server.running, id, total)).toEqual([]);
    expect((await admin.get(`${BASE}/upload-progress/${id}`)).body).toMatchObject({ status: 'completed', percentage: 100 });
    expect((await admin.get(`${BASE}/upload-chunked/${id}`)).body).toMatchObject({ status: 'completed', videoId: a.body.id });
    // init of the finished upload again: its state, and the progress stays completed
    expect((await init(admin, id, file)).body).toMatchObject({ status: 'completed', videoId: a.body.id, missingChunks: [] });
    expect((await admin.get(`${BASE}/upload-progress/${id}`)).body.status).toBe('completed');

    // a crash after the video was recorded, before the manifest said so: the retry finds that video
    const store = storeOf(server.running);
    const crashed = (await store.get(id))!;
    await store.save({ ...crashed, status: 'uploading', completedAt: null });
    expect((await complete(admin, id)).body.id).toBe(a.body.id);
    expect(((await admin.get(BASE)).body as { title: string }[]).filter((v) => v.title === 'Big Clash')).toHaveLength(1);
  }, 60_000);

  it('refuses bytes that start like an MP4 but hold no video, and keeps no joined file', async () => {
    const id = newId();
    const videos = () => readdir(path.join(dataDir, 'uploads', 'videos')).catch(() => [] as string[]);
    const before = await videos();
    expect((await init(admin, id, FAKE_MP4)).status).toBe(200);
    expect((await chunk(admin, id, 0, 1, FAKE_MP4)).status).toBe(200);
    const res = await complete(admin, id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid file: please upload a video file');
    expect((await videos()).sort()).toEqual(before.sort());
    expect((await admin.get(`${BASE}/upload-progress/${id}`)).body.status).toBe('error');
  }, 30_000);

  it('validates init before a byte arrives, and resumes the same file by the same admin', async () => {
    const id = newId();
    const bad = async (body: Record<string, unknown>, status: number, message?: string, agent = admin) => {
      const res = await init(agent, body.uploadId as string ?? id, file, body);
      expect(res.status).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    };
    await bad({ uploadId: '../../etc' }, 400, 'uploadId must be 8 to 100 letters, digits, "-" or "_"');
    await bad({ fileSize: 101 * 1024 * 1024, totalChunks: 11 }, 413, 'File too large: videos must be under 100MB');
    await bad({ totalChunks: 5 }, 400);
    await bad({ metadata: metadata({ title: '' }) }, 400, 'Video title and event are required');
    await bad({ metadata: undefined }, 400, 'Video title and event are required');
    await bad({ metadata: metadata({ battlerBName: '' }) }, 400, 'Both battler names are required');
    await bad({ metadata: metadata({ eventId: 'no-such-event' }) }, 400, 'Event not found: choose an existing event');
    await bad({ sha256: 'abc' }, 400, 'sha256 must be 64 hexadecimal digits');
    expect(existsSync(path.join(dataDir, 'chunked', id))).toBe(false);

    expect((await init(admin, id, file)).status).toBe(200);
    expect((await chunk(admin, id, 1, 3, slice(file, 1))).status).toBe(200);
    const again = await init(admin, id, file);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ receivedChunks: [1], missingChunks: [0, 2] });
    await bad({}, 409, 'This uploadId is taken: make another', otherAdmin);
    await bad({ fileName: 'other.mp4' }, 409);
    expect((await otherAdmin.get(`${BASE}/upload-chunked/${id}`)).status).toBe(404);
  }, 30_000);

  it('refuses a file whose sha256 differs, and asks for every chunk again', async () => {
    const id = newId();
    expect((await init(admin, id, file, { sha256: 'a'.repeat(64) })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await chunk(admin, id, i, 3, slice(file, i))).status).toBe(200);
    const res = await complete(admin, id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The file's sha256 is ${sha256(file)}, not ${'a'.repeat(64)}: send every chunk again`);
    expect((await admin.get(`${BASE}/upload-chunked/${id}`)).body.missingChunks).toEqual([0, 1, 2]);
    expect((await admin.get(`${BASE}/upload-progress/${id}`)).body.status).toBe('error');
    // the chunks and the joined file went with the refusal
    expect(await storedChunks(server.running, id, 3)).toEqual([]);
    const named = (await storeOf(server.running).get(id))!.videoId!;
    expect(await server.running.deps.blobs.info(`videos/${named}.mp4`)).toBeNull();
  }, 30_000);

  it('resumes after the server restarts on the same data mid-upload, byte-identical', async () => {
    const id = newId();
    const other = bigVideo(Math.round(CHUNK_BYTES * 2.2));
    expect((await init(admin, id, other)).status).toBe(200);
    expect((await chunk(admin, id, 2, 3, slice(other, 2))).status).toBe(200);
    expect((await chunk(admin, id, 0, 3, slice(other, 0))).status).toBe(200);

    await server.running.stop();
    server = await serve(dataDir);
    admin = request.agent(server.url) as unknown as Agent;
    expect((await admin.post('/api/login').send(adminLogin)).status).toBe(200);
    otherAdmin = request.agent(server.url) as unknown as Agent;
    user = request.agent(server.url) as unknown as Agent;
    await registerUser(user as never);

    const state = (await admin.get(`${BASE}/upload-chunked/${id}`)).body;
    expect(state).toMatchObject({ receivedChunks: [0, 2], missingChunks: [1], status: 'uploading' });
    expect((await admin.get(`${BASE}/upload-progress/${id}`)).body)
      .toMatchObject({ status: 'uploading', uploadedBytes: slice(other, 0).length + slice(other, 2).length });
    for (const i of state.missingChunks as number[]) expect((await chunk(admin, id, i, 3, slice(other, i))).status).toBe(200);
    const done = await complete(admin, id);
    expect(done.status).toBe(200);
    expect(await storedSha256(server.running, done.body.id)).toBe(sha256(other));
  }, 60_000);

  it('sweeps abandoned uploads after the TTL and leaves finished and active ones', async () => {
    const abandoned = newId();
    const active = newId();
    const finished = newId();
    const small = testVideo();
    for (const id of [abandoned, active, finished]) expect((await init(admin, id, small)).status).toBe(200);
    expect((await chunk(admin, finished, 0, 1, small)).status).toBe(200);
    expect((await complete(admin, finished)).status).toBe(200);
    expect((await chunk(admin, active, 0, 1, small)).status).toBe(200);
    // a crash after the abandoned upload's chunk was stored, before the manifest listed it
    await server.running.deps.blobs.put(chunkKey(abandoned, 0), small, 'application/octet-stream');

    // the clock moves 25 h on; the active one was touched an hour before that
    const store = storeOf(server.running);
    const later = new Date(Date.now() + 25 * 3600_000);
    await store.update(active, (m) => ({ ...m, updatedAt: new Date(later.getTime() - 3600_000).toISOString() }));
    const removed = await store.sweep(later, 24 * 3600_000);
    expect(removed).toContain(abandoned);
    expect(removed).not.toContain(active);
    expect(removed).not.toContain(finished);
    expect((await admin.get(`${BASE}/upload-chunked/${abandoned}`)).status).toBe(404);
    expect(existsSync(path.join(dataDir, 'chunked', abandoned))).toBe(false);
    expect(await storedChunks(server.running, abandoned, 1)).toEqual([]);
    expect((await admin.get(`${BASE}/upload-chunked/${active}`)).body.status).toBe('uploading');
    expect(await storedChunks(server.running, active, 1)).toEqual([chunkKey(active, 0)]);
    expect((await complete(admin, finished)).status).toBe(200);
    // a finished one's manifest goes after a week
    expect(await store.sweep(new Date(Date.now() + 8 * 24 * 3600_000), 24 * 3600_000)).toEqual(expect.arrayContaining([finished, active]));
    expect(await storedChunks(server.running, active, 1)).toEqual([]);
    expect((await complete(admin, finished)).status).toBe(404);
  }, 30_000);

  it('runs the sweep on its own with CHUNKED_UPLOAD_TTL_HOURS', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-chunked-ttl-'));
    // 1.8 s: the server sweeps that often too
    const quick = await serve(dir, { CHUNKED_UPLOAD_TTL_HOURS: '0.0005' });
    try {
      const agent = request.agent(quick.url) as unknown as Agent;
      await makeRole({ running: quick.running } as never, (await registerUser(agent as never)).id, 'admin');
      const ev = await agent.post('/api/admin/events').field('title', 'Quick Night');
      const id = newId();
      const small = testVideo();
      expect((await init(agent, id, small, { metadata: metadata({ eventId: ev.body.id }) })).status).toBe(200);
      await eventually(async () => expect((await agent.get(`${BASE}/upload-chunked/${id}`)).status).toBe(404), 8000, 200);
    } finally {
      await quick.running.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('optimized upload and progress', () => {
  it('streams the upload, names it in X-Upload-ID and reports it completed', async () => {
    const res = await admin.post(`${BASE}/upload-optimized`).set('X-Upload-ID', 'optimized_test_1')
      .field('title', 'Fast One').field('eventId', eventId).field('battlerAName', 'Opt A').field('battlerBName', 'Opt B')
      .field('requiresAuth', 'true').attach('video', testVideo(), 'clip.mp4');
    expect(res.status).toBe(201);
    expect(res.headers['x-upload-id']).toBe('optimized_test_1');
    expect(res.body).toMatchObject({ title: 'Fast One', requiresAuth: true, battlerAName: 'Opt A' });
    const p = (await admin.get(`${BASE}/upload-progress/optimized_test_1`)).body;
    expect(p).toMatchObject({ status: 'completed', percentage: 100, eta: 0 });
    expect(p.totalBytes).toBeGreaterThan(testVideo().length);
    expect(p.uploadedBytes).toBe(p.totalBytes);

    // no id asked: the server makes one
    const made = await admin.post(`${BASE}/upload-optimized`).field('title', 'No Id').field('eventId', eventId)
      .field('battlerAName', 'Opt A').field('battlerBName', 'Opt B').attach('video', testVideo(), 'clip.mp4');
    expect(made.status).toBe(201);
    expect(made.headers['x-upload-id']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

    // refused: the progress says error
    const refused = await admin.post(`${BASE}/upload-optimized`).set('X-Upload-ID', 'optimized_test_2')
      .field('title', '').field('eventId', eventId).attach('video', testVideo(), 'clip.mp4');
    expect(refused.status).toBe(400);
    expect((await admin.get(`${BASE}/upload-progress/optimized_test_2`)).body.status).toBe('error');
    expect((await admin.get(`${BASE}/upload-progress/never_started_1`)).status).toBe(404);
  }, 30_000);

  it('reports the bytes as they arrive, with speed and eta, while the request is still sending', async () => {
    const video = bigVideo(Math.round(CHUNK_BYTES * 1.5));
    const boundary = 'optimizedboundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const preamble = Buffer.from(field('title', 'Watched One') + field('eventId', eventId) + field('battlerAName', 'Opt A')
      + field('battlerBName', 'Opt B') + field('requiresAuth', 'false')
      + `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const ending = Buffer.from(`\r\n--${boundary}--\r\n`);
    const total = preamble.length + video.length + ending.length;
    const login = await request(server.url).post('/api/login').send(adminLogin);
    expect(login.status).toBe(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}${BASE}/upload-optimized`, {
        method: 'POST',
        headers: { cookie, 'x-upload-id': 'optimized_watched', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) },
      }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (p: Buffer) => parts.push(p));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
      });
      req.on('error', reject);
      req.write(preamble);
      req.write(video.subarray(0, CHUNK_BYTES));
      // the rest once the first part was seen arriving
      void eventually(async () => {
        const p = (await admin.get(`${BASE}/upload-progress/optimized_watched`)).body;
        expect(p.uploadedBytes).toBeGreaterThanOrEqual(CHUNK_BYTES);
        expect(p).toMatchObject({ status: 'uploading', totalBytes: total });
        expect(p.percentage).toBeGreaterThan(50);
        expect(p.percentage).toBeLessThan(100);
        expect(p.uploadSpeed).toBeGreaterThan(0);
        expect(p.eta).toBeGreaterThanOrEqual(0);
      }, 10_000, 50).then(() => req.end(Buffer.concat([video.subarray(CHUNK_BYTES), ending])), reject);
    });
    const res = await answered;
    expect(res.status).toBe(201);
    expect((await admin.get(`${BASE}/upload-progress/optimized_watched`)).body).toMatchObject({ status: 'completed', percentage: 100 });
  }, 30_000);

  it('answers visitors 401 and users 403 on every call', async () => {
    const calls: [string, string][] = [
      ['post', `${BASE}/upload-chunked/init`], ['post', `${BASE}/upload-chunked/chunk`], ['post', `${BASE}/upload-chunked/complete`],
      ['get', `${BASE}/upload-chunked/some_upload_id`], ['post', `${BASE}/upload-optimized`], ['get', `${BASE}/upload-progress/some_upload_id`],
    ];
    for (const [method, url] of calls) {
      const visitor = request(server.url) as unknown as Record<string, (u: string) => Promise<{ status: number }>>;
      expect([url, (await visitor[method]!(url)).status]).toEqual([url, 401]);
      const asUser = user as unknown as Record<string, (u: string) => Promise<{ status: number }>>;
      expect([url, (await asUser[method]!.call(user, url)).status]).toEqual([url, 403]);
    }
  });
});
