import type { Decider, DomainEvent } from '../domain/shared/decider';
import { fold } from '../domain/shared/decider';
import { DomainError } from '../domain/shared/errors';
import type { EventMetadata, EventStore, ExpectedRevision, RecordedEvent } from './ports/event-store';
import { WrongExpectedRevisionError } from './ports/event-store';

/** Who asked, when, and under which request: every event carries it. */
export interface CommandContext {
  actorId: string | null;
  correlationId: string;
  /** the time of the command, taken once from the clock */
  at: Date;
}

export interface CommandResult<E> {
  events: E[];
  /** global position of the last appended event (0 when nothing was appended) */
  position: number;
}

export const metadataOf = (ctx: CommandContext): EventMetadata => ({
  actorId: ctx.actorId,
  at: ctx.at.toISOString(),
  correlationId: ctx.correlationId,
  causationId: null,
});

export interface LoadedStream<S> {
  state: S;
  expected: ExpectedRevision;
  events: RecordedEvent[];
}

export async function loadStream<C, S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, S, E>,
): Promise<LoadedStream<S>> {
  const recorded = await store.readStream(streamId);
  const state = fold(decider.evolve, decider.initialState, recorded as unknown as E[]);
  const last = recorded[recorded.length - 1];
  return { state, expected: last ? last.revision : 'no_stream', events: recorded };
}

const MAX_ATTEMPTS = 4;

/**
 * The one write path: read the stream, fold, decide, append with the revision
 * read; on a concurrent write, read again and retry, then answer 409.
 * `command` may be a function of the state when the command needs it.
 */
export async function handleCommand<C, S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, S, E>,
  command: C | ((state: S) => C),
  ctx: CommandContext,
): Promise<CommandResult<E>> {
  for (let attempt = 1; ; attempt++) {
    const { state, expected } = await loadStream(store, streamId, decider);
    const cmd = typeof command === 'function' ? (command as (s: S) => C)(state) : command;
    const events = decider.decide(cmd, state);
    if (events.length === 0) return { events, position: 0 };
    try {
      const metadata = metadataOf(ctx);
      const result = await store.append(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        expected,
      );
      return { events, position: result.position };
    } catch (err) {
      if (err instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
      if (err instanceof WrongExpectedRevisionError) {
        throw new DomainError('conflict', 'The item was changed by someone else at the same time. Please try again.');
      }
      throw err;
    }
  }
}
