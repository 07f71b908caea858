import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pipeline as streamPipeline, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VideoFields } from '../../application/catalogue/video-commands';
import type { BlobStorage, StoredBlob } from '../../application/ports/services';
import { composeBlobs } from '../blob/compose';

/** The protocol's chunk: every chunk but the last is exactly this long. */
export const CHUNK_BYTES = 10 * 1024 * 1024;

/** The video's fields, as the small upload takes them, kept until complete. */
export type ChunkedMetadata = VideoFields;

export interface ChunkedManifest {
  uploadId: string;
  ownerId: string;
  fileName: string;
  fileSize: number;
  totalChunks: number;
  mimeType: string;
  sha256: string | null;
  metadata: ChunkedMetadata;
  /** the chunks whose objects are stored whole, ascending */
  received: number[];
  status: 'uploading' | 'completed';
  videoId: string | null;
  /** where complete joins the chunks (the video's own key), written before it does; absent in older manifests */
  fileKey?: string | null;
  createdAt: string;
  /** the last chunk stored (or init): the sweep's measure of "abandoned" */
  updatedAt: string;
  completedAt: string | null;
}

/** How long a finished upload's manifest answers a repeated complete. */
export const COMPLETED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** A chunk longer or shorter than its slot: refused before its object is stored. */
export class ChunkWrongSize extends Error {
  constructor(readonly index: number, readonly expected: number, readonly got: number | 'more') {
    super(`Chunk ${index} must be ${expected} bytes, got ${got}`);
  }
}

export const expectedChunks = (fileSize: number) => Math.max(1, Math.ceil(fileSize / CHUNK_BYTES));

export function chunkRange(m: Pick<ChunkedManifest, 'fileSize' | 'totalChunks'>, index: number) {
  const offset = index * CHUNK_BYTES;
  return { offset, length: Math.min(CHUNK_BYTES, m.fileSize - offset) };
}

export const receivedBytes = (m: ChunkedManifest) =>
  m.received.reduce((sum, i) => sum + chunkRange(m, i).length, 0);

export const missingChunks = (m: ChunkedManifest) => {
  const have = new Set(m.received);
  return Array.from({ length: m.totalChunks }, (_, i) => i).filter((i) => !have.has(i));
};

/** A chunk's object: the index padded, so a listing sorts in file order. */
export const chunkKey = (uploadId: string, index: number) => `chunks/${uploadId}/${String(index).padStart(6, '0')}`;

/** every chunk's key, in file order */
export const chunkKeys = (m: Pick<ChunkedManifest, 'uploadId' | 'totalChunks'>) =>
  Array.from({ length: m.totalChunks }, (_, i) => chunkKey(m.uploadId, i));

/** GCS answers deletes one call each: a few at a time, not hundreds at once */
const DELETES_AT_ONCE = 8;

/**
 * Chunked uploads: each chunk is its own object in the blob storage
 * (`chunks/<uploadId>/<index>`), joined there at complete; which chunks are stored is
 * `<dataDir>/chunked/<uploadId>/manifest.json` on local disk. The manifest is rewritten
 * whole through a temporary file and a rename, so after a crash it is either the old or
 * the new one, never half; a chunk is listed only after its object was stored whole, so
 * a listed chunk is always there.
 */
export class ChunkedUploadStore {
  private readonly root: string;
  private readonly locks = new Map<string, Promise<unknown>>();

  /**
   * `recorded`: whether a video was recorded under an id. An abandoned upload's joined
   * file (a crash after compose) goes with it only when no video was: then it is nobody's.
   * Without it, the sweep leaves joined files alone.
   */
  constructor(dataDir: string, private readonly blobs: BlobStorage,
    private readonly recorded?: (videoId: string) => Promise<boolean>) {
    this.root = path.join(dataDir, 'chunked');
  }

  private dir(id: string) {
    return path.join(this.root, id);
  }

  /**
   * One change at a time per upload: parallel chunks must not lose each other's manifest
   * line. Not re-entrant: work inside must call `save`, not `update`.
   */
  withLock<T>(id: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(id) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.locks.set(id, tail);
    void tail.then(() => {
      if (this.locks.get(id) === tail) this.locks.delete(id);
    });
    return next;
  }

  /** read from disk every time (a few hundred bytes): the sweep and a restart never leave a stale copy */
  async get(id: string): Promise<ChunkedManifest | null> {
    try {
      return JSON.parse(await readFile(path.join(this.dir(id), 'manifest.json'), 'utf8')) as ChunkedManifest;
    } catch {
      return null;
    }
  }

  /** writes the manifest; inside `withLock` when another change could race it */
  async save(m: ChunkedManifest) {
    const file = path.join(this.dir(m.uploadId), 'manifest.json');
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(m));
    await rename(tmp, file);
  }

  /** The folder and the first manifest. */
  async create(m: ChunkedManifest) {
    await mkdir(this.dir(m.uploadId), { recursive: true });
    await this.save(m);
  }

  async update(id: string, change: (m: ChunkedManifest) => ChunkedManifest | null): Promise<ChunkedManifest | null> {
    return this.withLock(id, async () => {
      const current = await this.get(id);
      const next = current && change(current);
      if (next && next !== current) await this.save(next);
      return next ?? current;
    });
  }

  /**
   * Streams one chunk into its own object, never held whole. A chunk of the wrong size
   * fails the stream before its end, so the storage keeps nothing of it (the put of a
   * failing body stores nothing, on both adapters): an object at a chunk's key is always
   * the chunk's full length.
   */
  async writeChunk(m: ChunkedManifest, index: number, source: Readable): Promise<void> {
    const { length } = chunkRange(m, index);
    let bytes = 0;
    const guard = new Transform({
      transform(piece: Buffer, _enc, done) {
        bytes += piece.length;
        if (bytes > length) return done(new ChunkWrongSize(index, length, 'more'));
        done(null, piece);
      },
      flush(done) {
        // a multipart parser cuts a part at its limit and marks it truncated: that one was longer
        if ((source as { truncated?: boolean }).truncated) return done(new ChunkWrongSize(index, length, 'more'));
        done(bytes === length ? null : new ChunkWrongSize(index, length, bytes));
      },
    });
    // errors handled from the start (put may attach its own later); the guard's is the one to tell
    const checked = streamPipeline(source, guard, () => undefined);
    await this.blobs.put(chunkKey(m.uploadId, index), checked, 'application/octet-stream').catch((err: unknown) => {
      throw guard.errored ?? err;
    });
  }

  /** The first bytes of the upload (chunk 0), by a Range read: enough to tell its type. */
  async head(m: ChunkedManifest, bytes = 4096): Promise<Buffer> {
    const end = Math.min(bytes, chunkRange(m, 0).length) - 1;
    const parts: Buffer[] = [];
    for await (const piece of await this.blobs.read(chunkKey(m.uploadId, 0), { start: 0, end })) parts.push(piece as Buffer);
    return Buffer.concat(parts);
  }

  /** Every chunk joined, in order, into `target` inside the storage; the chunks stay. */
  join(m: ChunkedManifest, target: string, contentType: string): Promise<StoredBlob> {
    return composeBlobs(this.blobs, chunkKeys(m), target, contentType);
  }

  /** A stored blob's sha256, read back from the storage (a read, not a copy). */
  async sha256(key: string): Promise<string> {
    const hash = createHash('sha256');
    await pipeline(await this.blobs.read(key), hash);
    return hash.digest('hex');
  }

  /** Every chunk object of the upload, listed or not (a crash can leave one the manifest never listed); a missing one is fine. */
  async removeChunks(m: Pick<ChunkedManifest, 'uploadId' | 'totalChunks'>) {
    const keys = chunkKeys(m);
    for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
      await Promise.all(keys.slice(i, i + DELETES_AT_ONCE).map((key) => this.blobs.delete(key)));
    }
  }

  /** An unfinished upload's objects: every chunk, and the joined file if no video owns it. */
  private async removeObjects(m: ChunkedManifest) {
    await this.removeChunks(m);
    if (m.fileKey && m.videoId && this.recorded && !(await this.recorded(m.videoId))) await this.blobs.delete(m.fileKey);
  }

  /** Every upload whose manifest is on disk (a folder without one is skipped). */
  async list(): Promise<ChunkedManifest[]> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    const all = await Promise.all(names.map((id) => this.get(id)));
    return all.filter((m): m is ChunkedManifest => m !== null);
  }

  /** An unfinished upload removed now, as the sweep would later: its objects, then its folder. */
  async discard(id: string): Promise<void> {
    await this.withLock(id, async () => {
      const m = await this.get(id);
      // a finished one still answers a repeated complete
      if (m?.status === 'completed') return;
      if (m) await this.removeObjects(m);
      await rm(this.dir(id), { recursive: true, force: true });
    });
  }

  /**
   * Removes unfinished uploads untouched for `ttlMs`, their objects with them (and
   * folders a crash left without a manifest); a finished one (its manifest only, its
   * chunks deleted at complete) stays a week, so a repeated complete still names the
   * video. Answers the ids removed.
   */
  async sweep(now: Date, ttlMs: number): Promise<string[]> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    const removed: string[] = [];
    for (const id of names) {
      const m = await this.get(id);
      const touched = m ? Date.parse(m.updatedAt) : await stat(this.dir(id)).then((s) => s.mtimeMs, () => now.getTime());
      const keep = m?.status === 'completed' ? COMPLETED_KEPT_MS : ttlMs;
      if (now.getTime() - touched < keep) continue;
      await this.withLock(id, async () => {
        if (m && m.status !== 'completed') await this.removeObjects(m);
        await rm(this.dir(id), { recursive: true, force: true });
      });
      removed.push(id);
    }
    return removed;
  }
}
