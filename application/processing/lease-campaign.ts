import type { Lease, LeaseStore } from '../ports/leases';
import type { ProcessorLogger } from '../ports/processing';

/**
 * Several instances on one log: the lease store, this instance and the timing, the same
 * for every campaign (each reactor's, the shared read models').
 */
export interface Leasing {
  store: LeaseStore;
  /** this instance (unique per process) */
  owner: string;
  /** a silent holder's lease ends this long after its last renewal */
  ttlMs: number;
  /** how often the holder renews it, and a standby asks for it */
  renewMs: number;
}

/** Which lease, for whom, and how often. */
export interface LeaseCampaignOptions extends Leasing {
  /** the lease's name: a reactor's, or the shared read models' */
  name: string;
  /** how often a standby follows the holder between asks (never less often than it asks) */
  standbyMs?: number;
}

/** The campaign's log lines, in the words of the processor it runs for. */
export interface LeaseCampaignLog {
  logger?: ProcessorLogger;
  /** carried by every line (a reactor's name) */
  fields?: object;
  taken: string;
  lost: string;
  renewFailed: string;
  askFailed: string;
}

/** What the processor does as the lease comes and goes. */
export interface LeaseCampaignHooks {
  /** the lease is held from now on: start the work (awaited; a failure is logged as a failed ask) */
  taken?(lease: Lease): Promise<void> | void;
  /** after each renewal that kept the lease (a failure is logged as a failed renewal) */
  renewed?(lease: Lease): Promise<void> | void;
  /** a standby's step without the lease: follow the holder (a failure is logged as a failed ask) */
  standby?(): Promise<void> | void;
  /** the lease has passed to another instance: stop the work; standing by resumes once this resolves */
  lost?(lease: Lease): Promise<void> | void;
}

/**
 * One instance's campaign for a lease (DESIGN §4b, §6): the holder renews it every
 * `renewMs`; a standby asks for it as often and, between asks, follows the holder
 * (its checkpoint, its rebuilds). A renewal refused, or a fenced write refused
 * (`lose`), makes the holder a standby again. A renewal that fails (the store out of
 * reach) changes nothing: fencing refuses the old holder's writes if another has
 * taken over meanwhile.
 */
export class LeaseCampaign {
  private lease: Lease | null = null;
  private stopped = false;
  private nextAsk = 0;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private standbyTimer: NodeJS.Timeout | null = null;
  private readonly standbyMs: number;

  constructor(private readonly options: LeaseCampaignOptions, private readonly log: LeaseCampaignLog,
    private readonly hooks: LeaseCampaignHooks = {}) {
    this.standbyMs = Math.min(options.standbyMs ?? options.renewMs, options.renewMs);
  }

  /** The lease while this instance holds it; null while another does (or nobody yet). */
  get held(): Lease | null {
    return this.lease;
  }

  /** The first ask; resolves once the work of a lease taken has started. The campaign goes on in the background. */
  start(): Promise<void> {
    return this.step();
  }

  /** No more asks or renewals. A lease held stays held until `release`: a stopping holder's last writes carry it. */
  stop(): void {
    this.stopped = true;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (this.standbyTimer) clearTimeout(this.standbyTimer);
    this.standbyTimer = null;
  }

  /** Hands the lease on at once, so another instance need not wait for its expiry. */
  async release(): Promise<void> {
    if (this.lease) await this.options.store.release(this.lease).catch(() => undefined);
    this.lease = null;
  }

  /** The lease has passed to another instance (a renewal or a fenced write refused): stand by again. */
  lose(lease: Lease): void {
    if (this.lease !== lease) return;
    this.lease = null;
    this.info({ token: lease.token }, this.log.lost);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    let stopping: Promise<void> | void = undefined;
    try {
      stopping = this.hooks.lost?.(lease);
    } catch (err) {
      this.error(err, this.log.askFailed);
    }
    // not awaited: a caller inside the work being stopped (a write refused mid-event) would wait for itself
    void Promise.resolve(stopping).catch((err) => this.error(err, this.log.askFailed)).then(() => this.step());
  }

  /** A standby's step: ask for the lease when due, else follow the holder; then the next step. */
  private async step(): Promise<void> {
    const { store, name, owner, ttlMs, renewMs } = this.options;
    if (this.stopped) return;
    try {
      let lease: Lease | null = null;
      // due at the step nearest the ask's time: a timer may fire a little early
      if (Date.now() >= this.nextAsk - this.standbyMs / 2) {
        this.nextAsk = Date.now() + renewMs;
        lease = await store.acquire(name, owner, ttlMs);
      }
      if (this.stopped) {
        if (lease) await store.release(lease);
        return;
      }
      if (lease) {
        const taken = lease;
        this.lease = taken;
        this.info({ token: taken.token, owner }, this.log.taken);
        this.heartbeatTimer = setInterval(() => void this.heartbeat(taken), renewMs);
        this.heartbeatTimer.unref();
        await this.hooks.taken?.(taken);
        return;
      }
      await this.hooks.standby?.();
    } catch (err) {
      this.error(err, this.log.askFailed);
    }
    if (this.stopped) return;
    this.standbyTimer = setTimeout(() => void this.step(), this.standbyMs);
    this.standbyTimer.unref();
  }

  private async heartbeat(lease: Lease): Promise<void> {
    if (this.lease !== lease || this.stopped) return;
    let kept = false;
    try {
      kept = await this.options.store.renew(lease, this.options.ttlMs);
    } catch (err) {
      this.error(err, this.log.renewFailed);
      return;
    }
    if (!kept) return this.lose(lease);
    try {
      await this.hooks.renewed?.(lease);
    } catch (err) {
      this.error(err, this.log.renewFailed);
    }
  }

  private info(obj: object, msg: string): void {
    this.log.logger?.info({ ...this.log.fields, ...obj }, msg);
  }

  private error(err: unknown, msg: string): void {
    this.log.logger?.error({ err, ...this.log.fields }, msg);
  }
}
