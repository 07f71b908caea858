import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type TestAgent from 'supertest/lib/agent';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { CHUNK_BYTES, chunkKeys } from '../../../infrastructure/files/chunked-upload-store';
import { PROBE_WINDOW } from '../../../infrastructure/media/probe-stored';
import { adminAgent, startHarness, type Harness } from '../../../test/api-harness';
import { bigVideo, sha256 } from '../../../test/fixtures/big-video';
import { startGcsStandIn, type GcsStandIn } from '../../../test/gcs-stand-in';

const BASE = '/api/admin/videos';
const BUCKET = 'ubr-chunked';

// the app's GCS adapter (the real client) against the GCS stand-in on 127.0.0.1 (test/gcs-stand-in.ts), not real GCS
let stand: GcsStandIn;
let h: Harness;
let admin: TestAgent;
let eventId: string;

beforeAll(async () => {
  stand = await startGcsStandIn([BUCKET]);
  h = await startHarness({ GCS_BUCKET: BUCKET, GCS_PROJECT_ID: 'test', GCS_API_ENDPOINT: stand.url, RENDITIONS: 'off', VIDEO_MAX_MB: '100' });
  admin = await adminAgent(h);
  eventId = (await admin.post('/api/admin/events').field('title', 'Bucket Night')).body.id;
}, 60_000);
afterAll(async () => {
  await h.stop();
  await stand.close();
});

async function send(uploadId: string, file: Buffer, sha: string | null) {
  const totalChunks = Math.ceil(file.length / CHUNK_BYTES);
  const started = await admin.post(`${BASE}/upload-chunked/init`).send({
    uploadId, fileName: 'big.mp4', fileSize: file.length, totalChunks, mimeType: 'video/mp4', sha256: sha,
    metadata: { title: uploadId, description: '', eventId, battlerAName: 'Bucket A', battlerBName: 'Bucket B', isMainEvent: false, requiresAuth: false },
  });
  expect(started.status).toBe(200);
  const indexes = Array.from({ length: totalChunks }, (_, i) => i).reverse();
  await Promise.all(indexes.map(async (i) => {
    const res = await admin.post(`${BASE}/upload-chunked/chunk`).field('uploadId', uploadId).field('chunkIndex', String(i))
      .field('totalChunks', String(totalChunks)).attach('chunk', file.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES), 'blob');
    expect(res.status).toBe(200);
  }));
  return totalChunks;
}

async function storedSha256(key: string) {
  const hash = createHash('sha256');
  await pipeline(await h.running.deps.blobs.read(key), hash);
  return hash.digest('hex');
}

describe('chunked upload into GCS (the stand-in)', () => {
  it('joins the chunk objects with compose inside the bucket: the file is never uploaded whole, and read only at its head and tail', async () => {
    // over the probe's head and tail together, so the probe reads a sparse copy
    const file = bigVideo(PROBE_WINDOW.headBytes + PROBE_WINDOW.tailBytes + CHUNK_BYTES / 2);
    const id = `gcs_${process.pid}_compose`;
    const totalChunks = await send(id, file, null);
    const chunks = chunkKeys({ uploadId: id, totalChunks });
    expect([...stand.uploads].sort()).toEqual([...chunks].sort());

    const done = await admin.post(`${BASE}/upload-chunked/complete`).send({ uploadId: id });
    expect(done.status).toBe(200);
    const doc = (await h.running.deps.get(CatalogueQueries).video(done.body.id)) as unknown as { fileKey: string };
    expect(doc.fileKey).toBe(`videos/${done.body.id}.mp4`);
    expect(stand.calls.filter((c) => c.endsWith(`/o/${encodeURIComponent(doc.fileKey)}/compose`))).toHaveLength(1);
    // no upload beyond the chunks': the video's bytes never came through the app
    expect([...stand.uploads].sort()).toEqual([...chunks].sort());
    // the app read the chunk's first bytes for the type, then the joined file's head and tail for the probe
    expect(stand.reads).toEqual([
      `${chunks[0]} bytes=0-4095`,
      `${doc.fileKey} bytes=0-${PROBE_WINDOW.headBytes - 1}`,
      `${doc.fileKey} bytes=${file.length - PROBE_WINDOW.tailBytes}-${file.length - 1}`,
    ]);
    expect(stand.objects(BUCKET).get(doc.fileKey)?.contentType).toBe('video/mp4');
    expect(await storedSha256(doc.fileKey)).toBe(sha256(file));
    for (const key of chunks) expect(stand.objects(BUCKET).has(key)).toBe(false);
    expect(done.body).toMatchObject({ title: id, mimeType: 'video/mp4', duration: expect.any(Number) });
    expect(stand.unexpected).toEqual([]);
  }, 60_000);

  it('checks a sha256 by reading the joined object back once, and a mismatch removes it and every chunk', async () => {
    const file = bigVideo(Math.round(CHUNK_BYTES * 1.5));
    const id = `gcs_${process.pid}_sha256`;
    const totalChunks = await send(id, file, 'b'.repeat(64));
    const before = stand.reads.length;
    const refused = await admin.post(`${BASE}/upload-chunked/complete`).send({ uploadId: id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The file's sha256 is ${sha256(file)}, not ${'b'.repeat(64)}: send every chunk again`);
    const wholeReads = stand.reads.slice(before).filter((r) => r.endsWith(' whole'));
    expect(wholeReads).toHaveLength(1);
    const joined = wholeReads[0].split(' ')[0];
    expect(joined).toMatch(/^videos\//);
    expect(stand.objects(BUCKET).has(joined)).toBe(false);
    expect([...stand.objects(BUCKET).keys()].filter((k) => k.startsWith(`chunks/${id}/`))).toEqual([]);
    expect((await admin.get(`${BASE}/upload-chunked/${id}`)).body.missingChunks).toEqual(Array.from({ length: totalChunks }, (_, i) => i));
    expect(stand.unexpected).toEqual([]);
  }, 60_000);
});
