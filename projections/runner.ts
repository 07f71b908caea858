import type { EventStore, RecordedEvent, Subscription } from '../application/ports/event-store';
import type { ProcessorHealth, ProcessorLogger } from '../application/ports/processing';
import type { ReadStore } from '../application/ports/read-store';
import type { Projector } from './projector';
import { dryWrites } from './dry-writes';
import { CatchUp } from './runner-catch-up';
import { Feed } from './runner-feed';
import type { Leasing } from '../application/processing/lease-campaign';
import { Leadership } from './runner-leadership';
import type { RebuildAnswer } from './runner-member';
import { Rebuilds } from './runner-rebuild';

export { PROJECTIONS_LEASE } from './runner-leadership';
export type { RebuildAnswer, RebuildProgress } from './runner-member';

const FLUSH_EVERY_EVENTS = 500;
const FLUSH_EVERY_MS = 200;

/**
 * Feeds every event, in global order, to every projector that handles it, each
 * from its own checkpoint. One subscription serves all the projectors that keep
 * up; a projector that throws stops at that event (it never skips one), leaves the
 * shared feed and retries with backoff, reading the log from its own position,
 * until it has caught up and rejoins. The others go on meanwhile: a projector reads
 * only its own collections, so none waits for another's model.
 * Checkpoints are written in batches: projectors are idempotent by position, so
 * what a crash replays changes nothing.
 */
export class ProjectionRunner {
  private readonly feed: Feed;
  private readonly catchUp: CatchUp;
  private readonly leadership: Leadership;
  private readonly rebuilds: Rebuilds;
  private subscription: Subscription | null = null;
  private sinceFlush = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly appliedListeners: ((event: RecordedEvent) => void)[] = [];

  constructor(
    events: EventStore,
    private readonly readStore: ReadStore,
    private readonly projectors: readonly Projector[],
    log?: ProcessorLogger,
    leasing?: Leasing,
  ) {
    this.feed = new Feed(events, readStore, log);
    this.catchUp = new CatchUp(this.feed, () => {
      this.scheduleFlush();
      this.feed.wake();
    });
    this.leadership = new Leadership(this.feed, leasing, {
      // through the runner's own method: whoever watches it sees the rebuilds the followers asked for
      rebuild: (name) => this.rebuild(name),
      rebuilding: () => this.rebuilds.busy,
    });
    this.rebuilds = new Rebuilds(this.feed, () => this.leadership.following);
  }

  /** Catch up to the head of the log, then follow it. Resolves when caught up. */
  async start(): Promise<void> {
    const { feed } = this;
    await this.leadership.start();
    for (const p of this.projectors) feed.add(p, await feed.checkpoints.get(p.name));
    const from = feed.members.length ? Math.min(...feed.members.map((m) => m.position)) : 0;
    feed.processed = from;
    const head = await feed.events.headPosition();
    const caughtUp = new Promise<void>((resolve) => feed.onPassing(head, () => {
      feed.caughtUp = true;
      resolve();
    }));
    this.subscription = feed.events.subscribe({
      from,
      // only what some projector reads: the store may skip the rest (views' progress, ...)
      types: [...feed.byType.keys()],
      onEvent: (e) => this.handle(e),
      onPassed: (position) => this.passed(position),
      onError: (err) => feed.log?.error({ err }, 'projection subscription failed'),
    });
    await caughtUp;
    feed.log?.info({ position: feed.processed }, 'projections caught up');
    this.rebuilds.outdated();
  }

  private handle(event: RecordedEvent): Promise<void> | void {
    if (this.feed.paused) return this.feed.paused.then(() => this.handle(event));
    // kept (not cleared) so a rebuild can wait for it: awaiting a settled one costs nothing
    const handling = this.apply(event);
    this.feed.handling = handling;
    return handling;
  }

  private async apply(event: RecordedEvent): Promise<void> {
    const { feed } = this;
    feed.inFlight = event.position;
    if (this.leadership.following) await this.leadership.leaderPassed(event.position);
    // still following: the leader has applied it to the shared models; this instance only moves on
    const followed = this.leadership.following;
    const stale = new Set<string>();
    for (const m of feed.byType.get(event.type) ?? []) {
      if (m.state !== 'running' || event.position <= m.position) continue;
      if (followed) {
        // what the leader changed: this instance's caches of it must go
        await m.projector.apply(event, dryWrites(this.readStore, stale)).catch(() => stale.add('*'));
        m.position = event.position;
        continue;
      }
      try {
        await m.projector.apply(event, this.readStore);
        m.position = event.position;
        m.meter.mark();
      } catch (err) {
        this.catchUp.fail(m, event, err);
      }
    }
    for (const name of stale) this.readStore.changedElsewhere?.(name);
    feed.processed = event.position;
    for (const listener of this.appliedListeners) listener(event);
    this.sinceFlush++;
    if (this.sinceFlush >= FLUSH_EVERY_EVENTS) {
      // a failed checkpoint write only means a longer (idempotent) replay later
      await this.flush().catch((err) => feed.log?.error({ err }, 'checkpoint flush failed'));
    } else this.scheduleFlush();
    feed.wake();
  }

  /** The store read up to `position` and found nothing the projectors read. */
  private passed(position: number): void {
    if (position <= this.feed.processed) return;
    this.feed.processed = position;
    this.scheduleFlush();
    this.feed.wake();
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush().catch((err) => this.feed.log?.error({ err }, 'checkpoint flush failed'));
    }, FLUSH_EVERY_MS);
    this.flushTimer.unref();
  }

  async flush(): Promise<void> {
    this.sinceFlush = 0;
    if (this.leadership.following) return;
    for (const m of this.feed.members) {
      await this.feed.checkpoints.upsert({ id: m.projector.name, position: this.feed.positionOf(m), version: m.builtBy });
    }
    await this.leadership.publishFeed();
  }

  /**
   * An operator's rebuild, from whichever instance they reached: the projecting one
   * starts it; a follower records the request, and the projecting one starts it at its
   * next lease renewal ('queued').
   */
  async requestRebuild(name: string, now: Date): Promise<RebuildAnswer> {
    if (!this.leadership.following) return this.rebuild(name);
    return this.leadership.request(name, now);
  }

  /**
   * Rebuild one projector's read model without downtime: replay the log from 0 through
   * that projector alone into a shadow namespace (it reads only its own collections),
   * catch up with the live tail, then hold the shared feed for the instant of the swap:
   * the shadow applies what is left, this projector's collections (only those) replace
   * the live ones at once, and its position becomes the projector's. Readers see the old
   * model until then and the new one after. One rebuild at a time.
   */
  rebuild(name: string): RebuildAnswer {
    return this.rebuilds.rebuild(name);
  }

  /** Resolves when the rebuild under way (if any) has swapped or failed. */
  async rebuildDone(): Promise<void> {
    await this.rebuilds.done();
  }

  /**
   * Called after every event, once the running projectors have applied it and before
   * any read-your-writes waiter wakes: caches of read models drop what it changed here.
   */
  onApplied(listener: (event: RecordedEvent) => void): void {
    this.appliedListeners.push(listener);
  }

  /**
   * Resolves true once every projector has applied `position`; false after
   * `timeoutMs`, or at once when the shared feed is past it but a stopped
   * projector is not (waiting for its backoff would only hang the answer).
   */
  waitFor(position: number, timeoutMs = 2000): Promise<boolean> {
    return this.feed.waitFor(position, timeoutMs);
  }

  /** Where the shared feed is: every running projector has applied the log up to here. */
  get position(): number {
    return this.feed.processed;
  }

  get isCaughtUp(): boolean {
    return this.feed.caughtUp;
  }

  /** The last failure of a projector still retrying (null when all run). */
  get lastError(): ProcessorHealth['lastError'] {
    return this.feed.members.find((m) => m.lastError)?.lastError ?? null;
  }

  health(): ProcessorHealth[] {
    return this.feed.members.map((m) => m.health(this.feed.positionOf(m),
      m.rebuild ? { ...m.rebuild } : this.leadership.following ? this.leadership.leaderRebuild(m.projector.name) : null));
  }

  /** An operator's "retry now": a retrying projector tries again without waiting out its backoff. */
  retryNow(name: string): ProcessorHealth['state'] | null {
    const m = this.feed.member(name);
    if (!m) return null;
    if (m.state === 'retrying') this.catchUp.retryNow(m);
    return m.state;
  }

  async stop(): Promise<void> {
    this.feed.stopped = true;
    this.leadership.stop();
    await this.rebuildDone();
    this.catchUp.interrupt();
    await this.subscription?.close();
    this.subscription = null;
    await this.catchUp.finished();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.flush();
    await this.leadership.release();
  }
}
