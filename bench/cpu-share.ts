/**
 * Both sides' CPU shares during a measured window, so a table shows whether the
 * load generator, not the server, set the figure ("the load generator must never
 * be the bottleneck").
 *
 * The HTTP benches run wrk and the server as two processes (bench/wrk.ts): there
 * both shares are whole processes' CPU time over the window from /proc/<pid>/stat
 * (bench/proc-cpu.ts), of one core each; so for raw-load.ts when it is given the server's
 * pid (the votes bench's paced row: the generator is then the whole bench process). For
 * raw-load.ts without it (a worker thread of the bench process, kept for the in-process
 * benches) they are event-loop busy shares:
 *
 * - server: the event-loop busy share (`performance.eventLoopUtilization()`) of the
 *   main thread of the bench process, which is where the app server and every bare
 *   server run ("server loop busy" in the votes bench always meant this).
 * - generator: the load generator's worker thread's own event-loop busy share, which
 *   the worker measures over its run and posts back (raw-load.ts, range.bench.ts).
 *
 * A busy share is the share of wall time the thread's loop was not idle: near its
 * CPU share, as neither side blocks on synchronous I/O. On a 2-core machine both
 * sides near 100 % means the machine, not one side, is the limit.
 */
import type { EventLoopUtilization } from 'node:perf_hooks';

export interface CpuShares {
  /** main-thread (server) event-loop busy share, 0..1 */
  server: number;
  /** load generator thread's busy share, 0..1 */
  generator: number;
  /** the generator's threads (wrk -t): its share is bound at this many cores */
  generatorCores?: number;
  /** the server's share of wall time runnable but waiting for a core (other work on the machine) */
  serverWaited?: number;
}

/** At or above this generator share the bare baseline's figure is the generator's. */
export const GENERATOR_BOUND = 0.9;

/** Starts a window on the main thread; `stop()` ends it with the generator's own busy share. */
export function startShares(): { stop(generatorBusy: number): CpuShares } {
  const elu0: EventLoopUtilization = performance.eventLoopUtilization();
  return {
    stop: (generatorBusy) => ({ server: performance.eventLoopUtilization(elu0).utilization, generator: generatorBusy }),
  };
}

/** `server 97 % · generator 64 %`, with a warning when the bare baseline's generator is the bottleneck. */
export function formatShares(s: CpuShares, isBaseline: boolean): string {
  const waited = s.serverWaited !== undefined && Number.isFinite(s.serverWaited) ? ` (+${(s.serverWaited * 100).toFixed(0)} % main thread waiting for a core)` : '';
  const text = `server ${(s.server * 100).toFixed(0)} %${waited} · generator ${(s.generator * 100).toFixed(0)} %`;
  const bound = s.generator >= GENERATOR_BOUND * (s.generatorCores ?? 1);
  return isBaseline && bound ? `${text} — generator-bound: ratio overstates the app` : text;
}

/**
 * The shares and the server's CPU time per request: on a machine shared with other
 * work the rate moves with what the server was given, the CPU per request much less.
 */
export function formatCost(x: { requestsPerSec: number; shares: CpuShares }, isBaseline: boolean): string {
  const perRequest = x.requestsPerSec > 0 ? (x.shares.server * 1e6) / x.requestsPerSec : NaN;
  return `${formatShares(x.shares, isBaseline)} · server CPU ${perRequest.toFixed(0)} µs/request`;
}
