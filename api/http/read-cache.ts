import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ReadStore } from '../../application/ports/read-store';

/** A lean read's answer as ready bytes. */
export interface ReadEntry {
  body: Buffer;
  /** the same bytes gzipped, for the clients that accept it (every browser); null when small */
  gzipped: Buffer | null;
  etag: string;
  /** 'no-cache' for everyone's answer; 'private, no-cache' for a caller's own */
  cacheControl: string;
  /** the answer's own headers as flat lists, identity and gzip, for the fast path (api/http/respond.ts) */
  raw: { identity: readonly string[]; gzip: readonly string[] | null };
}

/** Below this a gzip header costs more than it saves. */
const GZIP_FROM_BYTES = 1024;
const MAX_ENTRIES = 2000;

/** `kept`: the answer will be served many times, so it is worth gzipping once (a search is not kept). */
export function entryOf(data: unknown, kept: boolean, cacheControl = 'no-cache'): ReadEntry {
  const body = Buffer.from(JSON.stringify(data));
  const gzipped = kept && body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null;
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const common = ['Content-Type', 'application/json; charset=utf-8', 'Cache-Control', cacheControl, 'ETag', etag];
  const vary = gzipped ? ['Vary', 'Accept-Encoding'] : [];
  return {
    body, gzipped, etag, cacheControl,
    raw: {
      identity: [...common, ...vary, 'Content-Length', String(body.length)],
      gzip: gzipped ? [...common, ...vary, 'Content-Encoding', 'gzip', 'Content-Length', String(gzipped.length)] : null,
    },
  };
}

/**
 * The answers of the lean reads, by URL, each dropped when the read store reports a
 * write to a collection it was built from (ReadStore.onChange fires before the
 * projector's write resolves, so before the runner passes the position a command
 * waits for: read-your-writes holds). Nothing here knows a projector or an event type.
 */
export class ReadCache {
  private entries = new Map<string, ReadEntry>();
  /** collection → the URLs whose entries read it */
  private readers = new Map<string, Set<string>>();
  /** collection → writes seen, so a load racing with a write is served but not kept */
  private versions = new Map<string, number>();
  private drops = 0;

  constructor(store: ReadStore) {
    store.onChange((collection) => this.changed(collection));
  }

  get(key: string): ReadEntry | undefined {
    return this.entries.get(key);
  }

  /** Taken before loading; `keep` stores the load only if none of its collections changed since. */
  stamp(reads: readonly string[]): number {
    let n = this.drops;
    for (const c of reads) n += this.versions.get(c) ?? 0;
    return n;
  }

  keep(key: string, entry: ReadEntry, reads: readonly string[], stamp: number): void {
    if (stamp !== this.stamp(reads)) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(key, entry);
    for (const c of reads) {
      let urls = this.readers.get(c);
      if (!urls) this.readers.set(c, (urls = new Set()));
      urls.add(key);
    }
  }

  private changed(collection: string): void {
    if (collection === '*') return this.clear();
    this.versions.set(collection, (this.versions.get(collection) ?? 0) + 1);
    const urls = this.readers.get(collection);
    if (!urls) return;
    this.readers.delete(collection);
    for (const url of urls) this.entries.delete(url);
  }

  private clear(): void {
    this.drops++;
    this.entries.clear();
    this.readers.clear();
  }
}
