import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { BlobStorage } from '../../application/ports/services';
import { readAll } from '../blob/blob-storage.contract';
import { GcsBlobStorage } from '../blob/gcs-blob-storage';
import { LocalBlobStorage } from '../blob/local-blob-storage';
import { startGcsStandIn } from '../../test/gcs-stand-in';
import { watchedBlobs } from '../../test/watched-blobs';
import { CHUNK_BYTES, chunkKey, ChunkedUploadStore, ChunkWrongSize, type ChunkedManifest } from './chunked-upload-store';

let dir: string;
let local: LocalBlobStorage;
/** the local adapter without compose (a storage that cannot join), its puts written down */
let withoutCompose: ReturnType<typeof watchedBlobs>;

const manifest = (fileSize: number, over: Partial<ChunkedManifest> = {}): ChunkedManifest => ({
  uploadId: `store_${randomBytes(4).toString('hex')}`, ownerId: 'admin', fileName: 'f.mp4', fileSize,
  totalChunks: Math.ceil(fileSize / CHUNK_BYTES), mimeType: 'video/mp4', sha256: null,
  metadata: { title: 't', description: '', eventId: 'e', battlerAName: 'a', battlerBName: 'b', isMainEvent: false, requiresAuth: false },
  received: [], status: 'uploading', videoId: null, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
  completedAt: null, ...over,
});
const slice = (file: Buffer, i: number) => file.subarray(i * CHUNK_BYTES, Math.min(file.length, (i + 1) * CHUNK_BYTES));

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-chunk-store-'));
  local = new LocalBlobStorage(path.join(dir, 'uploads'));
  withoutCompose = watchedBlobs(local);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ChunkedUploadStore', () => {
  it('stores each chunk as its own object and, without compose, joins them by streaming them in order into put', async () => {
    const store = new ChunkedUploadStore(dir, withoutCompose.storage);
    const file = randomBytes(CHUNK_BYTES * 2 + 1234);
    const m = manifest(file.length);
    await store.create(m);
    for (const i of [2, 0, 1]) await store.writeChunk(m, i, Readable.from([slice(file, i)]));
    expect(withoutCompose.puts).toEqual([chunkKey(m.uploadId, 2), chunkKey(m.uploadId, 0), chunkKey(m.uploadId, 1)]);
    expect((await store.head(m, 16)).equals(file.subarray(0, 16))).toBe(true);

    const joined = await store.join(m, 'videos/joined.mp4', 'video/mp4');
    expect(joined).toEqual({ key: 'videos/joined.mp4', size: file.length, contentType: 'video/mp4' });
    expect(withoutCompose.puts.at(-1)).toBe('videos/joined.mp4');
    expect((await readAll(await local.read('videos/joined.mp4'))).equals(file)).toBe(true);

    await store.removeChunks(m);
    for (let i = 0; i < 3; i++) expect(await local.info(chunkKey(m.uploadId, i))).toBeNull();
  }, 30_000);

  /** The checks on a chunk's size, against one storage. */
  async function refusesWrongSizes(storage: BlobStorage) {
    const store = new ChunkedUploadStore(dir, storage);
    const m = manifest(CHUNK_BYTES + 10);
    await store.create(m);
    await expect(store.writeChunk(m, 1, Readable.from([Buffer.alloc(9)]))).rejects.toEqual(new ChunkWrongSize(1, 10, 9));
    await expect(store.writeChunk(m, 1, Readable.from([Buffer.alloc(11)]))).rejects.toThrow('Chunk 1 must be 10 bytes, got more');
    const cut = Object.assign(Readable.from([Buffer.alloc(10)]), { truncated: true });
    await expect(store.writeChunk(m, 1, cut)).rejects.toThrow('got more');
    expect(await storage.info(chunkKey(m.uploadId, 1))).toBeNull();
    await store.writeChunk(m, 1, Readable.from([Buffer.alloc(4), Buffer.alloc(6)]));
    expect((await storage.info(chunkKey(m.uploadId, 1)))?.size).toBe(10);
  }

  it('stores nothing of a chunk shorter or longer than its slot (local disk)', () => refusesWrongSizes(local));

  it('stores nothing of a chunk shorter or longer than its slot, and joins with compose (GCS client against the GCS stand-in)', async () => {
    const stand = await startGcsStandIn(['chunks-test']);
    try {
      const gcs = new GcsBlobStorage({ bucket: 'chunks-test', projectId: 'test', apiEndpoint: stand.url });
      await refusesWrongSizes(gcs);
      const store = new ChunkedUploadStore(dir, gcs);
      const m = manifest(5);
      await store.create(m);
      await store.writeChunk(m, 0, Readable.from([Buffer.from('abcde')]));
      expect(await store.join(m, 'videos/g.mp4', 'video/mp4')).toEqual({ key: 'videos/g.mp4', size: 5, contentType: 'video/mp4' });
      expect(stand.calls.filter((c) => c.endsWith('/compose'))).toHaveLength(1);
      expect(stand.uploads.filter((k) => k.startsWith('videos/'))).toEqual([]);
      expect(stand.unexpected).toEqual([]);
    } finally {
      await stand.close();
    }
  }, 30_000);

  it('the sweep deletes every chunk object of an abandoned upload, listed or not, and keeps an active one\'s', async () => {
    const store = new ChunkedUploadStore(dir, local);
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    const abandoned = manifest(CHUNK_BYTES * 3, { received: [0], updatedAt: old });
    const active = manifest(10);
    await store.create(abandoned);
    await store.create(active);
    // chunk 2: stored, then the process died before the manifest listed it
    for (const i of [0, 2]) await store.writeChunk(abandoned, i, Readable.from([Buffer.alloc(CHUNK_BYTES)]));
    await store.writeChunk(active, 0, Readable.from([Buffer.alloc(10)]));
    expect(await store.sweep(new Date(), 3600_000)).toEqual([abandoned.uploadId]);
    for (let i = 0; i < 3; i++) expect(await local.info(chunkKey(abandoned.uploadId, i))).toBeNull();
    expect(await store.get(abandoned.uploadId)).toBeNull();
    expect(await local.info(chunkKey(active.uploadId, 0))).not.toBeNull();
  }, 30_000);

  it('the sweep deletes the joined file a crash left before the video was recorded, never a recorded video\'s', async () => {
    const store = new ChunkedUploadStore(dir, local, async (videoId) => videoId === 'recorded');
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    const joinedOnly = manifest(3, { received: [0], updatedAt: old, videoId: 'orphan', fileKey: 'videos/orphan.mp4' });
    const recorded = manifest(3, { received: [0], updatedAt: old, videoId: 'recorded', fileKey: 'videos/recorded.mp4' });
    for (const m of [joinedOnly, recorded]) {
      await store.create(m);
      await local.put(m.fileKey!, Buffer.from('mp4'), 'video/mp4');
    }
    expect((await store.sweep(new Date(), 3600_000)).sort()).toEqual([joinedOnly.uploadId, recorded.uploadId].sort());
    expect(await local.info('videos/orphan.mp4')).toBeNull();
    expect(await local.info('videos/recorded.mp4')).not.toBeNull();
    // without the question, joined files are left alone
    const careful = manifest(3, { updatedAt: old, videoId: 'orphan2', fileKey: 'videos/orphan2.mp4' });
    await store.create(careful);
    await local.put('videos/orphan2.mp4', Buffer.from('mp4'), 'video/mp4');
    await new ChunkedUploadStore(dir, local).sweep(new Date(), 3600_000);
    expect(await local.info('videos/orphan2.mp4')).not.toBeNull();
  });
});
