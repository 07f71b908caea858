import { TOKENS } from '../../../application/tokens';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../../projections/all-projectors';
import { TimeTravel } from '../../../projections/history/time-travel';
import type { ServerModule } from '../slice';

/**
 * Time travel (issue 14): the read model as it stood at an instant, replayed from the
 * log through every projector (the slices' list: api/features/slices.test.ts checks
 * all-projectors agrees with it) into scratch in-memory stores, whatever store serves
 * the live model. The routes that take `?asOf` belong to their areas.
 */
export const historySlice: ServerModule = {
  name: 'history',
  bind: (container) => {
    container.bind(TimeTravel).toDynamicValue((ctx) => new TimeTravel(
      ctx.get(TOKENS.EventStore), allProjectors, ctx.get(TOKENS.Clock), () => new MemoryReadStore(),
    )).inSingletonScope();
  },
  projectors: [],
};
