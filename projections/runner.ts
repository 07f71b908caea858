import type { EventStore, RecordedEvent, Subscription } from '../application/ports/event-store';
import type { ReadStore } from '../application/ports/read-store';
import type { Projector } from './projector';

interface Checkpoint {
  id: string;
  position: number;
}

export interface RunnerLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const FLUSH_EVERY_EVENTS = 500;
const FLUSH_EVERY_MS = 200;

/**
 * Feeds every event, in global order, to every projector that handles it.
 * One subscription from the lowest checkpoint; each projector skips what its own
 * checkpoint has passed. Checkpoints are written in batches: projectors are
 * idempotent by position, so what a crash replays changes nothing.
 */
export class ProjectionRunner {
  /** each projector's checkpoint at start: it skips what it saw before */
  private startedAt = new Map<string, number>();
  private processed = 0;
  private subscription: Subscription | null = null;
  private waiters: { position: number; resolve: () => void }[] = [];
  private sinceFlush = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private caughtUp = false;
  private byType = new Map<string, Projector[]>();
  private appliedListeners: ((event: RecordedEvent) => void)[] = [];
  lastError: unknown = null;

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly projectors: readonly Projector[],
    private readonly log?: RunnerLogger,
  ) {
    for (const p of projectors) {
      for (const type of p.handles) {
        const list = this.byType.get(type) ?? [];
        list.push(p);
        this.byType.set(type, list);
      }
    }
  }

  private get checkpoints() {
    return this.readStore.collection<Checkpoint>('projection_checkpoints');
  }

  /** Catch up to the head of the log, then follow it. Resolves when caught up. */
  async start(): Promise<void> {
    let from = Number.MAX_SAFE_INTEGER;
    for (const p of this.projectors) {
      const cp = await this.checkpoints.get(p.name);
      const pos = cp?.position ?? 0;
      this.startedAt.set(p.name, pos);
      from = Math.min(from, pos);
    }
    if (this.projectors.length === 0) from = 0;
    this.processed = from;
    const head = await this.events.headPosition();
    const caughtUp = new Promise<void>((resolve) => {
      if (head <= from) {
        this.caughtUp = true;
        resolve();
      } else {
        this.waiters.push({ position: head, resolve: () => { this.caughtUp = true; resolve(); } });
      }
    });
    this.subscription = this.events.subscribe({
      from,
      // only what some projector reads: the store may skip the rest (views' progress, ...)
      types: [...this.byType.keys()],
      onEvent: (e) => this.handle(e),
      onPassed: (position) => this.passed(position),
      onError: (err) => {
        this.lastError = err;
        this.log?.error({ err }, 'projection subscription failed');
      },
    });
    await caughtUp;
    this.log?.info({ position: this.processed }, 'projections caught up');
  }

  private async handle(event: RecordedEvent): Promise<void> {
    const interested = this.byType.get(event.type);
    if (interested) {
      for (const p of interested) {
        if (event.position <= (this.startedAt.get(p.name) ?? 0)) continue;
        try {
          await p.apply(event, this.readStore);
        } catch (err) {
          // A projector bug must not stop the others or lose the position: log it loudly.
          this.lastError = err;
          this.log?.error({ err, projector: p.name, position: event.position, type: event.type }, 'projector failed');
        }
      }
    }
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

  private wake() {
    if (this.waiters.length === 0) return;
    const still: typeof this.waiters = [];
    for (const w of this.waiters) {
      if (this.processed >= w.position) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
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
    for (const [id, start] of this.startedAt) await this.checkpoints.upsert({ id, position: Math.max(start, this.processed) });
  }

  /**
   * Called after every event, once all projectors have applied it and before any
   * read-your-writes waiter wakes: caches of read models drop what it changed here.
   */
  onApplied(listener: (event: RecordedEvent) => void): void {
    this.appliedListeners.push(listener);
  }

  /** Resolves true once every projector has seen `position`, false after `timeoutMs`. */
  waitFor(position: number, timeoutMs = 2000): Promise<boolean> {
    if (position <= this.processed) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      timer.unref();
      const waiter = { position, resolve: () => { clearTimeout(timer); resolve(true); } };
      this.waiters.push(waiter);
    });
  }

  get position(): number {
    return this.processed;
  }

  get isCaughtUp(): boolean {
    return this.caughtUp;
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.flush();
  }
}
