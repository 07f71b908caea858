/**
 * Measures one HTTP endpoint of the app against a bare `node:http` server that
 * answers the same bytes, with the same generator in the same run, and prints both
 * side by side with both sides' CPU shares. The generator is wrk (bench/wrk.ts) in
 * its own process, and each server runs in its own process (bench/child.ts), so the
 * bare baseline runs at the server's limit, not the generator's.
 */
import path from 'node:path';
import type { ServerChild } from './child';
import { formatCost } from './cpu-share';
import { median, medianBy } from './median';
import { type WrkRequest, type WrkResult, wrkLoad } from './wrk';

export type LoadResult = WrkResult;

export interface Comparison {
  name: string;
  /** the round whose app/bare ratio is the median (the only one with one round) */
  app: LoadResult;
  bare: LoadResult;
  /** app/bare of each round, in the order run */
  ratios: number[];
  /** a bare server sending the app's answer headers too, measured in the same rounds: its own row */
  headed?: { result: LoadResult; ratios: number[] };
}

/**
 * Rounds of app-then-bare (`BENCH_ROUNDS`, default 1): on a shared machine either side's
 * rate swings by a third from one window to the next, so a goal on the ratio reads the
 * median round, printed with every round's ratio.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1) || 1);

/** `connections` closed loops of GET `path` (or the given requests, round robin) against a server child. */
export function load(server: ServerChild<unknown>, what: string | WrkRequest[],
  options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const requests = typeof what === 'string' ? [{ method: 'GET' as const, path: what, headers: options.headers ?? {} }] : what;
  return wrkLoad(server.port, requests, { serverPid: server.pid, connections: options.connections, seconds: options.seconds });
}

/**
 * Warms both up with the same load, then measures the app and the baseline back to back, `BENCH_ROUNDS` times.
 * `headed`: a bare server that also sends the app's answer headers, measured after the baseline in each round.
 */
export async function compare(name: string, app: ServerChild<unknown>, bare: ServerChild<unknown>, what: string | WrkRequest[],
  options: { connections: number; seconds: number; headers?: Record<string, string> }, headed?: ServerChild<unknown>): Promise<Comparison> {
  await load(app, what, { ...options, seconds: 2 });
  await load(bare, what, { ...options, seconds: 2 });
  if (headed) await load(headed, what, { ...options, seconds: 2 });
  // BENCH_CPU_PROF=<dir>: the app's CPU profile of its first measured window (bench/child.ts)
  const profileDir = process.env.BENCH_CPU_PROF;
  const rounds: { app: LoadResult; bare: LoadResult; ratio: number; headed?: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (profileDir && round === 0) await app.ask('profile');
    const appResult = await load(app, what, options);
    if (profileDir && round === 0) await app.ask('profiled', path.join(profileDir, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`));
    const bareResult = await load(bare, what, options);
    const headedResult = headed ? await load(headed, what, options) : undefined;
    rounds.push({ app: appResult, bare: bareResult, ratio: appResult.requestsPerSec / bareResult.requestsPerSec, headed: headedResult });
  }
  const mid = medianBy(rounds, (r) => r.ratio);
  const comparison: Comparison = { name, app: mid.app, bare: mid.bare, ratios: rounds.map((r) => r.ratio) };
  if (headed) {
    const headedRounds = rounds.map((r) => ({ result: r.headed!, ratio: r.headed!.requestsPerSec / r.bare.requestsPerSec }));
    comparison.headed = { result: medianBy(headedRounds, (r) => r.ratio).result, ratios: headedRounds.map((r) => r.ratio) };
  }
  return comparison;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/** The median round's ratio, and every round's when there were several. */
const ratioText = (ratios: number[]) =>
  (ratios.length > 1 ? `${percent(median(ratios))} (${ratios.map(percent).join(', ')})` : percent(ratios[0]));

export function formatComparisons(rows: Comparison[]): string {
  const head = ['endpoint', 'side', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'app/bare', 'CPU (wrk and the server, each its own process)'];
  const lines = [head];
  for (const r of rows) {
    lines.push([r.name, 'app', r.app.requestsPerSec.toFixed(0), String(r.app.p50), String(r.app.p99), String(r.app.non2xx + r.app.errors),
      ratioText(r.ratios), formatCost(r.app, false)]);
    lines.push(['', 'bare node:http', r.bare.requestsPerSec.toFixed(0), String(r.bare.p50), String(r.bare.p99), String(r.bare.non2xx + r.bare.errors), '',
      formatCost(r.bare, true)]);
    if (r.headed) {
      const h = r.headed;
      lines.push(['', 'bare + app headers', h.result.requestsPerSec.toFixed(0), String(h.result.p50), String(h.result.p99),
        String(h.result.non2xx + h.result.errors), `${ratioText(h.ratios)} of bare`, formatCost(h.result, true)]);
    }
  }
  const widths = head.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}
