import { performance } from 'node:perf_hooks';

/** A process that can be paused and resumed (a ChildProcess). */
export interface Pausable {
  kill(signal: NodeJS.Signals): boolean;
}

export interface ServingFirstOptions {
  /** the serving thread's busy share above which the work is paused */
  busyAbove: number;
  /** ... and below which it goes on */
  calmBelow: number;
  everyMs: number;
  /** the longest pause: then the work runs `runMs` even if serving is still busy, so it always ends */
  maxPauseMs: number;
  runMs: number;
}

export const SERVING_FIRST: ServingFirstOptions = { busyAbove: 0.8, calmBelow: 0.5, everyMs: 250, maxPauseMs: 5_000, runMs: 1_000 };

/** The main thread's busy share since the last call (its event loop is where requests are served). */
export function eventLoopLoad(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

const paused = new Set<Pausable>();
let exitHook = false;

/**
 * Background work that yields to serving: while the event loop that answers requests is
 * busy, the work's process is stopped (SIGSTOP), and continued (SIGCONT) once serving is
 * calm again. A low CPU priority alone does not do this on a small machine: the work still
 * takes the core the server's single thread leaves, and slows that thread through the
 * shared caches and memory. Under a load that never ends, the work runs `runMs` after each
 * `maxPauseMs`, so it still finishes. Returns the release, which continues a paused process.
 */
export function servingFirst(work: Pausable, options: ServingFirstOptions = SERVING_FIRST,
  load: () => number = eventLoopLoad(), now: () => number = Date.now): () => void {
  if (!exitHook) {
    exitHook = true;
    // a stopped child must not outlive a clean exit stopped
    process.once('exit', () => { for (const p of paused) p.kill('SIGCONT'); });
  }
  let pausedAt: number | null = null;
  let runUntil = 0;
  const pause = () => {
    if (!work.kill('SIGSTOP')) return;
    pausedAt = now();
    paused.add(work);
  };
  const resume = () => {
    work.kill('SIGCONT');
    pausedAt = null;
    paused.delete(work);
  };
  const timer = setInterval(() => {
    const share = load();
    const t = now();
    if (pausedAt !== null) {
      if (share < options.calmBelow) resume();
      else if (t - pausedAt >= options.maxPauseMs) {
        resume();
        runUntil = t + options.runMs;
      }
    } else if (share > options.busyAbove && t >= runUntil) pause();
  }, options.everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (pausedAt !== null) resume();
  };
}
