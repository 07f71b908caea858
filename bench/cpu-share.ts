/**
 * Both sides' CPU shares during a measured window, so a table shows whether the
 * load generator, not the server, set the figure ("the load generator must never
 * be the bottleneck").
 *
 * - server: the event-loop busy share (`performance.eventLoopUtilization()`) of the
 *   main thread of the bench process, which is where the app server and every bare
 *   server run. Busy share of the loop is what "server loop busy" always meant here.
 * - generator: the load generator's own thread.
 *   - post-load.ts's worker posts its own `performance.eventLoopUtilization()` over
 *     its loop (that thread's busy share); pass it to `stop()`.
 *   - autocannon's worker thread (`workers: 1`) cannot be reached, so its share is
 *     read from Linux per-thread CPU time (`/proc/self/task/<tid>/stat`, utime +
 *     stime, 10 ms ticks): the busiest thread other than the main one over the
 *     window, which under load is autocannon's worker. Where /proc is missing, it is
 *     the whole process's `process.cpuUsage()` share minus the server's busy share
 *     (an upper bound: it also holds GC helper and libuv threads).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { EventLoopUtilization } from 'node:perf_hooks';

export interface CpuShares {
  /** main-thread (server) event-loop busy share, 0..1 */
  server: number;
  /** load generator thread's busy share, 0..1 */
  generator: number;
}

/** At or above this generator share the bare baseline's figure is the generator's. */
export const GENERATOR_BOUND = 0.9;

const TICK_MS = 10; // USER_HZ is 100 on Linux

function threadTicks(): Map<string, number> | null {
  try {
    const ticks = new Map<string, number>();
    for (const tid of readdirSync('/proc/self/task')) {
      if (tid === String(process.pid)) continue;
      try {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks.set(tid, Number(fields[11]) + Number(fields[12])); // utime, stime (fields 14, 15)
      } catch { /* the thread ended */ }
    }
    return ticks;
  } catch {
    return null;
  }
}

/** Starts a window; `stop()` ends it. Pass the generator's own busy share when it reports one. */
export function startShares(): { stop(generatorBusy?: number): CpuShares } {
  const elu0: EventLoopUtilization = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const threads0 = threadTicks();
  const t0 = process.hrtime.bigint();
  return {
    stop(generatorBusy?: number): CpuShares {
      const server = performance.eventLoopUtilization(elu0).utilization;
      if (generatorBusy !== undefined) return { server, generator: generatorBusy };
      const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
      const threads1 = threadTicks();
      if (threads0 && threads1) {
        let busiest = 0;
        for (const [tid, t] of threads1) busiest = Math.max(busiest, t - (threads0.get(tid) ?? 0));
        return { server, generator: Math.min(1, (busiest * TICK_MS) / wallMs) };
      }
      const cpu = process.cpuUsage(cpu0);
      const processShare = (cpu.user + cpu.system) / 1000 / wallMs;
      return { server, generator: Math.min(1, Math.max(0, processShare - server)) };
    },
  };
}

/** `server 97 % · generator 64 %`, with a warning when the generator is the bottleneck. */
export function formatShares(s: CpuShares, isBaseline: boolean): string {
  const text = `server ${(s.server * 100).toFixed(0)} % · generator ${(s.generator * 100).toFixed(0)} %`;
  return isBaseline && s.generator >= GENERATOR_BOUND ? `${text} — generator-bound: ratio overstates the app` : text;
}
