import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedEvent } from '../../application/ports/event-store';
import type { CatalogueQueries } from '../../application/catalogue/catalogue-queries';
import type { ProjectionRunner } from '../../projections/runner';

interface Entry {
  body: Buffer;
  /** the same bytes gzipped, for the clients that accept it (every browser) */
  gzipped: Buffer | null;
  etag: string;
}

/** Below this a gzip header costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

const MAX_ENTRIES = 2000;
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The hottest public reads (the events list, the battler directory, an event's
 * video grid) answered from ready JSON bytes with an ETag, before Express: on this
 * machine Express alone costs most of a bare server's throughput (docs/decisions.md).
 * Bodies of 1 KB or more are also kept gzipped (the directory of 500 battlers is
 * 233 KB as JSON, 10 times less gzipped). Entries are built from the read models on first use and all dropped when the
 * projection runner applies an event of the catalogue, before the command that
 * wrote it answers, so read-your-writes holds. A search, a HEAD or anything
 * unusual falls through to the Express routes, which answer the same documents.
 */
export class LeanReads {
  private cache = new Map<string, Entry>();
  private generation = 0;
  served = 0;

  constructor(private readonly catalogue: CatalogueQueries, runner: ProjectionRunner, invalidatedBy: readonly string[]) {
    const types = new Set(invalidatedBy);
    runner.onApplied((event: RecordedEvent) => {
      if (!types.has(event.type)) return;
      this.generation++;
      this.cache.clear();
    });
  }

  /** True when it answered the request; false sends it on to Express. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url) return false;
    const load = this.loaderFor(req.url);
    if (!load) return false;
    const cached = this.cache.get(req.url);
    if (cached) {
      this.send(req, res, cached);
      return true;
    }
    const generation = this.generation;
    load().then((data) => {
      if (data === null) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ message: 'Event not found' }));
        return;
      }
      const body = Buffer.from(JSON.stringify(data));
      const entry: Entry = {
        body,
        gzipped: body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null,
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      };
      // an event applied while loading may have made this stale: serve it, do not keep it
      if (generation === this.generation) {
        if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
        this.cache.set(req.url as string, entry);
      }
      this.send(req, res, entry);
    }).catch(() => {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }));
      }
    });
    return true;
  }

  private loaderFor(url: string): (() => Promise<unknown>) | null {
    if (url === '/api/events') return () => this.catalogue.listEvents();
    if (url === '/api/battlers-with-stats') return () => this.catalogue.battlersWithStats();
    const m = /^\/api\/events\/([^/?]+)\/videos$/.exec(url);
    if (m && ID.test(m[1])) {
      const id = m[1];
      return async () => ((await this.catalogue.event(id)) ? this.catalogue.eventVideos(id) : null);
    }
    return null;
  }

  private send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    this.served++;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', entry.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (entry.gzipped) res.setHeader('Vary', 'Accept-Encoding');
    if (entry.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', entry.gzipped.length);
      res.end(entry.gzipped);
      return;
    }
    res.setHeader('Content-Length', entry.body.length);
    res.end(entry.body);
  }
}
