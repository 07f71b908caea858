import type { DomainEventType, EventOfType } from '../../domain/events';
import type { RecordedEvent } from '../ports/event-store';
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
  react(event: RecordedEvent): Promise<void>;
}

/** Declares a reactor over the domain event types it names (see defineProjector). */
export function defineReactor<const T extends readonly DomainEventType[]>(r: {
  name: string;
  handles: T;
  react(event: RecordedOf<EventOfType<T[number]>>): Promise<void>;
}): Reactor {
  return r as unknown as Reactor;
}
