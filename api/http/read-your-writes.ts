import type { ProjectionRunner } from '../../projections/runner';

/** Answer a command only once the read models show it (bounded: ~2 s, then answer anyway). */
export const settle = (runner: ProjectionRunner, position: number) => {
  if (position <= 0) return Promise.resolve(true);
  return runner.waitFor(position, 2000);
};
