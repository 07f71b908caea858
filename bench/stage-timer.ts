/**
 * Per-stage wall times of the hot write path, for the votes bench only: on when the
 * process starts with BENCH_STAGES=1 (bench/pipeline-stages.ts installs the timers).
 * Async stages' times include waiting for the event loop behind other requests:
 * they say where a request's latency goes; a --cpu-prof run says where the CPU goes.
 */
export const STAGES_ON = process.env.BENCH_STAGES === '1';

interface Total { ms: number; count: number; max: number; slow: number; each: number[] }

/** a stage taking longer than this once counts as slow (the p99 goal of a vote is 20 ms) */
export const SLOW_STAGE_MS = 10;
const totals = new Map<string, Total>();

/** Adds `ms` to a stage (and `count` occurrences, for stages measured per batch). */
export function addStage(name: string, ms: number, count = 1): void {
  const t = totals.get(name);
  const each = ms / Math.max(1, count);
  const slow = each > SLOW_STAGE_MS ? count : 0;
  if (t) {
    t.ms += ms;
    t.count += count;
    if (each > t.max) t.max = each;
    t.slow += slow;
    t.each.push(each);
  } else totals.set(name, { ms, count, max: each, slow, each: [each] });
}

/** The 99th percentile of a stage's times (one per measurement; a batch's share once). */
function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
}

/** The time since `since` goes to `name`; returns now, the next stage's start. */
export function lap(name: string, since: number): number {
  const now = performance.now();
  addStage(name, now - since);
  return now;
}

/** The totals so far, in the order stages were first seen; `reset` starts again. */
export function stageTotals(reset = false): { stage: string; ms: number; count: number; max: number; p99: number; slow: number }[] {
  const rows = [...totals].map(([stage, t]) => ({ stage, ms: t.ms, count: t.count, max: t.max, p99: p99(t.each), slow: t.slow }));
  if (reset) totals.clear();
  return rows;
}
