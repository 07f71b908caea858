import type { Readable } from 'node:stream';

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** a new unique id (uuid) */
  next(): string;
  /** n random bytes as hex (tokens) */
  token(bytes: number): string;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** true when a stored hash was made with other parameters (or another scheme) than new ones get */
  needsRehash(hash: string): boolean;
}

/** A hasher's refusal when too many hashes already wait: the API answers 503 with this message. */
export class PasswordHasherBusy extends Error {
  constructor() {
    super('The server is busy; please try again in a moment.');
    this.name = 'PasswordHasherBusy';
  }
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The mail's identity, when its sender may send it again after a crash: a mailer
   * that can tell (the outbox) sends a key once.
   */
  key?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface StoredBlob {
  /** server-generated key, e.g. "images/3f2a...e1.png" */
  key: string;
  size: number;
  contentType: string;
}

export interface BlobInfo {
  size: number;
  contentType: string;
  /** last modification time, for Last-Modified / ETag */
  modifiedAt: Date;
  etag: string;
}

export interface BlobStorage {
  /** stream the bytes into storage under a key the server chose */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredBlob>;
  info(key: string): Promise<BlobInfo | null>;
  /** read [start, end] inclusive, or all when no range */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * Join stored blobs, in order, into `target` inside the storage (no byte through
   * the app on GCS): how chunked uploads assemble their parts. Sources stay; a
   * missing source stores nothing and rejects. Optional so a test's stand-in storage
   * may leave it out; both adapters (local disk, GCS) have it.
   */
  compose?(sources: readonly string[], target: string, contentType: string): Promise<StoredBlob>;
}

/** What a probe of a media file tells; null fields where it could not tell. */
export interface ProbedVideo {
  duration: number | null;
  width: number | null;
  height: number | null;
  bitrate: number | null;
}

/** Reads a video file's metadata (ffprobe). Null when the file holds no video stream. */
export interface VideoProbe {
  probe(filePath: string): Promise<ProbedVideo | null>;
}

/** A finished rendition, stored. */
export interface MadeRendition {
  key: string;
  size: number;
  width: number | null;
  height: number | null;
  bitrate: number | null;
}

/**
 * Makes one rendition of a stored video (ffmpeg): reads the source from storage,
 * transcodes to the height, stores the result under `targetKey`, reports progress 0…1.
 */
export interface RenditionMaker {
  make(sourceKey: string, targetKey: string, height: number, onProgress: (fraction: number) => void): Promise<MadeRendition>;
}

/**
 * Takes one frame of a stored video (ffmpeg) as a JPEG: the frame at `atSeconds`, or
 * an empty buffer when the video has none there (it is shorter).
 */
export interface FrameGrabber {
  frame(sourceKey: string, atSeconds: number): Promise<Buffer>;
}
