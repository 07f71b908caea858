/**
 * The two hot paths with metrics off and on, side by side in one run (issue 14):
 *   R1 — a lean read: GET /api/battlers-with-stats (300 battlers, a kept answer);
 *   R2 — a lean write: POST /api/videos/{id}/vote by signed-in users (each appends).
 * Two app processes over their own data (bench/child.ts), one with METRICS=off and one
 * with METRICS=on (request histogram, timed event store; no scrape during the run,
 * as between Prometheus's scrapes). The rounds alternate off/on so that drift of a
 * shared machine falls on both sides. Request logging is off (LOG_LEVEL=silent), as
 * in the other HTTP benches. wrk is the generator (bench/wrk.ts); each row gives the
 * server's and wrk's CPU shares, each its own process (cpu-share.ts).
 *
 *   node scripts/run-ts.js bench/metrics.bench.ts [--seconds=5] [--rounds=3] [--on-first]
 */
import { BattlerCommands } from '../application/catalogue/battler-commands';
import { registerUsers, seedVideo, startBenchApp } from './bench-app';
import { forkApp, type Served, type ServerChild } from './child';
import { formatCost } from './cpu-share';
import { load, type LoadResult } from './http-compare';
import type { WrkRequest } from './wrk';

const CONNECTIONS = 50;
const USERS = 300;

type Side = ServerChild<{ votes: WrkRequest[] }>;

/** The app's side (its own process): 300 battlers, a video, 300 signed-in users' votes. */
export async function metricsServer({ metrics }: { metrics: 'on' | 'off' }): Promise<Served> {
  const bench = await startBenchApp({ METRICS: metrics });
  const { app } = bench;
  const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
  for (let i = 0; i < 300; i++) await app.deps.get(BattlerCommands).resolveByName(`Bench Battler ${String(i).padStart(3, '0')}`, ctx);
  const video = await seedVideo(app, bench.dataDir, ['Bench Battler 000', 'Bench Battler 001']);
  const cookies = await registerUsers(app.port, USERS);
  // every user alternates their pick, so every request appends
  const votes: WrkRequest[] = [video.battlerAId, video.battlerBId].flatMap((pick) => cookies.map((cookie) => ({
    method: 'POST' as const, path: `/api/videos/${video.id}/vote`, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ battlerId: pick }),
  })));
  return { port: app.port, info: { votes }, stop: bench.stop };
}

type Path = 'R1' | 'R2';
const run = (s: Side, p: Path, seconds: number): Promise<LoadResult> => (p === 'R1'
  ? load(s, '/api/battlers-with-stats', { connections: CONNECTIONS, seconds, headers: { 'accept-encoding': 'gzip' } })
  : load(s, s.info.votes, { connections: CONNECTIONS, seconds }));

export interface MetricsBenchRow {
  path: Path;
  off: LoadResult[];
  on: LoadResult[];
}

/** `onFirst`: start the metrics-on server first (a check that neither server gains by its place). */
export async function runMetricsBench(seconds = 5, rounds = 3, onFirst = false): Promise<MetricsBenchRow[]> {
  const first: Side = await forkApp('metrics', { metrics: onFirst ? 'on' : 'off' });
  const second: Side = await forkApp('metrics', { metrics: onFirst ? 'off' : 'on' });
  const [off, on] = onFirst ? [second, first] : [first, second];
  try {
    const rows: MetricsBenchRow[] = [];
    for (const p of ['R1', 'R2'] as const) {
      await run(off, p, 2);
      await run(on, p, 2);
      const row: MetricsBenchRow = { path: p, off: [], on: [] };
      for (let i = 0; i < rounds; i++) {
        // alternate which side goes first, so neither always gets the warmer machine
        if (i % 2 === 0) {
          row.off.push(await run(off, p, seconds));
          row.on.push(await run(on, p, seconds));
        } else {
          row.on.push(await run(on, p, seconds));
          row.off.push(await run(off, p, seconds));
        }
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await off.stop();
    await on.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function formatMetricsBench(rows: MetricsBenchRow[]): string {
  const lines = [['path', 'metrics', 'req/s (median; each round)', 'p50 ms', 'p99 ms', 'non-2xx', 'on/off (medians; paired rounds)', 'CPU (median round)']];
  for (const r of rows) {
    const name = r.path === 'R1' ? 'R1 GET /api/battlers-with-stats' : 'R2 POST /api/videos/{id}/vote';
    const off = median(r.off.map((x) => x.requestsPerSec));
    const on = median(r.on.map((x) => x.requestsPerSec));
    for (const [label, results, rps] of [['off', r.off, off], ['on', r.on, on]] as const) {
      const mid = results.find((x) => x.requestsPerSec === rps)!;
      // each round's on and off ran back to back: their ratio shares that moment's load on the machine
      const paired = median(r.on.map((x, i) => x.requestsPerSec / r.off[i].requestsPerSec));
      lines.push([label === 'off' ? name : '', label, `${rps.toFixed(0)} (${results.map((x) => x.requestsPerSec.toFixed(0)).join(', ')})`,
        String(median(results.map((x) => x.p50))), String(median(results.map((x) => x.p99))),
        String(results.reduce((n, x) => n + x.non2xx + x.errors, 0)),
        label === 'on' ? `${((on / off) * 100).toFixed(1)} %; ${(paired * 100).toFixed(1)} %` : '',
        formatCost(mid, label === 'off')]);
    }
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}

if (process.argv[1]?.endsWith('metrics.bench.ts')) {
  const arg = (name: string, d: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? d);
  runMetricsBench(arg('seconds', 5), arg('rounds', 3), process.argv.includes('--on-first')).then((rows) => {
    process.stdout.write(`${formatMetricsBench(rows)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
