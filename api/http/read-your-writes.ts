import type { EventStore } from '../../application/ports/event-store';
import type { ReactorRunner } from '../../application/reactors/reactor-runner';
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

/**
 * Answer only once a reactor has handled the command's event and the read models show
 * what it appended (bounded: ~2 s, then answer anyway). For a command whose visible
 * effect is a reactor's (an approval links a battler).
 */
export async function settleReactor(deps: { reactors: ReactorRunner; runner: ProjectionRunner; events: EventStore },
  reactor: string, position: number, timeoutMs = 2000): Promise<boolean> {
  if (position <= 0) return true;
  const deadline = Date.now() + timeoutMs;
  if (!(await deps.reactors.waitFor(reactor, position, timeoutMs))) return settle(deps.runner, position);
  return deps.runner.waitFor(await deps.events.headPosition(), Math.max(1, deadline - Date.now()));
}
