import type { EventStore, RecordedEvent, Subscription } from '../ports/event-store';
import { type Lease, LeaseLostError, type LeaseStore } from '../ports/leases';
import type { CheckpointStore, ProcessorHealth, ProcessorLogger } from '../ports/processing';
import { backoffMs, Sleeper } from '../processing/backoff';
import { RateMeter } from '../processing/rate-meter';
import type { Reactor } from './reactor';

/** Positions passed without a handled event are saved at most this often. */
const SAVE_PASSED_EVERY_MS = 1000;
/** A standby reads the holder's checkpoint this often (a read-your-writes wait on the reactor watches it). */
const STANDBY_READ_MS = 200;

class Running {
  position = 0;
  state: ProcessorHealth['state'] = 'running';
  attempts = 0;
  lastError: ProcessorHealth['lastError'] = null;
  subscription: Subscription | null = null;
  /** the event being reacted to (a long one: a transcoding) */
  busy: Promise<void> | null = null;
  saveTimer: NodeJS.Timeout | null = null;
  /** held: this instance runs the reactor; null: another does (or nobody yet) */
  lease: Lease | null = null;
  /** the heartbeat (holder) or the wait for the lease (standby) */
  leaseTimer: NodeJS.Timeout | null = null;
  /** a standby asks for the lease again from then on */
  nextAsk = 0;
  readonly sleeper = new Sleeper();
  readonly meter = new RateMeter();

  constructor(readonly reactor: Reactor) {}
}

/** Several instances on one log: each reactor runs where its lease is held. */
export interface ReactorLeasing {
  store: LeaseStore;
  /** this instance (unique per process) */
  owner: string;
  /** a silent holder's lease ends this long after its last renewal */
  ttlMs: number;
  /** how often a holder renews, and a standby asks for the lease and reads the checkpoint */
  renewMs: number;
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

  constructor(
    private readonly events: EventStore,
    private readonly checkpoints: CheckpointStore,
    reactors: readonly Reactor[],
    private readonly log?: ProcessorLogger,
    private readonly leasing?: ReactorLeasing,
  ) {
    this.running = reactors.map((r) => new Running(r));
  }

  /** Subscribes every reactor from its checkpoint; they work in the background from then on. */
  async start(): Promise<void> {
    for (const r of this.running) {
      if (this.leasing) await this.campaign(r);
      else await this.follow(r);
    }
  }

  /**
   * A standby asks for the reactor's lease every `renewMs`, and meanwhile reads its
   * checkpoint, so that its health (and a read-your-writes wait on it) follows the holder.
   */
  private async campaign(r: Running): Promise<void> {
    const leasing = this.leasing as ReactorLeasing;
    if (this.stopped) return;
    try {
      let lease: Lease | null = null;
      if (Date.now() >= r.nextAsk) {
        r.nextAsk = Date.now() + leasing.renewMs;
        lease = await leasing.store.acquire(r.reactor.name, leasing.owner, leasing.ttlMs);
      }
      if (this.stopped) {
        if (lease) await leasing.store.release(lease);
        return;
      }
      if (lease) {
        r.lease = lease;
        this.log?.info({ reactor: r.reactor.name, token: lease.token, owner: leasing.owner }, 'reactor lease taken: it runs here');
        r.leaseTimer = setInterval(() => void this.heartbeat(r, lease), leasing.renewMs);
        r.leaseTimer.unref();
        await this.follow(r);
        return;
      }
      r.position = Math.max(r.position, await this.checkpoints.get(r.reactor.name));
    } catch (err) {
      this.log?.error({ err, reactor: r.reactor.name }, 'reactor lease: asking failed; asking again');
    }
    if (this.stopped) return;
    r.leaseTimer = setTimeout(() => void this.campaign(r), Math.min(leasing.renewMs, STANDBY_READ_MS));
    r.leaseTimer.unref();
  }

  private async heartbeat(r: Running, lease: Lease): Promise<void> {
    if (r.lease !== lease || this.stopped) return;
    let held = false;
    try {
      held = await (this.leasing as ReactorLeasing).store.renew(lease, (this.leasing as ReactorLeasing).ttlMs);
    } catch (err) {
      // a store out of reach: keep going; fencing refuses our writes if another takes over meanwhile
      this.log?.error({ err, reactor: r.reactor.name }, 'reactor lease: renewal failed');
      return;
    }
    if (!held) await this.abdicate(r, lease);
  }

  /** The lease has passed to another instance: stop here, become a standby again. */
  private async abdicate(r: Running, lease: Lease): Promise<void> {
    if (r.lease !== lease) return;
    r.lease = null;
    this.log?.info({ reactor: r.reactor.name, token: lease.token }, 'reactor lease lost: it runs elsewhere now');
    if (r.leaseTimer) clearInterval(r.leaseTimer);
    r.leaseTimer = null;
    if (r.saveTimer) clearTimeout(r.saveTimer);
    r.saveTimer = null;
    r.sleeper.wake();
    const subscription = r.subscription;
    r.subscription = null;
    r.state = 'running';
    r.attempts = 0;
    r.lastError = null;
    // not awaited from inside onEvent (a save refused mid-event): the subscription ends after it
    void subscription?.close().then(() => this.campaign(r));
  }

  private async follow(r: Running): Promise<void> {
    r.position = await this.checkpoints.get(r.reactor.name);
    const lease = r.lease;
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
        r.state = 'stopped';
        r.lastError = { message: (err as Error)?.message ?? String(err), position: r.position, type: 'subscription', at: new Date().toISOString() };
        this.log?.error({ err, reactor: r.reactor.name }, 'reactor subscription failed');
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
        await (lease ? r.reactor.react(event, { fence: lease }) : r.reactor.react(event));
        break;
      } catch (err) {
        // another instance holds the reactor now: the event is its to do
        if (err instanceof LeaseLostError) return this.abdicate(r, lease as Lease);
        if (r.lease !== lease) return;
        r.state = 'retrying';
        r.attempts++;
        r.lastError = { message: (err as Error)?.message ?? String(err), position: event.position, type: event.type, at: new Date().toISOString() };
        this.log?.error({ err, reactor: r.reactor.name, position: event.position, type: event.type, attempts: r.attempts },
          'reactor failed; it retries this event');
        await r.sleeper.sleep(backoffMs(r.attempts));
        // stopping leaves the event for the next start: it has not been done
        if (this.stopped || r.lease !== lease) return;
      }
    }
    r.meter.mark();
    if (r.attempts) this.log?.info({ reactor: r.reactor.name, position: event.position }, 'reactor recovered');
    r.state = 'running';
    r.attempts = 0;
    r.lastError = null;
    r.position = event.position;
    await this.save(r);
  }

  private passed(r: Running, position: number, delivered = false): void {
    if (position <= r.position || (r.busy && !delivered)) return;
    r.position = position;
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
      if (err instanceof LeaseLostError) return this.abdicate(r, lease as Lease);
      // the next save or a replay covers it: reactors are idempotent
      this.log?.error({ err, reactor: r.reactor.name }, 'reactor checkpoint save failed');
    }
  }

  health(): ProcessorHealth[] {
    return this.running.map((r) => ({
      name: r.reactor.name, kind: 'reactor', position: r.position, state: r.state, lastError: r.lastError, attempts: r.attempts,
      eventsPerSecond: r.meter.perSecond(),
    }));
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
      if (r.leaseTimer) clearTimeout(r.leaseTimer);
      r.leaseTimer = null;
    }
    await Promise.all(this.running.map(async (r) => {
      await r.subscription?.close();
      await r.busy;
      if (r.state !== 'stopped') await this.save(r);
      // handed on at once: the next instance need not wait for the expiry
      if (r.lease) await this.leasing?.store.release(r.lease).catch(() => undefined);
      r.lease = null;
    }));
  }
}
