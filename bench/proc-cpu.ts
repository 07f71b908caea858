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

export interface ProcWindow {
  /** ends the window: each pid's CPU seconds over it divided by its wall seconds */
  stop(): number[];
}

export function procWindow(pids: number[]): ProcWindow {
  const t0 = performance.now();
  const c0 = pids.map(cpuSeconds);
  return {
    stop: () => {
      const wall = (performance.now() - t0) / 1000;
      return pids.map((pid, i) => (cpuSeconds(pid) - c0[i]) / wall);
    },
  };
}
