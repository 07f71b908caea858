/**
 * The chunked upload's schedule (admin §7, §9): 10 MB slices, three in flight, retried
 * with backoff, resumed from the chunks the server says it holds. No React and no HTTP
 * here: the transport and the clock are passed in, so the rules are tested directly.
 */
import type { VideoFields } from '../../../../api/features/catalogue/schemas';

export const CHUNK_SIZE = 10 * 1024 * 1024;
export const PARALLEL_CHUNKS = 3;
/** Files over this size go chunked (on a production host). */
export const CHUNKED_THRESHOLD = 50 * 1024 * 1024;
/**
 * crypto.subtle.digest has no streaming form, so the whole file is read into memory to
 * hash it: above this size the upload goes without a sha256 rather than risk the tab.
 */
export const HASH_LIMIT = 256 * 1024 * 1024;
/** Rounds in a row without one stored chunk before the upload counts as interrupted. */
export const MAX_RETRIES = 8;

/** The video's fields as the init call sends them (the server's own schema type). */
export type UploadMetadata = VideoFields;

export interface InitBody {
  uploadId: string;
  fileName: string;
  fileSize: number;
  totalChunks: number;
  mimeType: string;
  sha256?: string;
  metadata: UploadMetadata;
}

export interface ChunkState {
  receivedChunks: number[];
}

/** Failures carry the HTTP status (a number) or a string such as 'FETCH_ERROR'. */
export interface ChunkTransport {
  init(body: InitBody): Promise<ChunkState>;
  status(uploadId: string): Promise<ChunkState>;
  sendChunk(uploadId: string, index: number, totalChunks: number, chunk: Blob, onBytes: (sent: number) => void, signal?: AbortSignal): Promise<void>;
  complete(uploadId: string): Promise<unknown>;
}

export function chunkCount(size: number, chunkSize = CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** Byte range [start, end) of chunk `index`; the last one is the short one. */
export function chunkRange(index: number, size: number, chunkSize = CHUNK_SIZE): { start: number; end: number } {
  const start = index * chunkSize;
  return { start, end: Math.min(size, start + chunkSize) };
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** A failure's HTTP status (a number) or its kind ('FETCH_ERROR', 'ABORTED'). */
export function statusOf(err: unknown): number | string | undefined {
  return typeof err === 'object' && err !== null ? (err as { status?: number | string }).status : undefined;
}

/**
 * Worth another try: no answer at all (network, server restarting), a 5xx, a timeout or
 * rate limit. Anything else (400, 401, 403, 413 …) will not get better by waiting.
 */
export function isTransient(err: unknown): boolean {
  const status = statusOf(err);
  if (typeof status !== 'number') return status !== 'ABORTED';
  return status >= 500 || status === 408 || status === 429;
}

/** Thrown when the retries ran out (admin §8: 'Upload was interrupted. ...'). */
export class UploadInterrupted extends Error {
  constructor(readonly cause: unknown) {
    super('Upload was interrupted');
  }
}

/** Thrown when every chunk is stored but complete failed (admin §8: 'Upload Completion Issue'). */
export class CompletionFailed extends Error {
  constructor(readonly cause: unknown) {
    super('Upload completion failed');
  }
}

export interface ChunkedOptions {
  file: Blob & { name: string; type: string };
  uploadId: string;
  metadata: UploadMetadata;
  transport: ChunkTransport;
  /** bytes the server holds plus bytes in flight; called often */
  onBytes?: (bytes: number) => void;
  sha256?: string;
  chunkSize?: number;
  parallel?: number;
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** stop scheduling (the dialog went away) */
  cancelled?: () => boolean;
  /** aborts the chunks in flight */
  signal?: AbortSignal;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Init, send the missing chunks three at a time, and complete; after a failed round, wait
 * and ask the server which chunks it has, so a restart or dropped connection only costs
 * the chunks that never landed. Resolves with complete's answer.
 */
export async function runChunkedUpload(o: ChunkedOptions): Promise<unknown> {
  const chunkSize = o.chunkSize ?? CHUNK_SIZE;
  const parallel = o.parallel ?? PARALLEL_CHUNKS;
  const maxRetries = o.maxRetries ?? MAX_RETRIES;
  const sleep = o.sleep ?? realSleep;
  const total = chunkCount(o.file.size, chunkSize);
  const body: InitBody = {
    uploadId: o.uploadId,
    fileName: o.file.name,
    fileSize: o.file.size,
    totalChunks: total,
    mimeType: o.file.type || 'application/octet-stream',
    ...(o.sha256 ? { sha256: o.sha256 } : {}),
    metadata: o.metadata,
  };

  const sizeOf = (i: number) => {
    const r = chunkRange(i, o.file.size, chunkSize);
    return r.end - r.start;
  };
  let received = new Set<number>();
  const inFlight = new Map<number, number>();
  const report = () => {
    let bytes = 0;
    received.forEach((i) => (bytes += sizeOf(i)));
    inFlight.forEach((b) => (bytes += b));
    o.onBytes?.(Math.min(bytes, o.file.size));
  };
  const adopt = (state: ChunkState) => {
    received = new Set(state.receivedChunks.filter((i) => Number.isInteger(i) && i >= 0 && i < total));
    report();
  };

  // init may itself meet a restarting server: same retry rule as the chunks
  let attempt = 0;
  for (;;) {
    try {
      adopt(await o.transport.init(body));
      break;
    } catch (err) {
      if (!isTransient(err)) throw err;
      if (++attempt > maxRetries) throw new UploadInterrupted(err);
      await sleep(backoffMs(attempt));
    }
  }

  attempt = 0;
  for (;;) {
    if (o.cancelled?.()) throw new UploadInterrupted('cancelled');
    const missing = Array.from({ length: total }, (_, i) => i).filter((i) => !received.has(i));
    if (missing.length === 0) break;

    let failure: unknown = null;
    let progressed = false;
    const queue = [...missing];
    const worker = async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        if (o.cancelled?.()) return;
        const { start, end } = chunkRange(i, o.file.size, chunkSize);
        const index = i;
        inFlight.set(index, 0);
        try {
          await o.transport.sendChunk(o.uploadId, index, total, o.file.slice(start, end), (sent) => {
            inFlight.set(index, Math.min(sent, end - start));
            report();
          }, o.signal);
          received.add(index);
          progressed = true;
        } catch (err) {
          if (!isTransient(err)) {
            queue.length = 0;
            throw err;
          }
          failure = err;
        } finally {
          inFlight.delete(index);
          report();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, missing.length) }, worker));
    if (failure === null) continue;

    attempt = progressed ? 1 : attempt + 1;
    if (attempt > maxRetries) throw new UploadInterrupted(failure);
    await sleep(backoffMs(attempt));
    try {
      adopt(await o.transport.status(o.uploadId));
    } catch (err) {
      // the server forgot the upload (cleaned up, or lost on restart): declare it again
      if (statusOf(err) === 404) {
        try {
          adopt(await o.transport.init(body));
        } catch (again) {
          if (!isTransient(again)) throw again;
        }
      } else if (!isTransient(err)) throw err;
    }
  }

  try {
    return await o.transport.complete(o.uploadId);
  } catch (err) {
    throw new CompletionFailed(err);
  }
}

/** Which path a file takes (admin §7): chunked only off a local/dev host, unless forced. */
export function chooseUploadMode(size: number, hostname: string, forceChunked: boolean): 'chunked' | 'optimized' {
  if (forceChunked) return 'chunked';
  return size > CHUNKED_THRESHOLD && !isLocalHost(hostname) ? 'chunked' : 'optimized';
}

export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h.endsWith('.local') ||
    h === '0.0.0.0' ||
    h === '[::1]' ||
    h === '::1' ||
    /^127\./.test(h) ||
    h.startsWith('dev.') ||
    h.includes('.dev.')
  );
}

/** Hex sha256 of the file, or undefined when too big or the browser cannot (plain http). */
export async function sha256Hex(file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || file.size > HASH_LIMIT || typeof file.arrayBuffer !== 'function') return undefined;
  try {
    const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}
