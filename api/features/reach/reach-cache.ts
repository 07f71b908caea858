import { gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { ReadStore } from '../../../application/ports/read-store';
import type { SponsorReach } from '../../../application/reach/answers';
import { REACH_EVENT_DAYS, REACH_EVENT_VIEWERS, REACH_EVENTS } from '../../../application/reach/read-model';
import { sponsorReachWire } from './wire';

/** The collections a sponsor's reach is built from (its application is read fresh on every request). */
const READS = new Set([REACH_EVENTS, REACH_EVENT_DAYS, REACH_EVENT_VIEWERS]);
const MAX_ENTRIES = 100;
/** Below this a gzip header costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

/** One answer, with its JSON bytes (and their gzip) made once, when first sent. */
export class ReachAnswer {
  private json: Buffer | null = null;
  private gzipped: Buffer | null | undefined;

  constructor(readonly reach: SponsorReach) {}

  /** Sends the JSON, gzipped for a client that takes it (compression leaves an encoded answer as it is). */
  send(accepts: string | undefined, res: ServerResponse): void {
    const json = (this.json ??= Buffer.from(JSON.stringify(sponsorReachWire(this.reach))));
    if (this.gzipped === undefined) this.gzipped = json.length >= GZIP_FROM_BYTES ? gzipSync(json) : null;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (this.gzipped) res.setHeader('Vary', 'Accept-Encoding');
    if (this.gzipped && accepts && /\bgzip\b/.test(accepts)) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', this.gzipped.length);
      res.end(this.gzipped);
      return;
    }
    res.setHeader('Content-Length', json.length);
    res.end(json);
  }
}

/**
 * A sponsorship's reach, kept per key (the application's id, its fields the answer
 * shows, its start day and today) until the read store reports a write to a reach
 * collection it is built from: a repeated read costs a lookup. onChange fires before a
 * projector's write resolves, so a read after a command's wait never gets an older answer;
 * a load that raced with a write is answered but not kept.
 */
export class ReachCache {
  private readonly entries = new Map<string, ReachAnswer>();
  private version = 0;

  constructor(store: ReadStore) {
    store.onChange((collection) => {
      if (collection !== '*' && !READS.has(collection)) return;
      this.version++;
      this.entries.clear();
    });
  }

  async answer(key: string, load: () => Promise<SponsorReach>): Promise<ReachAnswer> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const version = this.version;
    const answer = new ReachAnswer(await load());
    if (version === this.version) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, answer);
    }
    return answer;
  }
}
