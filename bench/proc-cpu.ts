/**
 * CPU shares of whole processes from /proc/<pid>/stat (utime + stime, all threads),
 * sampled at the same two instants for the server under test and the load
 * generator: the share of one core each used over the window (1.0 = one core,
 * more when a process's threads ran on both). Linux only; elsewhere NaN.
 */
import { readFileSync } from 'node:fs';

/** clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux) */
const TICKS_PER_SECOND = 100;

/** A process's user + system CPU time so far, in seconds; NaN when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // the command name may hold spaces: count fields from after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/**
 * Seconds a process's main thread (a Node server's event loop) has spent runnable but
 * waiting for a core (/proc/<pid>/schedstat, second field): on a machine shared with
 * other work, what the CPU share alone does not tell (a server at 45 % that waited
 * 50 % for a core was not idle). NaN where schedstats are not kept.
 */
export function runQueueSeconds(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'latin1').split(' ')[1]) / 1e9;
  } catch {
    return NaN;
  }
}

export interface ProcWindow {
  /** ends the window: each pid's CPU seconds over it divided by its wall seconds */
  stop(): number[];
  /** each pid's seconds waiting for a core over the window, divided by its wall seconds (after stop) */
  waited(): number[];
}

export function procWindow(pids: number[]): ProcWindow {
  const t0 = performance.now();
  const c0 = pids.map(cpuSeconds);
  const w0 = pids.map(runQueueSeconds);
  let waited: number[] = [];
  return {
    stop: () => {
      const wall = (performance.now() - t0) / 1000;
      waited = pids.map((pid, i) => (runQueueSeconds(pid) - w0[i]) / wall);
      return pids.map((pid, i) => (cpuSeconds(pid) - c0[i]) / wall);
    },
    waited: () => waited,
  };
}
