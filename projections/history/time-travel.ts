import type { EventStore } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import type { Clock } from '../../application/ports/services';
import { AS_OF_CACHE_ENTRIES, AS_OF_CACHE_EVENTS, AS_OF_IN_FUTURE, AS_OF_TOO_EARLY } from '../../domain/history/limits';
import { invalid } from '../../domain/shared/errors';
import type { Projector } from '../projector';
import { replaySeries } from './replay-series';

/** A replayed read model: the whole model as it stood once the log's event at `position` was applied. */
export interface Snapshot {
  position: number;
  store: ReadStore;
}

const REPLAY_BATCH = 1000;
const YIELD_EVERY = 200;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * How far past the server's now an instant may be and still mean now: the web's 'as of'
 * picker sends the browser's now, and a browser clock a little ahead is not a question
 * about the future. Further ahead is refused.
 */
export const AS_OF_CLOCK_SKEW_MS = 60_000;

/**
 * The read model as it stood at an instant (issue 14): the log replayed up to the
 * instant through the registry's projectors (never the reactors: they are effects)
 * into a scratch in-memory store, whatever store serves the live model.
 *
 * Which prefix of the log: `metadata.at` is stamped when a command starts, before its
 * append, so two commands handled at once (or two instances' clocks) may append in the
 * other order: `at` mostly grows with the position but not strictly. The instant T
 * maps to the longest prefix of the log in which no event is stamped after T, i.e. the
 * replay stops before the first event stamped after T. Every event left out was
 * appended after one stamped after T, so after T too; a prefix is a state the live model
 * really went through; on a log whose times grow with it, it is exactly "up to the last
 * event recorded at or before T".
 *
 * The times are indexed once (a position and a running maximum per event, 16 bytes)
 * and extended with the tail on each call; snapshots are kept per position, so two
 * instants between the same two events share one replay and concurrent requests for one
 * position wait for the same one. Kept: the most recently used, at most
 * AS_OF_CACHE_ENTRIES of them and at most AS_OF_CACHE_EVENTS events replayed into them
 * all (a snapshot's size grows with its prefix: 300-400 MB at 280 000 events); the
 * newest is always kept, whatever its size.
 */
export class TimeTravel {
  private positions = new Float64Array(1024);
  /** the latest `at` (ms) among the events up to and including this index */
  private maxAt = new Float64Array(1024);
  private size = 0;
  private indexing: Promise<void> | null = null;
  private readonly snapshots = new Map<number, Promise<Snapshot>>();
  /** the events replayed into each kept snapshot (its prefix's length), by position */
  private readonly costs = new Map<number, number>();
  private keptEvents = 0;
  private replaying: Promise<unknown> = Promise.resolve();
  /** replays started (tests read it) */
  replays = 0;

  constructor(
    private readonly events: EventStore,
    private readonly projectors: readonly Projector[],
    private readonly clock: Clock,
    /** an empty in-memory store (the composition root passes the adapter) */
    private readonly scratch: () => ReadStore,
    private readonly capacity = AS_OF_CACHE_ENTRIES,
    /** the most events replayed into the kept snapshots, summed */
    private readonly budget = AS_OF_CACHE_EVENTS,
  ) {}

  /** Whether the snapshot of this position is kept (or being replayed): a read of it starts no replay. */
  kept(position: number): boolean {
    return this.snapshots.has(position);
  }

  /** The events replayed into the kept snapshots, summed (tests read it). */
  get keptSize(): number {
    return this.keptEvents;
  }

  /**
   * The read model as of `instant`; a 400 before the first event or beyond now. An instant
   * at most AS_OF_CLOCK_SKEW_MS past now (a client's clock ahead) is read as now.
   */
  async at(instant: Date): Promise<Snapshot> {
    const now = this.clock.now();
    const ahead = instant.getTime() - now.getTime();
    if (ahead > AS_OF_CLOCK_SKEW_MS) throw invalid(AS_OF_IN_FUTURE);
    return this.snapshot(await this.positionAt(ahead > 0 ? now : instant));
  }

  /** When the log's first event was recorded; null for an empty log. */
  async firstInstant(): Promise<Date | null> {
    await this.index();
    return this.size ? new Date(this.maxAt[0]) : null;
  }

  /**
   * What `read` finds in the models of only the named projectors at each instant, oldest
   * first, from one replay of those projectors alone (each reads only its events and its own
   * collections, so it replays alone), queued with the others. An instant before the first
   * event is left out; one ahead of now is read as now.
   */
  async series<T>(instants: readonly Date[], names: readonly string[], read: (store: ReadStore) => Promise<T>): Promise<{ at: Date; value: T }[]> {
    const now = this.clock.now();
    const points: { at: Date; position: number }[] = [];
    await this.index();
    for (const at of instants) {
      if (at.getTime() - now.getTime() > AS_OF_CLOCK_SKEW_MS) throw invalid(AS_OF_IN_FUTURE);
      if (this.size === 0 || at.getTime() < this.maxAt[0]) continue;
      points.push({ at, position: await this.positionAt(at > now ? now : at) });
    }
    const projectors = this.projectors.filter((p) => names.includes(p.name));
    const run = this.replaying.then(() => replaySeries(this.events, projectors, this.scratch(), points.map((p) => p.position), read));
    this.replaying = run.catch(() => undefined);
    this.replays++;
    const values = await run;
    return points.map((p, i) => ({ at: p.at, value: values[i] }));
  }

  /** The position of the last event of the prefix that instant maps to (see the class). */
  async positionAt(instant: Date): Promise<number> {
    await this.index();
    const t = instant.getTime();
    if (this.size === 0 || t < this.maxAt[0]) throw invalid(AS_OF_TOO_EARLY);
    // the last index whose running maximum is <= t (the maximum never decreases)
    let lo = 0;
    let hi = this.size - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.maxAt[mid] <= t) lo = mid;
      else hi = mid - 1;
    }
    return this.positions[lo];
  }

  private index(): Promise<void> {
    // one reader of the tail at a time; a caller arriving meanwhile reads what it appended after
    const run = (this.indexing ?? Promise.resolve()).then(() => this.readTail());
    this.indexing = run.catch(() => undefined);
    return run;
  }

  private async readTail(): Promise<void> {
    const from = this.size ? this.positions[this.size - 1] : 0;
    for await (const event of this.events.readAll(from, { batchSize: REPLAY_BATCH })) {
      const at = Date.parse(event.metadata?.at ?? '');
      const previous = this.size ? this.maxAt[this.size - 1] : -Infinity;
      // an event without a readable time cannot be placed after anything: it takes its predecessor's
      this.push(event.position, Number.isNaN(at) ? previous : Math.max(previous, at));
      if (this.size % (YIELD_EVERY * 10) === 0) await turn();
    }
  }

  private push(position: number, maxAt: number): void {
    if (this.size === this.positions.length) {
      const grow = (a: Float64Array) => {
        const b = new Float64Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.positions = grow(this.positions);
      this.maxAt = grow(this.maxAt);
    }
    this.positions[this.size] = position;
    this.maxAt[this.size] = maxAt;
    this.size++;
  }

  private snapshot(position: number): Promise<Snapshot> {
    const kept = this.snapshots.get(position);
    if (kept) {
      // most recently used last
      this.snapshots.delete(position);
      this.snapshots.set(position, kept);
      return kept;
    }
    // one replay at a time: requests for many instants cost the live site one replay's CPU, queued
    const built = this.replaying.then(() => this.replay(position));
    this.replaying = built.catch(() => undefined);
    this.snapshots.set(position, built);
    this.costs.set(position, this.prefixLength(position));
    this.keptEvents += this.costs.get(position) as number;
    built.catch(() => {
      if (this.snapshots.get(position) === built) this.drop(position);
    });
    // the least recently used first; the newest (this one, last) stays whatever its size
    while (this.snapshots.size > 1 && (this.snapshots.size > this.capacity || this.keptEvents > this.budget)) {
      this.drop(this.snapshots.keys().next().value as number);
    }
    return built;
  }

  private drop(position: number): void {
    this.snapshots.delete(position);
    this.keptEvents -= this.costs.get(position) ?? 0;
    this.costs.delete(position);
  }

  /** How many events of the log are at or before `position` (the index holds them all by now). */
  private prefixLength(position: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.positions[mid] <= position) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private async replay(position: number): Promise<Snapshot> {
    this.replays++;
    const store = this.scratch();
    await replaySeries(this.events, this.projectors, store, [position], async () => undefined);
    return { position, store };
  }
}
