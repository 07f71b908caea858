import type { EventStore, RecordedEvent, Subscription } from '../ports/event-store';
import { type Lease, LeaseLostError } from '../ports/leases';
import type { CheckpointStore, ProcessorHealth, ProcessorLogger } from '../ports/processing';
import { backoffMs, Sleeper } from '../processing/backoff';
import { LeaseCampaign, type Leasing } from '../processing/lease-campaign';
import { PositionWaits } from '../processing/position-waits';
import { ProcessorState } from '../processing/processor-state';
import { type Reactor, type ReactorDeps, reactionTo } from './reactor';

/** Positions passed without a handled event are saved at most this often. */
const SAVE_PASSED_EVERY_MS = 1000;
/** A standby reads the holder's checkpoint this often (a read-your-writes wait on the reactor watches it). */
const STANDBY_READ_MS = 200;

class Running extends ProcessorState {
  position = 0;
  subscription: Subscription | null = null;
  /** the event being reacted to (a long one: a transcoding) */
  busy: Promise<void> | null = null;
  saveTimer: NodeJS.Timeout | null = null;
  /** several instances: the reactor runs where this campaign holds its lease */
  campaign: LeaseCampaign | null = null;
  /** read-your-writes waits on the reactor, resolved as its position passes theirs */
  readonly waits = new PositionWaits();
  readonly sleeper = new Sleeper();

  constructor(readonly reactor: Reactor) {
    super(reactor.name, 'reactor');
  }

  /** held: this instance runs the reactor; null: another does (or nobody yet, or it runs alone) */
  get lease(): Lease | null {
    return this.campaign?.held ?? null;
  }
}

/**
 * Runs each reactor on its own subscription from its own durable checkpoint, so a
 * slow one (a transcoding) holds up nobody else. An event is reacted to until it
 * succeeds, retried with backoff, never skipped; its position is saved only after.
 * A crash between the effect and the save delivers the event again, which the
 * reactor's idempotence (effects keyed by the event, recorded as events) absorbs.
 */
export class ReactorRunner {
  private readonly running: Running[];
  private stopped = false;
  private readonly events: EventStore;
  private readonly log: ProcessorLogger;

  /**
   * `deps`: what every reaction may use, resolved once by the composition root;
   * `leasing`: several instances on one log, each reactor runs where its lease is held.
   */
  constructor(
    reactors: readonly Reactor[],
    private readonly deps: ReactorDeps,
    private readonly checkpoints: CheckpointStore,
    private readonly leasing?: Leasing,
  ) {
    this.events = deps.events;
    this.log = deps.log;
    this.running = reactors.map((r) => new Running(r));
    if (leasing) for (const r of this.running) r.campaign = this.campaignFor(r, leasing);
  }

  /** Subscribes every reactor from its checkpoint; they work in the background from then on. */
  async start(): Promise<void> {
    for (const r of this.running) {
      if (r.campaign) await r.campaign.start();
      else await this.follow(r);
    }
  }

  /**
   * The holder of the reactor's lease renews it every `renewMs`; a standby asks for it
   * as often, and meanwhile reads its checkpoint, so that its health (and a
   * read-your-writes wait on it) follows the holder.
   */
  private campaignFor(r: Running, leasing: Leasing): LeaseCampaign {
    const { store, owner, ttlMs, renewMs } = leasing;
    return new LeaseCampaign({ store, name: r.reactor.name, owner, ttlMs, renewMs, standbyMs: STANDBY_READ_MS }, {
      logger: this.log, fields: { reactor: r.reactor.name },
      taken: 'reactor lease taken: it runs here', lost: 'reactor lease lost: it runs elsewhere now',
      renewFailed: 'reactor lease: renewal failed', askFailed: 'reactor lease: asking failed; asking again',
    }, {
      taken: (lease) => this.follow(r, lease),
      standby: async () => {
        const saved = await this.checkpoints.get(r.reactor.name);
        this.moveTo(r, Math.max(r.position, saved));
      },
      lost: () => this.standDown(r),
    });
  }

  /** The lease has passed to another instance: stop here (a standby again once the subscription has closed). */
  private standDown(r: Running): Promise<void> | undefined {
    if (r.saveTimer) clearTimeout(r.saveTimer);
    r.saveTimer = null;
    r.sleeper.wake();
    const subscription = r.subscription;
    r.subscription = null;
    r.reset();
    return subscription?.close();
  }

  private async follow(r: Running, lease: Lease | null = null): Promise<void> {
    this.moveTo(r, await this.checkpoints.get(r.reactor.name));
    // lost while reading: the reactor is another instance's to run
    if (r.lease !== lease) return;
    r.subscription = this.events.subscribe({
      from: r.position,
      types: r.reactor.handles,
      onEvent: (event) => {
        if (r.lease !== lease) return;
        const busy = this.react(r, event);
        r.busy = busy;
        return busy.finally(() => { r.busy = null; });
      },
      onPassed: (position) => { if (r.lease === lease) this.passed(r, position); },
      onError: (err) => {
        r.halted(r.position, err);
        this.log.error({ err, reactor: r.reactor.name }, 'reactor subscription failed');
      },
    });
  }

  private async react(r: Running, event: RecordedEvent): Promise<void> {
    if (this.stopped || event.position <= r.position) return;
    // an adapter that ignores the type hint (EventStoreDB) delivers everything: the rest is only passed
    if (!r.reactor.handles.includes(event.type)) return this.passed(r, event.position, true);
    const lease = r.lease;
    for (;;) {
      try {
        // the lease fences the reaction's appends: a stale holder's are refused (LeaseLostError)
        await r.reactor.react(event, reactionTo(event, this.deps, lease ?? undefined));
        break;
      } catch (err) {
        // another instance holds the reactor now: the event is its to do
        if (err instanceof LeaseLostError) return r.campaign?.lose(lease as Lease);
        if (r.lease !== lease) return;
        r.failed(event, err);
        this.log.error({ err, reactor: r.reactor.name, position: event.position, type: event.type, attempts: r.attempts },
          'reactor failed; it retries this event');
        await r.sleeper.sleep(backoffMs(r.attempts));
        // stopping leaves the event for the next start: it has not been done
        if (this.stopped || r.lease !== lease) return;
      }
    }
    if (r.succeeded()) this.log.info({ reactor: r.reactor.name, position: event.position }, 'reactor recovered');
    r.state = 'running';
    this.moveTo(r, event.position);
    await this.save(r);
  }

  private passed(r: Running, position: number, delivered = false): void {
    if (position <= r.position || (r.busy && !delivered)) return;
    this.moveTo(r, position);
    r.saveTimer ??= setTimeout(() => {
      r.saveTimer = null;
      void this.save(r);
    }, SAVE_PASSED_EVERY_MS);
    r.saveTimer.unref();
  }

  private async save(r: Running): Promise<void> {
    const lease = r.lease;
    if (this.leasing && !lease) return;
    try {
      await this.checkpoints.put(r.reactor.name, r.position, lease?.token);
    } catch (err) {
      if (err instanceof LeaseLostError) return r.campaign?.lose(lease as Lease);
      // the next save or a replay covers it: reactors are idempotent
      this.log.error({ err, reactor: r.reactor.name }, 'reactor checkpoint save failed');
    }
  }

  /** The reactor has handled (or passed) up to `position`: the waits for it end. */
  private moveTo(r: Running, position: number): void {
    r.position = position;
    r.waits.pass(position);
  }

  /**
   * Resolves true once the reactor has handled (or passed) `position`, false after
   * `timeoutMs`; at once for a reactor not run here. On a standby, it ends when the
   * holder's checkpoint shows it.
   */
  waitFor(name: string, position: number, timeoutMs = 2000): Promise<boolean> {
    const r = this.running.find((x) => x.reactor.name === name);
    if (!r || r.position >= position) return Promise.resolve(true);
    return r.waits.wait(position, timeoutMs);
  }

  health(): ProcessorHealth[] {
    return this.running.map((r) => r.health(r.position));
  }

  /** The event types a reactor reacts to (the metrics count a mail reactor's backlog by them). */
  handledTypes(name: string): readonly string[] {
    return this.running.find((r) => r.reactor.name === name)?.reactor.handles ?? [];
  }

  /** An operator's "retry now": a retrying reactor tries its event again without waiting out its backoff. */
  retryNow(name: string): ProcessorHealth['state'] | null {
    const r = this.running.find((x) => x.reactor.name === name);
    if (!r) return null;
    if (r.state === 'retrying') r.sleeper.wake();
    return r.state;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const r of this.running) {
      r.sleeper.wake();
      if (r.saveTimer) clearTimeout(r.saveTimer);
      r.saveTimer = null;
      r.campaign?.stop();
    }
    await Promise.all(this.running.map(async (r) => {
      await r.subscription?.close();
      await r.busy;
      if (r.state !== 'stopped') await this.save(r);
      // handed on at once: the next instance need not wait for the expiry
      await r.campaign?.release();
    }));
  }
}
