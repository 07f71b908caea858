import type { DomainEvent } from '../../domain/shared/decider';
import type { RecordedOf } from '../ports/processing';

/**
 * A reactor (process manager, DESIGN §4b): reads the log from its own durable
 * checkpoint and turns the facts it declares into the next command or side
 * effect. `react` must be idempotent for its event: what it does is keyed by the
 * causing event (its id or position) and recorded as events, so a replay, a retry
 * or a crash between the effect and the checkpoint does nothing twice.
 * A throw is retried with backoff at the same event; the reactor never skips one.
 */
export interface Reactor<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  readonly handles: readonly E['type'][];
  react(event: RecordedOf<E>): Promise<void>;
}
