import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobInfo, BlobStorage, StoredBlob } from '../../application/ports/services';
import { readInOrder } from './compose';

/**
 * Keys are chosen by the server (`images/<uuid>.png`): a lower-case first
 * segment, then segments of letters, digits, `.`, `_`, `-`; no segment is or
 * starts with `.` (so no `..`, no hidden or temporary files), none ends with
 * the `.meta.json` of the sidecars, at most 512 characters.
 */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)*$/;
const META_SUFFIX = '.meta.json';
const CONTENT_TYPE_PATTERN = /^[a-zA-Z0-9!#$&^_.+-]+\/[a-zA-Z0-9!#$&^_.+-]+(\s*;\s*[a-zA-Z0-9_-]+=[a-zA-Z0-9_.-]+)*$/;

/** A content type safe to store and to send back as a header. */
export const isValidContentType = (value: string): boolean => CONTENT_TYPE_PATTERN.test(value);

export function isValidBlobKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  if (!KEY_PATTERN.test(key)) return false;
  for (const segment of key.split('/')) {
    if (segment.startsWith('.') || segment.endsWith(META_SUFFIX)) return false;
  }
  return true;
}

export class InvalidBlobKeyError extends Error {
  readonly code = 'INVALID_BLOB_KEY';
  constructor(key: unknown) {
    super(`Invalid blob key: ${JSON.stringify(String(key)).slice(0, 80)}`);
    this.name = 'InvalidBlobKeyError';
  }
}

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The content type a key's extension implies (the fallback when a sidecar is missing). */
export function contentTypeFromKey(key: string): string {
  const ext = path.extname(key).slice(1).toLowerCase();
  // own keys only: a key ending `.__proto__` must not reach Object.prototype
  return Object.hasOwn(BY_EXTENSION, ext) ? BY_EXTENSION[ext] : 'application/octet-stream';
}

interface Meta {
  contentType: string;
}

const CACHE_LIMIT = 10_000;

/**
 * Files on local disk under a root directory (the embedded default:
 * `${DATA_DIR}/uploads`). A blob is the file at `<root>/<key>` plus a sidecar
 * `<root>/<key>.meta.json` holding `{ contentType }` as given to put (the
 * extension is the fallback). Writes go to a temporary file in the same
 * directory, are flushed to disk, then renamed over the target: a reader sees
 * the old bytes or the new, never half. Streams are never buffered whole.
 */
const READ_CHUNK_BYTES = 128 * 1024;

export class LocalBlobStorage implements BlobStorage {
  private readonly root: string;
  /** contentType by key, valid while the file's size, mtime and inode are unchanged */
  private readonly metaCache = new Map<string, { size: number; mtimeMs: number; ino: number; contentType: string }>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key, or a thrown InvalidBlobKeyError. */
  pathOf(key: string): string {
    if (!isValidBlobKey(key)) throw new InvalidBlobKeyError(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidBlobKeyError(key);
    return file;
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredBlob> {
    const file = this.pathOf(key);
    if (!CONTENT_TYPE_PATTERN.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType).slice(0, 80)}`);
    const dir = path.dirname(file);
    await this.makeDir(dir);
    const tmp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    const metaTmp = `${tmp}.meta`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(tmp, body, { flush: true });
      else await pipeline(body, createWriteStream(tmp, { flush: true }));
      await writeFile(metaTmp, JSON.stringify({ contentType } satisfies Meta), { flush: true });
      // sidecar first: a crash in between leaves new meta with old (or no) bytes, never bytes without meta
      await rename(metaTmp, file + META_SUFFIX);
      await rename(tmp, file);
    } catch (err) {
      await Promise.all([unlink(tmp).catch(() => undefined), unlink(metaTmp).catch(() => undefined)]);
      if (!Buffer.isBuffer(body) && !body.destroyed) body.destroy();
      throw err;
    }
    const st = await stat(file);
    this.remember(key, { size: st.size, mtimeMs: st.mtimeMs, ino: st.ino, contentType });
    return { key, size: st.size, contentType };
  }

  async info(key: string): Promise<BlobInfo | null> {
    const file = this.pathOf(key);
    let st;
    try {
      st = await stat(file);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    if (!st.isFile()) return null;
    let contentType: string;
    const cached = this.metaCache.get(key);
    if (cached && cached.size === st.size && cached.mtimeMs === st.mtimeMs && cached.ino === st.ino) {
      contentType = cached.contentType;
    } else {
      contentType = (await this.readMeta(file))?.contentType ?? contentTypeFromKey(key);
      this.remember(key, { size: st.size, mtimeMs: st.mtimeMs, ino: st.ino, contentType });
    }
    const modifiedAt = new Date(Math.floor(st.mtimeMs));
    return {
      size: st.size,
      contentType,
      modifiedAt,
      // the inode changes with every put (rename), so a replacement within the same millisecond differs too
      etag: `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}-${st.ino.toString(16)}"`,
    };
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.pathOf(key);
    if (range && !(Number.isInteger(range.start) && Number.isInteger(range.end) && range.start >= 0 && range.end >= range.start)) {
      throw new RangeError(`Invalid range ${range.start}-${range.end}`);
    }
    // open now, so a missing file rejects here rather than as a stream error later
    const handle = await open(file, 'r');
    // 128 KB reads (fs defaults to 64 KB): half the syscalls and event-loop turns per
    // megabyte of video, measured in bench/range.bench.ts
    return handle.createReadStream({ ...(range ? { start: range.start, end: range.end } : {}), highWaterMark: READ_CHUNK_BYTES });
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    this.metaCache.delete(key);
    for (const f of [file, file + META_SUFFIX]) {
      await unlink(f).catch((err) => {
        if (!isMissing(err)) throw err;
      });
    }
  }

  /** Copies on local disk (there is no cheaper join of files); written like put, whole or not at all. */
  async compose(sources: readonly string[], target: string, contentType: string): Promise<StoredBlob> {
    if (sources.length === 0) throw new Error('compose needs at least one source');
    for (const key of [...sources, target]) this.pathOf(key);
    return this.put(target, readInOrder(this, sources), contentType);
  }

  /**
   * A recursive mkdir that cannot make a level (a full or read-only disk) fails as
   * ENOENT of the deepest path: then each level is made by itself, so the one that
   * fails says why (ENOSPC, EROFS, EACCES) and the caller can answer with it.
   */
  private async makeDir(dir: string): Promise<void> {
    try {
      await mkdir(dir, { recursive: true });
      return;
    } catch (err) {
      if (!isMissing(err) || !dir.startsWith(this.root)) throw err;
    }
    let at = this.root;
    for (const level of ['', ...path.relative(this.root, dir).split(path.sep)]) {
      at = path.join(at, level);
      await mkdir(at).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
    }
  }

  private async readMeta(file: string): Promise<Meta | null> {
    try {
      const meta = JSON.parse(await readFile(file + META_SUFFIX, 'utf8')) as Partial<Meta>;
      return typeof meta.contentType === 'string' && CONTENT_TYPE_PATTERN.test(meta.contentType)
        ? { contentType: meta.contentType }
        : null;
    } catch {
      return null;
    }
  }

  private remember(key: string, entry: { size: number; mtimeMs: number; ino: number; contentType: string }) {
    this.metaCache.delete(key);
    this.metaCache.set(key, entry);
    if (this.metaCache.size > CACHE_LIMIT) {
      const oldest = this.metaCache.keys().next().value;
      if (oldest !== undefined) this.metaCache.delete(oldest);
    }
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
