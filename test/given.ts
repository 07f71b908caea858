import type { Decider, DomainEvent } from '../domain/shared/decider';
import { fold } from '../domain/shared/decider';

/** given / when / then for deciders: returns the new events, or the thrown error. */
export function given<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, history: E[]) {
  const state = fold(decider.evolve, decider.initialState, history);
  return {
    when(command: C) {
      let events: E[] | undefined;
      let error: unknown;
      try {
        events = decider.decide(command, state);
      } catch (e) {
        error = e;
      }
      return {
        then(expected: E[]) {
          if (error) throw error;
          expect(events).toEqual(expected);
        },
        thenError(message: string | RegExp, kind?: string) {
          expect(error).toBeDefined();
          expect((error as Error).message).toMatch(message);
          if (kind) expect((error as { kind?: string }).kind).toBe(kind);
        },
        events: () => {
          if (error) throw error;
          return events as E[];
        },
      };
    },
  };
}
