import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IdempotencyStrategy, Storage, type Bucket, type File } from '@google-cloud/storage';
import type { BlobInfo, BlobStorage, StoredBlob } from '../../application/ports/services';
import { InvalidBlobKeyError, isValidBlobKey, isValidContentType } from './local-blob-storage';

/** How to reach the bucket: the GCS_* settings, credentials already parsed. */
export interface GcsSettings {
  bucket: string;
  projectId?: string;
  /** a service account key (the JSON's fields); none: Application Default Credentials, or none at all for an emulator */
  credentials?: Record<string, unknown>;
  /** an emulator's address (fake-gcs-server); none: Google's */
  apiEndpoint?: string;
}

/**
 * Below this a Buffer goes up in one multipart request; above it, and for every
 * stream (whose size is unknown), a resumable session: the client resumes a
 * dropped connection from the offset GCS confirms instead of starting over.
 */
const MULTIPART_LIMIT = 8 * 1024 * 1024;
/**
 * A stream goes up in pieces of this size, each confirmed by GCS before the next:
 * a dropped connection costs one piece, resent from the client's copy of it, and
 * memory holds at most one piece per upload. A multiple of 256 KiB, as GCS asks.
 */
const RESUMABLE_CHUNK = 8 * 1024 * 1024;
/** GCS composes at most 32 sources per call */
const COMPOSE_LIMIT = 32;

/**
 * The client retries only calls it deems idempotent, and by default a write without
 * a generation precondition is not: a dropped upload would then fail instead of
 * resuming. Here every write is: the server chooses the keys and a retry sends the
 * same bytes to the same key (put, compose), and delete ignores a missing object.
 */
export function gcsClient(settings: Omit<GcsSettings, 'bucket'>, options: { retries?: boolean } = {}): Storage {
  return new Storage({
    retryOptions: options.retries === false ? { autoRetry: false } : { idempotencyStrategy: IdempotencyStrategy.RetryAlways },
    ...(settings.projectId ? { projectId: settings.projectId } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}),
  });
}

/**
 * Blobs as objects of one Google Cloud Storage bucket, named by their key (the
 * production adapter; LocalBlobStorage is the embedded default). Bytes stream
 * both ways, never held whole; a Range is asked of GCS, not cut here.
 */
export class GcsBlobStorage implements BlobStorage {
  readonly bucket: Bucket;
  private readonly chunkSize: number;

  constructor(bucket: Bucket | GcsSettings, options: { chunkSize?: number } = {}) {
    this.bucket = isBucket(bucket) ? bucket : gcsClient(bucket).bucket(bucket.bucket);
    this.chunkSize = options.chunkSize ?? RESUMABLE_CHUNK;
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredBlob> {
    const file = this.file(key);
    if (!isValidContentType(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType).slice(0, 80)}`);
    const resumable = !Buffer.isBuffer(body) || body.length > MULTIPART_LIMIT;
    // the object appears only when the upload completes: a failing body leaves the old one (or none)
    const sink = file.createWriteStream({ resumable, contentType, metadata: { contentType }, ...(resumable ? { chunkSize: this.chunkSize } : {}) });
    try {
      if (Buffer.isBuffer(body)) await pipeline(async function* () { yield body; }, sink);
      else await pipeline(body, sink);
    } catch (err) {
      if (!Buffer.isBuffer(body) && !body.destroyed) body.destroy();
      throw err;
    }
    return { key, size: Number(file.metadata.size ?? 0), contentType };
  }

  async info(key: string): Promise<BlobInfo | null> {
    const file = this.file(key);
    try {
      const [meta] = await file.getMetadata();
      return {
        size: Number(meta.size ?? 0),
        contentType: meta.contentType ?? 'application/octet-stream',
        modifiedAt: new Date(meta.updated ?? meta.timeCreated ?? Date.now()),
        // a generation is one immutable version of the bytes: a strong validator
        etag: `"${meta.generation ?? meta.etag}"`,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.file(key);
    if (range && !(Number.isInteger(range.start) && Number.isInteger(range.end) && range.start >= 0 && range.end >= range.start)) {
      throw new RangeError(`Invalid range ${range.start}-${range.end}`);
    }
    const stream = file.createReadStream(range ? { start: range.start, end: range.end } : {});
    // wait for GCS's answer, so a missing object rejects here rather than as a stream error later
    return new Promise<Readable>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      stream.once('error', onError);
      stream.once('response', (res: { statusCode?: number }) => {
        if ((res.statusCode ?? 500) >= 300) return; // the client destroys the stream with GCS's message
        stream.off('error', onError);
        resolve(stream);
      });
      // the client sends its request on the first read; read(0) asks without taking any bytes
      stream.read(0);
    });
  }

  async delete(key: string): Promise<void> {
    await this.file(key).delete({ ignoreNotFound: true });
  }

  /**
   * Joins stored objects, in order, into `target` inside GCS (no byte passes through
   * the app): the way chunked uploads assemble their parts. Beyond 32 sources the
   * target is built up 31 parts at a time, itself the first source of the next call.
   */
  async compose(sources: readonly string[], target: string, contentType: string): Promise<StoredBlob> {
    if (sources.length === 0) throw new Error('compose needs at least one source');
    const files = sources.map((s) => this.file(s));
    const destination = this.file(target);
    if (!isValidContentType(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType).slice(0, 80)}`);
    let rest = files;
    let first = true;
    while (first || rest.length > 0) {
      const batch = first ? rest.slice(0, COMPOSE_LIMIT) : [destination, ...rest.slice(0, COMPOSE_LIMIT - 1)];
      rest = rest.slice(first ? COMPOSE_LIMIT : COMPOSE_LIMIT - 1);
      first = false;
      // the client sends the destination's content type from its local metadata
      destination.metadata = { ...destination.metadata, contentType };
      await this.bucket.combine(batch, destination);
    }
    const [meta] = await destination.getMetadata();
    return { key: target, size: Number(meta.size ?? 0), contentType };
  }

  /** One cheap real call: the bucket's metadata. */
  async checkBucket(): Promise<void> {
    await this.bucket.getMetadata();
  }

  private file(key: string): File {
    if (!isValidBlobKey(key)) throw new InvalidBlobKeyError(key);
    return this.bucket.file(key);
  }
}

function isBucket(value: Bucket | GcsSettings): value is Bucket {
  return typeof (value as Bucket).file === 'function';
}

export function isNotFound(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 404;
}
