import { TOKENS } from '../../../application/tokens';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import type { Projector } from '../../../projections/projector';
import { TimeTravel } from '../../../projections/history/time-travel';
import type { ServerModule } from '../slice';

/**
 * Time travel (issue 14): the read model as it stood at an instant, replayed from the
 * log through every projector (the runner's list, from the container) into scratch
 * in-memory stores, whatever store serves the live model. The routes that take `?asOf`
 * belong to their areas.
 */
export const historySlice: ServerModule = {
  name: 'history',
  bind: (container) => {
    container.bind(TimeTravel).toDynamicValue((ctx) => new TimeTravel(
      ctx.get(TOKENS.EventStore), ctx.get<readonly Projector[]>(TOKENS.Projectors), ctx.get(TOKENS.Clock), () => new MemoryReadStore(),
    )).inSingletonScope();
  },
  projectors: [],
};
