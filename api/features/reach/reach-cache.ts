import type { ReadStore } from '../../../application/ports/read-store';
import type { SponsorReach } from '../../../application/reach/answers';
import { REACH_EVENT_DAYS, REACH_EVENT_VIEWERS, REACH_EVENTS } from '../../../application/reach/read-model';
import { KeptJson } from '../../http/kept-json';
import { sponsorReachWire } from './wire';
import type { SponsorReachWire } from './wire-types';

/** The collections a sponsor's reach is built from (its application is read fresh on every request). */
const READS = new Set([REACH_EVENTS, REACH_EVENT_DAYS, REACH_EVENT_VIEWERS]);
const MAX_ENTRIES = 100;

/** One answer, with its JSON bytes (and their gzip) made once, when first sent. */
export class ReachAnswer {
  private kept: KeptJson<SponsorReachWire> | null = null;

  constructor(readonly reach: SponsorReach) {}

  get bytes(): KeptJson<SponsorReachWire> {
    return (this.kept ??= KeptJson.of(sponsorReachWire(this.reach)));
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
