import type { ProcessorHealth } from '../ports/processing';
import { RateMeter } from './rate-meter';

const messageOf = (err: unknown) => (err as Error)?.message ?? String(err);

/**
 * One processor's stop-and-retry state as operators see it (/readyz, the admin view),
 * the same for a projector and a reactor: a failure stops it at its event, counted and
 * kept with that event until an attempt succeeds. Where it retries (a reactor in place,
 * a projector behind the shared feed) is its runner's; what it reports is this.
 */
export class ProcessorState {
  state: ProcessorHealth['state'] = 'running';
  /** failed attempts at the current event */
  attempts = 0;
  lastError: ProcessorHealth['lastError'] = null;
  readonly meter = new RateMeter();

  constructor(readonly name: string, readonly kind: ProcessorHealth['kind']) {}

  /** It failed at the event at `position`: it retries that event, never a later one. */
  failed(event: { position: number; type: string }, err: unknown): void {
    this.state = 'retrying';
    this.attempts++;
    this.note(event.position, event.type, messageOf(err));
  }

  /** Its subscription ended with an error: nothing more comes until a restart. */
  halted(position: number, err: unknown): void {
    this.state = 'stopped';
    this.note(position, 'subscription', messageOf(err));
  }

  /** A failure beside its events (a rebuild's) is shown; its state is unchanged. */
  note(position: number, type: string, message: string): void {
    this.lastError = { message, position, type, at: new Date().toISOString() };
  }

  /** An event applied: counted in its rate; true when it had failed before (it has recovered). */
  succeeded(): boolean {
    this.meter.mark();
    const recovered = this.attempts > 0;
    this.attempts = 0;
    this.lastError = null;
    return recovered;
  }

  /** Running again from a clean slate (rejoined, rebuilt, or handed to another instance). */
  reset(): void {
    this.state = 'running';
    this.attempts = 0;
    this.lastError = null;
  }

  health(position: number, rebuild?: ProcessorHealth['rebuild']): ProcessorHealth {
    const h: ProcessorHealth = {
      name: this.name, kind: this.kind, position, state: this.state, lastError: this.lastError, attempts: this.attempts,
      eventsPerSecond: this.meter.perSecond(),
    };
    if (rebuild !== undefined) h.rebuild = rebuild;
    return h;
  }
}
