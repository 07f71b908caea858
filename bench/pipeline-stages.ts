/**
 * The votes bench's per-stage timers (BENCH_STAGES=1), installed in the app's process
 * by the bench only: each step of the HTTP pipeline (api/http/pipeline.ts), the vote
 * command, the SQLite group commit's queue and transaction, each projector's apply and the
 * read-your-writes waits are wrapped here, so the production code carries no timer. Async stages' times include waiting for the
 * event loop behind other requests: they say where a request's latency goes.
 */
import { STEPS, type Exchange } from '../api/http/pipeline';
import { VoteCommands } from '../application/engagement/vote-commands';
import { addStage } from './stage-timer';
import { GroupCommit } from '../infrastructure/event-store/sqlite-group-commit';
import type { Projector } from '../projections/projector';
import { ProjectionRunner } from '../projections/runner';

type Fn = (...args: never[]) => unknown;

/** Times `fn` (until its promise settles) into `stage`. */
function timed<F extends Fn>(stage: string, fn: F): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const t = performance.now();
    const out = fn.apply(this, args);
    if (out instanceof Promise) return out.finally(() => addStage(stage, performance.now() - t));
    addStage(stage, performance.now() - t);
    return out;
  } as F;
}

let installed = false;

export function installStageTimers(): void {
  if (installed) return;
  installed = true;
  const began = new WeakMap<Exchange, number>();
  for (const step of STEPS) {
    const run = timed(`step: ${step.name}`, step.run);
    step.run = step.name === 'edge'
      ? (x, door) => {
        began.set(x, performance.now());
        return run(x, door);
      }
      : step.name === 'respond'
        ? (x, door) => {
          run(x, door);
          // what the server itself adds to a request's latency, to set beside the client's
          const t = began.get(x);
          if (t !== undefined) addStage('whole request (parsed → answer written)', performance.now() - t);
        }
        : run;
  }
  const cast = VoteCommands.prototype.cast;
  VoteCommands.prototype.cast = timed('cast: video, ballot, decide, append (until committed)', cast);

  // the group commit: how long an append waits for its turn's commit, and the commit's share per append
  const commits = GroupCommit.prototype as unknown as { add: Fn; commit(): void };
  const queued: number[] = [];
  const add = commits.add;
  commits.add = function (this: unknown, ...args: never[]) {
    queued.push(performance.now());
    return add.apply(this, args);
  };
  const commit = commits.commit;
  commits.commit = function (this: unknown) {
    const t = performance.now();
    const n = queued.length;
    for (const q of queued) addStage('append: queued for the group commit', t - q);
    queued.length = 0;
    commit.call(this);
    if (n > 0) addStage('append: group commit (transaction, answers; share per append)', performance.now() - t, n);
  };

  // the runner: each projector's apply of the shared feed's events, and the read-your-writes waits
  const runner = ProjectionRunner.prototype as unknown as { start: Fn; waitFor: Fn };
  const start = runner.start;
  runner.start = function (this: { projectors: readonly Projector[] }, ...args: never[]) {
    this.projectors = this.projectors.map((p) => ({ ...p, apply: timed(`projector apply: ${p.name}`, p.apply.bind(p)) }));
    return start.apply(this, args);
  };
  runner.waitFor = timed('settle: wait for the read models', runner.waitFor);
}
