import type { Decider, DomainEvent } from '../domain/shared/decider';
import { fold } from '../domain/shared/decider';
import { DomainError } from '../domain/shared/errors';
import type { EventMetadata, EventStore, ExpectedRevision } from './ports/event-store';
import { WrongExpectedRevisionError } from './ports/event-store';
import type { Lease } from './ports/leases';

/** Who asked, when, and under which request: every event carries it. */
export interface CommandContext {
  actorId: string | null;
  correlationId: string;
  /** the time of the command, taken once from the clock */
  at: Date;
  /** the event that caused it (a reactor's command) */
  causationId?: string | null;
  /** a reactor's lease: the append is refused (LeaseLostError) once another instance holds it */
  fence?: Lease;
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
  causationId: ctx.causationId ?? null,
});

export interface LoadedStream<S> {
  state: S;
  expected: ExpectedRevision;
}

interface Cached {
  revision: number;
  state: unknown;
}

/** streams whose folded state each store keeps per decider (least recently used go first) */
const CACHED_STREAMS_PER_DECIDER = 20_000;
const states = new WeakMap<EventStore, WeakMap<object, Map<string, Cached>>>();

function cacheOf(store: EventStore, decider: object): Map<string, Cached> {
  let byDecider = states.get(store);
  if (!byDecider) states.set(store, (byDecider = new WeakMap()));
  let cache = byDecider.get(decider);
  if (!cache) byDecider.set(decider, (cache = new Map()));
  return cache;
}

/**
 * A stream's state: the folded state of its last load, plus the events appended
 * since, which the store is always asked for, so appends by any process are seen.
 * States are values (evolve returns a new one), so a cached one is never changed.
 * A user's ballot or a video is folded once, not on every vote.
 */
export async function loadStream<C, S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, S, E>,
): Promise<LoadedStream<S>> {
  const cache = cacheOf(store, decider);
  const cached = cache.get(streamId);
  let recorded = await store.readStream(streamId, cached ? cached.revision + 1 : 0);
  let base = cached;
  if (cached && recorded.length > 0 && recorded[0].revision !== cached.revision + 1) {
    // not the continuation of what was cached: fold the whole stream again
    recorded = await store.readStream(streamId);
    base = undefined;
  }
  const state = fold(decider.evolve, (base ? base.state : decider.initialState) as S, recorded as unknown as E[]);
  const revision = recorded.length > 0 ? recorded[recorded.length - 1].revision : base ? base.revision : -1;
  if (revision >= 0) keepState(store, decider, streamId, revision, state);
  return { state, expected: revision >= 0 ? revision : 'no_stream' };
}

function keepState(store: EventStore, decider: object, streamId: string, revision: number, state: unknown): void {
  const cache = cacheOf(store, decider);
  const cached = cache.get(streamId);
  if (cached && cached.revision > revision) return;
  cache.delete(streamId);
  cache.set(streamId, { revision, state });
  if (cache.size > CACHED_STREAMS_PER_DECIDER) cache.delete(cache.keys().next().value as string);
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
      const toAppend = events.map((e) => ({ type: e.type, data: e.data, metadata }));
      const result = await (ctx.fence
        ? store.append(streamId, toAppend, expected, { fence: ctx.fence })
        : store.append(streamId, toAppend, expected));
      // the next load starts from here, with the data as the store gives it back (JSON)
      const stored = events.map((e) => ({ type: e.type, data: JSON.parse(JSON.stringify(e.data) ?? 'null') }) as E);
      keepState(store, decider, streamId, result.revision, fold(decider.evolve, state, stored));
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
