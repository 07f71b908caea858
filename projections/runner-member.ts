import type { ProcessorHealth } from '../application/ports/processing';
import { RateMeter } from '../application/processing/rate-meter';
import type { Projector } from './projector';

export interface Checkpoint {
  id: string;
  position: number;
  /** the projector's version that built the model (absent: 1) */
  version?: number;
}

/** A rebuild under way: how far its replay is. */
export interface RebuildProgress {
  position: number;
  startedAt: string;
}

/** 'queued': a follower recorded the request for the instance that projects the shared models */
export type RebuildAnswer = 'started' | 'queued' | 'busy' | 'unknown';

/** One projector as the runner drives it. */
export class Member {
  /** the last position it applied; while running it also follows the shared feed (see `Feed.positionOf`) */
  position: number;
  /** 'retrying': behind the shared feed, failed itself or held (see `heldBy`); the catch-up brings it back */
  state: 'running' | 'retrying' = 'running';
  attempts = 0;
  lastError: ProcessorHealth['lastError'] = null;
  /** a failed one is tried again from then on (the backoff; 0: at the catch-up's next pass) */
  retryAt = 0;
  /** held, not failed: it reads this one's model (directly or through others), which is behind */
  heldBy: Member | null = null;
  /** the projectors that read its model, directly or through others (itself excepted); set at start */
  readers: Member[] = [];
  /** the projectors whose models it reads, directly or through others (itself excepted); set at start */
  sources: Member[] = [];
  readonly meter = new RateMeter();
  readonly types: Set<string>;
  rebuild: RebuildProgress | null = null;
  /** bumped by a swap: the catch-up's pass under way leaves it */
  generation = 0;

  /** `builtBy`: the version of the model in the store (kept until a rebuild swaps the new one in) */
  constructor(readonly projector: Projector, checkpoint: number, public builtBy: number) {
    this.position = checkpoint;
    this.types = new Set(projector.handles);
  }

  get version(): number {
    return this.projector.version ?? 1;
  }
}

/** Who reads whose model (`readsFrom`), closed transitively; a cycle is one group that reads itself. */
export function linkReaders(members: readonly Member[]): void {
  const byName = new Map(members.map((m) => [m.projector.name, m]));
  const direct = new Map(members.map((m) => [m, (m.projector.readsFrom ?? []).flatMap((n) => byName.get(n) ?? [])]));
  for (const m of members) {
    const seen = new Set<Member>();
    const todo = [...(direct.get(m) as Member[])];
    while (todo.length) {
      const next = todo.pop() as Member;
      if (next === m || seen.has(next)) continue;
      seen.add(next);
      todo.push(...(direct.get(next) as Member[]));
    }
    m.sources = members.filter((x) => seen.has(x));
  }
  for (const m of members) m.readers = members.filter((x) => x.sources.includes(m));
}
