import type { EventStore } from '../../application/ports/event-store';
import { lap, STAGES_ON } from '../../application/processing/stage-timer';
import type { ReactorRunner } from '../../application/reactors/reactor-runner';
import type { ProjectionRunner } from '../../projections/runner';

/** Answer a command only once the read models show it (bounded: ~2 s, then answer anyway). */
export const settle = (runner: ProjectionRunner, position: number) => {
  if (position <= 0) return Promise.resolve(true);
  if (!STAGES_ON) return runner.waitFor(position, 2000);
  const t = performance.now();
  return runner.waitFor(position, 2000).finally(() => lap('settle: wait for the read models', t));
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
  const reached = () => (deps.reactors.health().find((h) => h.name === reactor)?.position ?? Infinity) >= position;
  while (!reached()) {
    if (Date.now() > deadline) return settle(deps.runner, position);
    await new Promise((r) => setTimeout(r, 10));
  }
  return deps.runner.waitFor(await deps.events.headPosition(), Math.max(1, deadline - Date.now()));
}
