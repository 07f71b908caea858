import type { DomainEventType, EventOfType } from '../../domain/events';
import type { RecordedEvent } from '../ports/event-store';
import type { Lease } from '../ports/leases';
import type { RecordedOf } from '../ports/processing';

/**
 * A reactor (process manager, DESIGN §4b): reads the log from its own durable
 * checkpoint and turns the facts it declares into the next command or side
 * effect. `react` must be idempotent for its event: what it does is keyed by the
 * causing event and recorded as events, so a replay, a retry or a crash between
 * the effect and the checkpoint does nothing twice. A throw is retried with
 * backoff at the same event; a reactor never skips one.
 */
export interface Reactor {
  readonly name: string;
  readonly handles: readonly string[];
  react(event: RecordedEvent, ctx?: ReactionOptions): Promise<void>;
}

/** What the runner hands a reaction besides its event. */
export interface ReactionOptions {
  /**
   * The reactor's lease while it runs under one (always, in a composed app): every
   * command of the reaction carries it (`reactionContext`), so a store that can check
   * it refuses the appends of a holder that has lost the lease.
   */
  fence?: Lease;
}

/** Declares a reactor over the domain event types it names (see defineProjector). */
export function defineReactor<const T extends readonly DomainEventType[]>(r: {
  name: string;
  handles: T;
  react(event: RecordedOf<EventOfType<T[number]>>, ctx?: ReactionOptions): Promise<void>;
}): Reactor {
  return r as unknown as Reactor;
}
