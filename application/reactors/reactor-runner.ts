import type { EventStore, RecordedEvent, Subscription } from '../ports/event-store';
import type { CheckpointStore, ProcessorHealth, ProcessorLogger } from '../ports/processing';
import { backoffMs, Sleeper } from '../processing/backoff';
import { RateMeter } from '../processing/rate-meter';
import type { Reactor } from './reactor';

/** Positions passed without a handled event are saved at most this often. */
const SAVE_PASSED_EVERY_MS = 1000;

class Running {
  position = 0;
  state: ProcessorHealth['state'] = 'running';
  attempts = 0;
  lastError: ProcessorHealth['lastError'] = null;
  subscription: Subscription | null = null;
  /** the event being reacted to (a long one: a transcoding) */
  busy: Promise<void> | null = null;
  saveTimer: NodeJS.Timeout | null = null;
  readonly sleeper = new Sleeper();
  readonly meter = new RateMeter();

  constructor(readonly reactor: Reactor) {}
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
  ) {
    this.running = reactors.map((r) => new Running(r));
  }

  /** Subscribes every reactor from its checkpoint; they work in the background from then on. */
  async start(): Promise<void> {
    for (const r of this.running) {
      r.position = await this.checkpoints.get(r.reactor.name);
      r.subscription = this.events.subscribe({
        from: r.position,
        types: r.reactor.handles,
        onEvent: (event) => {
          const busy = this.react(r, event);
          r.busy = busy;
          return busy.finally(() => { r.busy = null; });
        },
        onPassed: (position) => this.passed(r, position),
        onError: (err) => {
          r.state = 'stopped';
          r.lastError = { message: (err as Error)?.message ?? String(err), position: r.position, type: 'subscription', at: new Date().toISOString() };
          this.log?.error({ err, reactor: r.reactor.name }, 'reactor subscription failed');
        },
      });
    }
  }

  private async react(r: Running, event: RecordedEvent): Promise<void> {
    if (this.stopped || event.position <= r.position) return;
    // an adapter that ignores the type hint (EventStoreDB) delivers everything: the rest is only passed
    if (!r.reactor.handles.includes(event.type)) return this.passed(r, event.position, true);
    for (;;) {
      try {
        await r.reactor.react(event);
        break;
      } catch (err) {
        r.state = 'retrying';
        r.attempts++;
        r.lastError = { message: (err as Error)?.message ?? String(err), position: event.position, type: event.type, at: new Date().toISOString() };
        this.log?.error({ err, reactor: r.reactor.name, position: event.position, type: event.type, attempts: r.attempts },
          'reactor failed; it retries this event');
        await r.sleeper.sleep(backoffMs(r.attempts));
        // stopping leaves the event for the next start: it has not been done
        if (this.stopped) return;
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
    try {
      await this.checkpoints.put(r.reactor.name, r.position);
    } catch (err) {
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
    }
    await Promise.all(this.running.map(async (r) => {
      await r.subscription?.close();
      await r.busy;
      if (r.state !== 'stopped') await this.save(r);
    }));
  }
}
