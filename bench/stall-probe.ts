/**
 * BENCH_STALLS=1 on an app child: once a second, to stderr, the GC pauses (count, sum,
 * worst, by kind) and the event loop's worst delay in that second, to tell which of
 * them sets a latency tail. Off by default: the observer and the histogram cost a little.
 */
import { constants, monitorEventLoopDelay, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

export function startStallProbe(): void {
  const gc = new Map<string, { n: number; sum: number; max: number }>();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = KINDS[(e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
      const s = gc.get(kind) ?? { n: 0, sum: 0, max: 0 };
      s.n++; s.sum += e.duration; s.max = Math.max(s.max, e.duration);
      gc.set(kind, s);
    }
  }).observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  setInterval(() => {
    const worst = loop.max / 1e6;
    const p99 = loop.percentile(99) / 1e6;
    loop.reset();
    const parts = [...gc].map(([k, s]) => `${k} ${s.n}× Σ${s.sum.toFixed(0)} max ${s.max.toFixed(1)}`);
    gc.clear();
    if (worst > 5 || parts.some((p) => p.startsWith('major'))) process.stderr.write(`[stalls] loop delay p99 ${p99.toFixed(1)} max ${worst.toFixed(1)} ms; gc ${parts.join(', ')}\n`);
  }, 1000).unref();
}
