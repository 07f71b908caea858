import { existsSync } from 'node:fs';
import path from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { ConfigError, loadConfig } from '../../../infrastructure/config';
import { chunkKey, ChunkedUploadStore, expectedChunks } from '../../../infrastructure/files/chunked-upload-store';
import { adminAgent, startHarness, type Harness } from '../../../test/api-harness';
import { FAKE_MP4, testVideo } from '../../../test/fixtures/videos';
import { sha256 } from '../../../test/fixtures/big-video';
import { PUBLIC_UPLOAD_FOLDERS } from '../../http/public-uploads';

const BASE = '/api/admin/videos';
const MB = 1024 * 1024;

let h: Harness;
let eventId: string;
let counter = 0;
const newId = () => `lim_${process.pid}_${++counter}_abcdef`;

beforeAll(async () => {
  h = await startHarness({ VIDEO_MAX_MB: '100', CHUNKED_UPLOADS_MAX_MB: '250', RENDITIONS: 'off' });
  const admin = await adminAgent(h);
  const ev = await admin.post('/api/admin/events').field('title', 'Limits Night');
  expect(ev.status).toBe(201);
  eventId = ev.body.id;
}, 60_000);
afterAll(() => h.stop());

const metadata = (over: Record<string, unknown> = {}) => ({
  title: 'Capped Clash', description: '', eventId, battlerAName: 'Cap A', battlerBName: 'Cap B',
  isMainEvent: false, requiresAuth: false, ...over,
});
/** An init that declares `fileSize` bytes; `bytes` (when sent) are the file's whole content. */
function init(agent: TestAgent, uploadId: string, fileSize: number, over: Record<string, unknown> = {}) {
  return agent.post(`${BASE}/upload-chunked/init`).send({
    uploadId, fileName: 'big.mp4', fileSize, totalChunks: expectedChunks(fileSize), mimeType: 'video/mp4',
    sha256: null, metadata: metadata(), ...over,
  });
}
const chunk = (agent: TestAgent, uploadId: string, bytes: Buffer) => agent.post(`${BASE}/upload-chunked/chunk`)
  .field('uploadId', uploadId).field('chunkIndex', '0').field('totalChunks', '1').attach('chunk', bytes, 'blob');
const complete = (agent: TestAgent, uploadId: string) => agent.post(`${BASE}/upload-chunked/complete`).send({ uploadId });
const store = () => new ChunkedUploadStore(h.dataDir, h.running.deps.blobs);

describe('/uploads serves the public pictures only', () => {
  it('given a members-only video half uploaded in chunks, when a visitor asks /uploads for a chunk, then it is not found', async () => {
    const admin = await adminAgent(h);
    const id = newId();
    const video = testVideo();
    expect((await init(admin, id, video.length, { metadata: metadata({ requiresAuth: true }) })).status).toBe(200);
    expect((await chunk(admin, id, video)).status).toBe(200);
    expect(await h.running.deps.blobs.info(chunkKey(id, 0))).not.toBeNull();

    const visitor = h.agent();
    for (const url of [`/uploads/${chunkKey(id, 0)}`, `/uploads/${chunkKey(id, 0).replaceAll('/', '%2F')}`,
      `/uploads/thumbnails/..%2F${chunkKey(id, 0)}`, `/uploads/chunks/${id}`]) {
      const res = await visitor.get(url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.headers['cache-control']).toBeUndefined();
    }
    expect((await visitor.head(`/uploads/${chunkKey(id, 0)}`)).status).toBe(404);
  });

  it('given files in every storage folder, when a visitor asks /uploads, then only the public folders answer', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const { blobs } = h.running.deps;
    for (const folder of PUBLIC_UPLOAD_FOLDERS) {
      await blobs.put(`${folder}/pic-${counter}.png`, png, 'image/png');
      const res = await h.agent().get(`/uploads/${folder}/pic-${counter}.png`);
      expect([folder, res.status, res.headers['cache-control']]).toEqual([folder, 200, 'public, max-age=31536000, immutable']);
    }
    // video files, renditions, chunks, and a folder no one named public yet
    for (const key of ['videos/v1.mp4', 'videos/v1/720p.mp4', 'chunks/some_upload_1/000000', 'tmp/a.png', 'exports/all.json']) {
      await blobs.put(key, png, 'application/octet-stream');
      expect([key, (await h.agent().get(`/uploads/${key}`)).status]).toEqual([key, 404]);
    }
  });
});

describe('upload progress is its sender\'s', () => {
  it('given an admin\'s chunked upload, when another admin asks its progress, then it is not found, as the other chunk calls answer', async () => {
    const owner = await adminAgent(h);
    const other = await adminAgent(h);
    const id = newId();
    expect((await init(owner, id, testVideo().length)).status).toBe(200);
    expect((await owner.get(`${BASE}/upload-progress/${id}`)).body).toMatchObject({ status: 'uploading' });
    expect((await other.get(`${BASE}/upload-progress/${id}`)).status).toBe(404);
    expect((await other.get(`${BASE}/upload-chunked/${id}`)).status).toBe(404);
  });

  it('given an upload this process never watched, when another admin asks its progress, then its manifest answers its owner only', async () => {
    const owner = await adminAgent(h);
    const ownerId = (await owner.get('/api/auth/user')).body.id as string;
    const other = await adminAgent(h);
    const id = newId();
    const now = new Date().toISOString();
    // as after a restart: a manifest on disk, nothing in memory
    await store().create({
      uploadId: id, ownerId, fileName: 'big.mp4', fileSize: 1000, totalChunks: 1, mimeType: 'video/mp4', sha256: null,
      metadata: metadata(), received: [], status: 'uploading', videoId: null, createdAt: now, updatedAt: now, completedAt: null,
    });
    expect((await owner.get(`${BASE}/upload-progress/${id}`)).body).toMatchObject({ status: 'uploading', totalBytes: 1000 });
    const refused = await other.get(`${BASE}/upload-progress/${id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Upload not found' });
  });

  it('given an admin\'s optimized upload, when another admin asks its progress, then it is not found', async () => {
    const owner = await adminAgent(h);
    const other = await adminAgent(h);
    const id = `opt_${process.pid}_limits`;
    const res = await owner.post(`${BASE}/upload-optimized`).set('X-Upload-ID', id).field('title', 'Fast One').field('eventId', eventId)
      .field('battlerAName', 'Opt A').field('battlerBName', 'Opt B').attach('video', testVideo(), 'clip.mp4');
    expect(res.status).toBe(201);
    expect((await owner.get(`${BASE}/upload-progress/${id}`)).body).toMatchObject({ status: 'completed' });
    expect((await other.get(`${BASE}/upload-progress/${id}`)).status).toBe(404);
  });
});

describe('open chunked uploads are capped per admin', () => {
  it('given three unfinished uploads, when the admin starts a fourth, then 409 until one is finished or past its TTL; a resume and another admin still pass', async () => {
    const admin = await adminAgent(h);
    const video = testVideo();
    const ids = [newId(), newId(), newId()];
    for (const id of ids) expect((await init(admin, id, video.length)).status).toBe(200);

    const fourth = newId();
    const refused = await init(admin, fourth, video.length);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You have 3 unfinished uploads, the most allowed: finish or resume one first; '
      + 'an unfinished upload is removed 24 hours after its last chunk');
    expect(existsSync(path.join(h.dataDir, 'chunked', fourth))).toBe(false);
    // a resume adds nothing; another admin has places of their own
    expect((await init(admin, ids[0]!, video.length)).status).toBe(200);
    expect((await init(await adminAgent(h), newId(), video.length)).status).toBe(200);

    expect((await chunk(admin, ids[0]!, video)).status).toBe(200);
    expect((await complete(admin, ids[0]!)).status).toBe(200);
    expect((await init(admin, fourth, video.length)).status).toBe(200);

    // an upload past its TTL is the sweep's: it holds no place
    await store().update(ids[1]!, (m) => ({ ...m, updatedAt: new Date(Date.now() - 25 * 3600_000).toISOString() }));
    expect((await init(admin, newId(), video.length)).status).toBe(200);
    expect((await init(admin, newId(), video.length)).status).toBe(409);
  }, 30_000);

  it('given inits sent all at once, when they pass the cap together, then exactly three are taken', async () => {
    const admin = await adminAgent(h);
    const answers = await Promise.all(Array.from({ length: 6 }, () => init(admin, newId(), 1000)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
  });

  it('given declared sizes near CHUNKED_UPLOADS_MAX_MB, when one more would pass it, then 409 naming the sizes', async () => {
    const admin = await adminAgent(h);
    expect((await init(admin, newId(), 100 * MB)).status).toBe(200);
    expect((await init(admin, newId(), 100 * MB)).status).toBe(200);
    const refused = await init(admin, newId(), 60 * MB);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your unfinished uploads would hold 260 MB, more than the 250 MB allowed: finish or resume one first; '
      + 'an unfinished upload is removed 24 hours after its last chunk');
    expect((await init(admin, newId(), 50 * MB)).status).toBe(200);
  });

  it('given bytes that are no video, when complete refuses them, then the chunks and manifest go at once and free the place', async () => {
    const admin = await adminAgent(h);
    const notVideo = Buffer.alloc(4096, 'x');
    // refused by its first bytes, and by the probe after looking like an MP4
    for (const bytes of [notVideo, FAKE_MP4]) {
      const id = newId();
      expect((await init(admin, id, bytes.length, { sha256: sha256(bytes) })).status).toBe(200);
      expect((await chunk(admin, id, bytes)).status).toBe(200);
      const res = await complete(admin, id);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid file: please upload a video file');
      expect(await h.running.deps.blobs.info(chunkKey(id, 0))).toBeNull();
      expect(existsSync(path.join(h.dataDir, 'chunked', id))).toBe(false);
      expect((await admin.get(`${BASE}/upload-chunked/${id}`)).status).toBe(404);
      expect((await admin.get(`${BASE}/upload-progress/${id}`)).body).toMatchObject({ status: 'error' });
    }
    for (let i = 0; i < 3; i++) expect((await init(admin, newId(), 1000)).status).toBe(200);
  }, 30_000);
});

describe('chunked upload limits configuration', () => {
  it('given no settings, then three uploads and 4096 MB per admin, or VIDEO_MAX_MB when larger; less than one video is refused', () => {
    expect(loadConfig({})).toMatchObject({ CHUNKED_UPLOADS_PER_ADMIN: 3, CHUNKED_UPLOADS_MAX_MB: 4096 });
    expect(loadConfig({ VIDEO_MAX_MB: '5000' }).CHUNKED_UPLOADS_MAX_MB).toBe(5000);
    expect(loadConfig({ CHUNKED_UPLOADS_PER_ADMIN: '5', CHUNKED_UPLOADS_MAX_MB: '3000' }))
      .toMatchObject({ CHUNKED_UPLOADS_PER_ADMIN: 5, CHUNKED_UPLOADS_MAX_MB: 3000 });
    expect(() => loadConfig({ CHUNKED_UPLOADS_MAX_MB: '1000' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHUNKED_UPLOADS_MAX_MB: '1000' })).toThrow('CHUNKED_UPLOADS_MAX_MB: at least VIDEO_MAX_MB (2048)');
    expect(() => loadConfig({ CHUNKED_UPLOADS_PER_ADMIN: '0' })).toThrow('CHUNKED_UPLOADS_PER_ADMIN must be 1 or more');
  });
});

