import type { ServiceIdentifier } from 'inversify';
import type { DomainEventType, EventOfType } from '../../domain/events';
import type { CommandContext } from '../command-handling';
import type { EventMetadata, EventStore, RecordedEvent } from '../ports/event-store';
import type { Lease } from '../ports/leases';
import type { ProcessorLogger, RecordedOf } from '../ports/processing';
import type { ReadStore } from '../ports/read-store';
import type { BlobStorage, Clock, Mailer } from '../ports/services';
import type { AppSettings } from '../tokens';

/** The read models have reached an event (the projection runner): a reactor that reads candidates from them waits for it. */
export interface ReadModelProgress {
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
}

/**
 * What every reaction may use, resolved once by the composition root (not per reactor):
 * the ports, the configuration, the read models' progress, and `get` for an application
 * service or a port the list does not name (ClaimQueries, TOKENS.ResetTokens).
 */
export interface ReactorDeps {
  events: EventStore;
  reads: ReadStore;
  clock: Clock;
  mailer: Mailer;
  blobs: BlobStorage;
  settings: AppSettings;
  log: ProcessorLogger;
  readModels: ReadModelProgress;
  get<T>(service: ServiceIdentifier<T>): T;
}

/** One reaction's view: the deps, the reactor's lease, and the context of the commands it issues. */
export interface Reaction extends ReactorDeps {
  /**
   * The reactor's lease while it runs under one (always, in a composed app): every command
   * of the reaction carries it (`context`), so a store that can check it refuses the
   * appends of a holder that has lost the lease.
   */
  fence?: Lease;
  /**
   * Caused by the event, under its correlation id, by `actorId` (default: whoever caused
   * the event), at the clock's now, fenced by the lease. Called when a command is issued,
   * so a long reaction's `at` is its end.
   */
  context(actorId?: string | null): CommandContext;
}

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
  react(event: RecordedEvent, reaction: Reaction): Promise<void>;
}

/**
 * Declares a reactor over the domain event types it names: `event.type` narrows
 * `event.data`, and a renamed event breaks the build. Its slice lists it
 * (api/features/<area>/index.ts); the reactor runner hands it its deps.
 */
export function reactor<const T extends readonly DomainEventType[]>(r: {
  name: string;
  handles: T;
  react(event: RecordedOf<EventOfType<T[number]>>, reaction: Reaction): Promise<void>;
}): Reactor {
  return r as unknown as Reactor;
}

/** The context of a reactor's commands (see `Reaction.context`). */
export function reactionContext(
  event: { id: string; metadata: EventMetadata },
  options: { clock: Clock; actorId?: string | null; fence?: Lease },
): CommandContext {
  const ctx: CommandContext = {
    actorId: options.actorId === undefined ? event.metadata.actorId : options.actorId,
    correlationId: event.metadata.correlationId,
    causationId: event.id,
    at: options.clock.now(),
  };
  if (options.fence) ctx.fence = options.fence;
  return ctx;
}

/** What the runner hands `react` for one event: the deps (shared, not copied), the lease and the context. */
export function reactionTo(event: { id: string; metadata: EventMetadata }, deps: ReactorDeps, fence?: Lease): Reaction {
  const reaction = Object.create(deps) as Reaction;
  reaction.fence = fence;
  reaction.context = (actorId) => reactionContext(event, { clock: reaction.clock, actorId, fence });
  return reaction;
}
