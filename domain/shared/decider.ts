/** A domain event as the domain sees it: a past-tense fact with its data. */
export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}

/**
 * A decider is the whole behaviour of one aggregate: pure functions only.
 * Time and identity come in the command, never from a clock or a generator.
 */
export interface Decider<C, S, E extends DomainEvent> {
  readonly initialState: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
}

export function fold<S, E>(evolve: (s: S, e: E) => S, initial: S, events: readonly E[]): S {
  let state = initial;
  for (const e of events) state = evolve(state, e);
  return state;
}
