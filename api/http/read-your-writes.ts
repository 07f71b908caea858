import type { ProjectionRunner } from '../../projections/runner';

/** Answer a command only once the read models show it (bounded: ~2 s, then answer anyway). */
export const settle = (runner: ProjectionRunner, position: number) => {
  if (position <= 0) return Promise.resolve(true);
  // a bench's timing (the votes bench's stage table): off, one null check
  const observer = runner.observer;
  if (!observer?.settled) return runner.waitFor(position, 2000);
  const t = performance.now();
  return runner.waitFor(position, 2000).finally(() => observer.settled?.(performance.now() - t));
};
