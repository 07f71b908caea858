import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VideoFields } from '../../application/catalogue/video-commands';

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
  /** the chunks whose bytes are all in the part file, ascending */
  received: number[];
  status: 'uploading' | 'completed';
  videoId: string | null;
  createdAt: string;
  /** the last chunk stored (or init): the sweep's measure of "abandoned" */
  updatedAt: string;
  completedAt: string | null;
}

/** How long a finished upload's manifest answers a repeated complete. */
export const COMPLETED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** A chunk longer than its slot: refused before a byte past the slot is written. */
export class ChunkOverflow extends Error {}

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

/**
 * Chunked uploads on local disk: `<dataDir>/chunked/<uploadId>/` holds `data.part`
 * (every chunk written at its offset) and `manifest.json` (which chunks are in it).
 * The manifest is rewritten whole through a temporary file and a rename, so after a
 * crash it is either the old or the new one, never half; a chunk is listed only
 * after its bytes were written, so a listed chunk is always there.
 */
export class ChunkedUploadStore {
  private readonly root: string;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'chunked');
  }

  private dir(id: string) {
    return path.join(this.root, id);
  }

  partPath(id: string) {
    return path.join(this.dir(id), 'data.part');
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

  /** The folder, an empty part file of the final size (sparse), and the first manifest. */
  async create(m: ChunkedManifest) {
    await mkdir(this.dir(m.uploadId), { recursive: true });
    const fh = await open(this.partPath(m.uploadId), 'w');
    try {
      await fh.truncate(m.fileSize);
    } finally {
      await fh.close();
    }
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
   * Streams one chunk to its offset in the part file (`r+` keeps the other chunks);
   * answers how many bytes came. More than the slot holds fails before overwriting
   * the next chunk; fewer is for the caller to refuse.
   */
  async writeChunk(m: ChunkedManifest, index: number, source: Readable): Promise<number> {
    const { offset, length } = chunkRange(m, index);
    let bytes = 0;
    const guard = new Transform({
      transform(piece: Buffer, _enc, done) {
        bytes += piece.length;
        if (bytes > length) return done(new ChunkOverflow(`chunk ${index} is longer than ${length} bytes`));
        done(null, piece);
      },
    });
    await pipeline(source, guard, createWriteStream(this.partPath(m.uploadId), { flags: 'r+', start: offset, highWaterMark: 1 << 20 }));
    return bytes;
  }

  async sha256(id: string): Promise<string> {
    const hash = createHash('sha256');
    await pipeline(createReadStream(this.partPath(id)), hash);
    return hash.digest('hex');
  }

  async partSize(id: string): Promise<number | null> {
    return stat(this.partPath(id)).then((s) => s.size, () => null);
  }

  async removePart(id: string) {
    await rm(this.partPath(id), { force: true });
  }

  /**
   * Removes unfinished uploads untouched for `ttlMs` (and folders a crash left without
   * a manifest); a finished one (its manifest only) stays a week, so a repeated complete
   * still names the video. Answers the ids removed.
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
        await rm(this.dir(id), { recursive: true, force: true });
      });
      removed.push(id);
    }
    return removed;
  }
}
