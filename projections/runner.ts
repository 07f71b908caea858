import type { EventStore, RecordedEvent, Subscription } from '../application/ports/event-store';
import type { Lease, LeaseStore } from '../application/ports/leases';
import type { ProcessorHealth, ProcessorLogger } from '../application/ports/processing';
import type { ReadStore } from '../application/ports/read-store';
import { backoffMs, Sleeper } from '../application/processing/backoff';
import { RateMeter } from '../application/processing/rate-meter';
import { lap, STAGES_ON } from '../application/processing/stage-timer';
import type { Projector } from './projector';
import { dryWrites } from './dry-writes';
import { ReplaySlice } from './replay-slice';
import { recordingWrites } from './write-recorder';

interface Checkpoint {
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

/** A follower's rebuild request, or the leader's rebuild under way, in the shared read store. */
interface RebuildNote {
  id: string;
  position: number;
  startedAt: string;
}

/** Read models shared by several instances (MongoDB): one instance projects, where this lease is. */
export interface ProjectionLeasing {
  store: LeaseStore;
  owner: string;
  ttlMs: number;
  renewMs: number;
}

export const PROJECTIONS_LEASE = 'projections';
/** the leader's shared feed position, beside the projectors' checkpoints: followers wait for it */
const FEED = '__feed';
const FOLLOW_POLL_MS = 50;
/** what followers ask the leader to rebuild, and what the leader is rebuilding (shared like the checkpoints) */
const REBUILD_REQUESTS = 'projection_rebuild_requests';
const REBUILDS_SHARED = 'projection_rebuilds';

const FLUSH_EVERY_EVENTS = 500;
const FLUSH_EVERY_MS = 200;

/** One projector as the runner drives it. */
class Member {
  /** the last position it applied; while running it also follows the shared feed (see `positionOf`) */
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

/**
 * Feeds every event, in global order, to every projector that handles it, each
 * from its own checkpoint. One subscription serves all the projectors that keep
 * up; a projector that throws stops at that event (it never skips one), leaves the
 * shared feed and retries with backoff, reading the log from its own position,
 * until it has caught up and rejoins. The projectors that read its model (its
 * `readsFrom` readers, transitively) stop at the same event, held: they catch up
 * with it, event by event in the live order, so none applies an event against a
 * model that is behind. The others go on meanwhile.
 * Checkpoints are written in batches: projectors are idempotent by position, so
 * what a crash replays changes nothing.
 */
export class ProjectionRunner {
  private readonly members: Member[] = [];
  private readonly byType = new Map<string, Member[]>();
  /** the shared feed has delivered (or passed) every event up to here */
  private processed = 0;
  /** the event the shared feed is delivering now (a projector rejoining must be past it) */
  private inFlight = 0;
  private subscription: Subscription | null = null;
  private waiters: { position: number; resolve: (reached: boolean) => void }[] = [];
  private sinceFlush = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private caughtUp = false;
  private stopped = false;
  private readonly appliedListeners: ((event: RecordedEvent) => void)[] = [];
  /** the one loop that catches up every projector behind the shared feed (null: none is) */
  private catchingUp: Promise<void> | null = null;
  /** its sleep between passes: a new failure, an operator's retry or stop ends it */
  private readonly catchUpSleeper = new Sleeper();
  /** the projectors the catch-up's pass under way must leave alone (a failure on the shared feed adds to it) */
  private passBlocked: Set<Member> | null = null;
  /** set while a rebuild swaps: the shared feed waits before its next event */
  private paused: Promise<void> | null = null;
  /** the shared feed's event being applied now */
  private handling: Promise<void> | null = null;
  private rebuilding: Promise<void> | null = null;
  /** shared read models: held while this instance is the one projecting */
  private lease: Lease | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;
  /** the leader's feed position as last read (followers) */
  private leaderAt = 0;
  /** the leader's rebuilds under way, as last read (followers show them in their health) */
  private leaderRebuilds = new Map<string, RebuildProgress>();

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly projectors: readonly Projector[],
    private readonly log?: ProcessorLogger,
    private readonly leasing?: ProjectionLeasing,
  ) {}

  /** Several instances share the read models and another one projects them: this one follows. */
  private get following(): boolean {
    return this.leasing !== undefined && this.lease === null;
  }

  /** The leader renews its lease; a follower asks for it (and leads when the leader's has expired). */
  private async campaign(): Promise<void> {
    const leasing = this.leasing as ProjectionLeasing;
    if (this.stopped) return;
    try {
      if (this.lease) {
        if (await leasing.store.renew(this.lease, leasing.ttlMs)) return await this.shareRebuilds();
        this.log?.info({ token: this.lease.token }, 'projections lease lost: another instance projects the shared read models now');
        this.lease = null;
        return;
      }
      this.lease = await leasing.store.acquire(PROJECTIONS_LEASE, leasing.owner, leasing.ttlMs);
      if (this.lease) this.log?.info({ token: this.lease.token, owner: leasing.owner }, 'projections lease taken: this instance projects the shared read models');
      else await this.readLeaderRebuilds();
    } catch (err) {
      // the fencing of the models is their per-document idempotence: a late write of an old leader changes nothing
      this.log?.error({ err }, 'projections lease: renewal or request failed');
    }
  }

  /**
   * The leader, at each renewal: starts a rebuild a follower was asked for (an admin's
   * request may reach any instance behind the proxy), and publishes the progress of its
   * own so that every instance's admin view shows it.
   */
  private async shareRebuilds(): Promise<void> {
    if (!this.caughtUp) return;
    if (!this.rebuilding) {
      for (const request of await this.readStore.collection<RebuildNote>(REBUILD_REQUESTS).find()) {
        await this.readStore.collection<RebuildNote>(REBUILD_REQUESTS).delete(request.id);
        const answer = this.rebuild(request.id);
        this.log?.info({ projector: request.id, answer }, 'rebuild asked for through another instance');
        if (answer === 'started') break;
      }
    }
    const shared = this.readStore.collection<RebuildNote>(REBUILDS_SHARED);
    for (const m of this.members) {
      if (m.rebuild) await shared.upsert({ id: m.projector.name, ...m.rebuild });
      else if (await shared.get(m.projector.name)) await shared.delete(m.projector.name);
    }
  }

  private async readLeaderRebuilds(): Promise<void> {
    const notes = await this.readStore.collection<RebuildNote>(REBUILDS_SHARED).find();
    this.leaderRebuilds = new Map(notes.map((n) => [n.id, { position: n.position, startedAt: n.startedAt }]));
  }

  /**
   * An operator's rebuild, from whichever instance they reached: the projecting one
   * starts it; a follower records the request, and the projecting one starts it at its
   * next lease renewal ('queued').
   */
  async requestRebuild(name: string, now: Date): Promise<RebuildAnswer> {
    if (!this.following) return this.rebuild(name);
    if (!this.members.some((m) => m.projector.name === name)) return 'unknown';
    if (this.leaderRebuilds.has(name)) return 'busy';
    await this.readStore.collection<RebuildNote>(REBUILD_REQUESTS).upsert({ id: name, position: 0, startedAt: now.toISOString() });
    return 'queued';
  }

  /** A follower's event: wait until the leader's feed has passed it (or this instance has become the leader). */
  private async leaderPassed(position: number): Promise<void> {
    while (!this.stopped && this.following && this.leaderAt < position) {
      const feed = await this.checkpoints.get(FEED);
      this.leaderAt = Math.max(this.leaderAt, feed?.position ?? 0);
      if (this.leaderAt < position) await new Promise((r) => setTimeout(r, FOLLOW_POLL_MS));
    }
  }

  private get checkpoints() {
    return this.readStore.collection<Checkpoint>('projection_checkpoints');
  }

  /** Catch up to the head of the log, then follow it. Resolves when caught up. */
  async start(): Promise<void> {
    if (this.leasing) {
      await this.campaign();
      this.leaseTimer = setInterval(() => void this.campaign(), this.leasing.renewMs);
      this.leaseTimer.unref();
    }
    for (const p of this.projectors) {
      const checkpoint = await this.checkpoints.get(p.name);
      const member = new Member(p, checkpoint?.position ?? 0, checkpoint ? checkpoint.version ?? 1 : p.version ?? 1);
      this.members.push(member);
      for (const type of p.handles) {
        const list = this.byType.get(type) ?? [];
        list.push(member);
        this.byType.set(type, list);
      }
    }
    this.linkReaders();
    const from = this.members.length ? Math.min(...this.members.map((m) => m.position)) : 0;
    this.processed = from;
    const head = await this.events.headPosition();
    const caughtUp = new Promise<void>((resolve) => {
      const done = () => { this.caughtUp = true; resolve(); };
      if (head <= from) done();
      else this.waiters.push({ position: head, resolve: done });
    });
    this.subscription = this.events.subscribe({
      from,
      // only what some projector reads: the store may skip the rest (views' progress, ...)
      types: [...this.byType.keys()],
      onEvent: (e) => this.handle(e),
      onPassed: (position) => this.passed(position),
      onError: (err) => this.log?.error({ err }, 'projection subscription failed'),
    });
    await caughtUp;
    this.log?.info({ position: this.processed }, 'projections caught up');
    this.rebuildOutdated();
  }

  /**
   * A persisted model built by another version of its projector is rebuilt beside the
   * live one, one after the other, while the site serves the old one (which the live
   * projector keeps applying new events to until the swap). In-memory models are
   * replayed whole at every start, so they never get here.
   */
  private rebuildOutdated(): void {
    // shared models are the leader's to rebuild (a follower that takes over later rebuilds at its next start)
    if (this.following) return;
    const outdated = this.members.filter((m) => m.builtBy !== m.version);
    if (outdated.length === 0) return;
    void (async () => {
      for (const m of outdated) {
        while (this.rebuilding) await this.rebuildDone();
        if (this.stopped) return;
        this.log?.info({ projector: m.projector.name, from: m.builtBy, to: m.version }, 'projector version changed: rebuilding its read model');
        this.rebuild(m.projector.name);
        await this.rebuildDone();
      }
    })();
  }

  /** Who reads whose model (`readsFrom`), closed transitively; a cycle is one group that reads itself. */
  private linkReaders(): void {
    const byName = new Map(this.members.map((m) => [m.projector.name, m]));
    const direct = new Map(this.members.map((m) => [m, (m.projector.readsFrom ?? []).flatMap((n) => byName.get(n) ?? [])]));
    for (const m of this.members) {
      const seen = new Set<Member>();
      const todo = [...(direct.get(m) as Member[])];
      while (todo.length) {
        const next = todo.pop() as Member;
        if (next === m || seen.has(next)) continue;
        seen.add(next);
        todo.push(...(direct.get(next) as Member[]));
      }
      m.sources = this.members.filter((x) => seen.has(x));
    }
    for (const m of this.members) m.readers = this.members.filter((x) => x.sources.includes(m));
  }

  private handle(event: RecordedEvent): Promise<void> | void {
    if (this.paused) return this.paused.then(() => this.handle(event));
    // kept (not cleared) so a rebuild can wait for it: awaiting a settled one costs nothing
    const handling = this.apply(event);
    this.handling = handling;
    return handling;
  }

  private async apply(event: RecordedEvent): Promise<void> {
    this.inFlight = event.position;
    if (this.following) await this.leaderPassed(event.position);
    // still following: the leader has applied it to the shared models; this instance only moves on
    const followed = this.following;
    const stale = new Set<string>();
    for (const m of this.byType.get(event.type) ?? []) {
      if (m.state !== 'running' || event.position <= m.position) continue;
      if (followed) {
        // what the leader changed: this instance's caches of it must go
        await m.projector.apply(event, dryWrites(this.readStore, stale)).catch(() => stale.add('*'));
        m.position = event.position;
        continue;
      }
      try {
        const t = STAGES_ON ? performance.now() : 0;
        await m.projector.apply(event, this.readStore);
        if (STAGES_ON) lap(`projector apply: ${m.projector.name}`, t);
        m.position = event.position;
        m.meter.mark();
      } catch (err) {
        this.fail(m, event, err);
      }
    }
    for (const name of stale) this.readStore.changedElsewhere?.(name);
    this.processed = event.position;
    for (const listener of this.appliedListeners) listener(event);
    this.sinceFlush++;
    if (this.sinceFlush >= FLUSH_EVERY_EVENTS) {
      // a failed checkpoint write only means a longer (idempotent) replay later
      await this.flush().catch((err) => this.log?.error({ err }, 'checkpoint flush failed'));
    } else this.scheduleFlush();
    this.wake();
  }

  /** The store read up to `position` and found nothing the projectors read. */
  private passed(position: number): void {
    if (position <= this.processed) return;
    this.processed = position;
    this.scheduleFlush();
    this.wake();
  }

  /**
   * The projector stays at the event before this one and retries; those that read its
   * model (transitively) stop there too, held, and catch up with it.
   */
  private fail(m: Member, event: RecordedEvent, err: unknown): void {
    m.position = Math.max(m.position, this.processed);
    m.state = 'retrying';
    this.noteError(m, event, err);
    for (const r of m.readers) {
      if (r.state !== 'running') continue;
      // one before it in the live order has applied this event already (against the model as it stood)
      r.position = Math.max(r.position, this.processed);
      r.state = 'retrying';
      this.hold(r, m, event);
    }
    this.block(this.passBlocked, m);
    this.catchUp();
    // a read-your-writes wait behind it would only time out: answer it now
    this.wake();
  }

  /** `r` waits for `source`'s model (shown in its status as the reason it is behind). */
  private hold(r: Member, source: Member, event: Pick<RecordedEvent, 'position' | 'type'>): void {
    r.heldBy = source;
    r.attempts = 0;
    r.lastError = {
      message: `Held: it reads the ${source.projector.name} read model, which is behind; it catches up with it`,
      position: event.position, type: event.type, at: new Date().toISOString(),
    };
  }

  private block(blocked: Set<Member> | null, m: Member): void {
    if (!blocked) return;
    blocked.add(m);
    for (const r of m.readers) blocked.add(r);
  }

  private noteError(m: Member, event: RecordedEvent, err: unknown): void {
    m.attempts++;
    m.heldBy = null;
    m.retryAt = Date.now() + backoffMs(m.attempts);
    m.lastError = { message: (err as Error)?.message ?? String(err), position: event.position, type: event.type, at: new Date().toISOString() };
    this.log?.error({ err, projector: m.projector.name, position: event.position, type: event.type, attempts: m.attempts },
      'projector failed; it stops at this event and retries');
  }

  /** Starts the catch-up loop, or wakes it from its sleep. */
  private catchUp(): void {
    if (this.stopped) return;
    if (this.catchingUp) return this.catchUpSleeper.wake();
    const run = this.catchUpLoop().catch((err) => this.log?.error({ err }, 'projection catch-up failed')).finally(() => {
      this.catchingUp = null;
      // one that fell behind as the loop was ending
      if (this.members.some((m) => m.state === 'retrying')) this.catchUp();
    });
    this.catchingUp = run;
  }

  /**
   * Brings every projector behind the shared feed back to it, in passes over the log.
   * A failed one whose backoff has not run out waits, and so does every projector that
   * reads it; the others in a pass apply each event in the live order (so one reads
   * another's model as it stood at that event, as on the shared feed), and those caught
   * up at its end rejoin the shared feed together.
   */
  private async catchUpLoop(): Promise<void> {
    let readFailures = 0;
    while (!this.stopped) {
      const behind = this.members.filter((m) => m.state === 'retrying');
      if (behind.length === 0) return;
      const now = Date.now();
      const blocked = new Set<Member>();
      for (const m of behind) if (m.retryAt > now) this.block(blocked, m);
      const ready = behind.filter((m) => !blocked.has(m));
      if (ready.length === 0) {
        await this.catchUpSleeper.sleep(Math.min(...behind.filter((m) => m.retryAt > now).map((m) => m.retryAt)) - now);
        continue;
      }
      try {
        await this.pass(blocked, Math.min(...ready.map((m) => m.position)));
        readFailures = 0;
      } catch (err) {
        // the log could not be read: every projector in the pass stays where it got to
        readFailures++;
        this.log?.error({ err, attempts: readFailures }, 'projection catch-up could not read the log; it tries again');
        await this.catchUpSleeper.sleep(backoffMs(readFailures));
      }
    }
  }

  private async pass(blocked: Set<Member>, from: number): Promise<void> {
    const generations = new Map(this.members.map((m) => [m, m.generation]));
    this.passBlocked = blocked;
    try {
      const slice = new ReplaySlice();
      for await (const event of this.events.readAll(from)) {
        if (slice.spent()) await slice.turn();
        if (this.stopped) return;
        let moving = false;
        for (const m of this.members) {
          if (m.state !== 'retrying' || blocked.has(m)) continue;
          // swapped in by a rebuild meanwhile: it (and what reads it) waits for the next pass
          if (m.generation !== generations.get(m)) { this.block(blocked, m); continue; }
          moving = true;
          if (event.position <= m.position) continue;
          if (m.types.has(event.type)) {
            try {
              await m.projector.apply(event, this.readStore);
            } catch (err) {
              this.noteError(m, event, err);
              this.block(blocked, m);
              continue;
            }
            m.meter.mark();
            if (m.attempts) this.log?.info({ projector: m.projector.name, position: event.position }, 'projector recovered');
            m.attempts = 0;
            if (!m.heldBy) m.lastError = null;
          }
          m.position = event.position;
        }
        if (!moving) break;
      }
      if (this.stopped) return;
      // rejoin only past what the shared feed has delivered, the event in flight included
      const live = Math.max(this.processed, this.inFlight);
      for (const m of this.members) if (m.state === 'retrying' && m.position < live) this.block(blocked, m);
      let rejoined = false;
      for (const m of this.members) {
        if (m.state !== 'retrying' || blocked.has(m)) continue;
        m.state = 'running';
        m.attempts = 0;
        m.lastError = null;
        m.heldBy = null;
        rejoined = true;
      }
      if (rejoined) {
        this.scheduleFlush();
        this.wake();
      }
    } finally {
      this.passBlocked = null;
    }
  }

  private positionOf(m: Member): number {
    return m.state === 'running' ? Math.max(m.position, this.processed) : m.position;
  }

  private wake() {
    if (this.waiters.length === 0) return;
    const still: typeof this.waiters = [];
    for (const w of this.waiters) {
      if (this.processed < w.position) still.push(w);
      else w.resolve(this.reached(w.position));
    }
    this.waiters = still;
  }

  /** Every projector has applied `position` (a stopped one behind it has not). */
  private reached(position: number): boolean {
    return this.members.every((m) => this.positionOf(m) >= position);
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush().catch((err) => this.log?.error({ err }, 'checkpoint flush failed'));
    }, FLUSH_EVERY_MS);
    this.flushTimer.unref();
  }

  async flush(): Promise<void> {
    this.sinceFlush = 0;
    if (this.following) return;
    for (const m of this.members) {
      await this.checkpoints.upsert({ id: m.projector.name, position: this.positionOf(m), version: m.builtBy });
    }
    if (this.leasing) await this.checkpoints.upsert({ id: FEED, position: this.processed });
  }

  /**
   * Rebuild one projector's read model without downtime: replay the log from 0 into a
   * shadow namespace through every projector in the live order (a projector may read
   * the others' collections, which must then be as they stood at the event it applies),
   * catch up with the live tail, then hold the shared feed for the instant of the swap:
   * the shadow applies what is left, this projector's collections (only those) replace
   * the live ones at once, and its position becomes the projector's. Readers see the old model until then and the
   * new one after. One rebuild at a time.
   */
  rebuild(name: string): RebuildAnswer {
    const m = this.members.find((x) => x.projector.name === name);
    if (!m) return 'unknown';
    // a follower does not write the shared models: the leader's admin view rebuilds them
    if (this.rebuilding || this.stopped || this.following) return 'busy';
    m.rebuild = { position: 0, startedAt: new Date().toISOString() };
    const run = this.runRebuild(m).catch((err) => {
      m.lastError = { message: `Rebuild failed: ${(err as Error)?.message ?? String(err)}`, position: m.rebuild?.position ?? 0,
        type: 'rebuild', at: new Date().toISOString() };
      this.log?.error({ err, projector: name }, 'rebuild failed; the live read model stays');
    }).finally(() => {
      m.rebuild = null;
      this.rebuilding = null;
    });
    this.rebuilding = run;
    return 'started';
  }

  /** Resolves when the rebuild under way (if any) has swapped or failed. */
  async rebuildDone(): Promise<void> {
    await this.rebuilding;
  }

  private async runRebuild(m: Member): Promise<void> {
    const started = Date.now();
    const shadow = this.readStore.shadow();
    const written = new Set<string>(m.projector.collections ?? []);
    const own = recordingWrites(shadow, written);
    // every projector, in the live order: a projector may read others' collections, earlier
    // and later ones alike (videos reads events), and must find them as they stood live
    const replayed = this.members;
    const progress = m.rebuild as RebuildProgress;
    const replayFrom = async (from: number) => {
      const slice = new ReplaySlice();
      for await (const event of this.events.readAll(from, { batchSize: 500 })) {
        if (slice.spent()) await slice.turn();
        if (this.stopped) throw new Error('the server is stopping');
        for (const r of replayed) {
          if (r.types.has(event.type)) await r.projector.apply(event, r === m ? own : shadow);
        }
        progress.position = event.position;
      }
    };
    try {
      await replayFrom(0);
      // the tail that came meanwhile, while the site goes on
      await replayFrom(progress.position);
      let resume!: () => void;
      this.paused = new Promise<void>((resolve) => { resume = resolve; });
      try {
        await this.handling?.catch(() => undefined);
        // now nothing feeds the live model: the shadow takes what is left, then its place
        await replayFrom(progress.position);
        await shadow.swapInto([...written]);
        m.generation++;
        m.position = Math.max(progress.position, this.processed);
        m.state = 'running';
        m.attempts = 0;
        m.lastError = null;
        m.heldBy = null;
        m.builtBy = m.version;
        // a model it reads is behind: it waits for it from here (the shadow's own copy of it was right)
        const behind = m.sources.find((x) => x.state !== 'running');
        if (behind) {
          m.state = 'retrying';
          this.hold(m, behind, { position: m.position + 1, type: 'rebuild' });
          this.catchUp();
        }
        await this.checkpoints.upsert({ id: m.projector.name, position: this.positionOf(m), version: m.builtBy });
      } finally {
        this.paused = null;
        resume();
      }
      this.log?.info({ projector: m.projector.name, position: m.position, collections: [...written], ms: Date.now() - started },
        'read model rebuilt and swapped in');
      this.wake();
    } catch (err) {
      await shadow.discard().catch(() => undefined);
      throw err;
    }
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
    if (position <= this.processed) return Promise.resolve(this.reached(position));
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      timer.unref();
      const waiter = { position, resolve: (reached: boolean) => { clearTimeout(timer); resolve(reached); } };
      this.waiters.push(waiter);
    });
  }

  /** Where the shared feed is: every running projector has applied the log up to here. */
  get position(): number {
    return this.processed;
  }

  get isCaughtUp(): boolean {
    return this.caughtUp;
  }

  /** The last failure of a projector still retrying, before a hold behind one (null when all run). */
  get lastError(): ProcessorHealth['lastError'] {
    return (this.members.find((m) => m.lastError && !m.heldBy) ?? this.members.find((m) => m.lastError))?.lastError ?? null;
  }

  health(): ProcessorHealth[] {
    return this.members.map((m) => ({
      name: m.projector.name, kind: 'projector', position: this.positionOf(m), state: m.state,
      lastError: m.lastError, attempts: m.attempts, eventsPerSecond: m.meter.perSecond(),
      rebuild: m.rebuild ? { ...m.rebuild } : this.following ? this.leaderRebuilds.get(m.projector.name) ?? null : null,
    }));
  }

  /**
   * An operator's "retry now": a retrying projector tries again without waiting out its
   * backoff; a held one has the models it waits for tried again.
   */
  retryNow(name: string): 'retrying' | 'running' | null {
    const m = this.members.find((x) => x.projector.name === name);
    if (!m) return null;
    if (m.state === 'retrying') {
      for (const x of [m, ...m.sources]) x.retryAt = 0;
      this.catchUpSleeper.wake();
    }
    return m.state;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.rebuildDone();
    this.catchUpSleeper.wake();
    await this.subscription?.close();
    this.subscription = null;
    await this.catchingUp;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.flush();
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.leaseTimer = null;
    // handed on at once: another instance need not wait for the expiry
    if (this.lease) await this.leasing?.store.release(this.lease).catch(() => undefined);
    this.lease = null;
  }
}
