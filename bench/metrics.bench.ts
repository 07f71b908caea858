/**
 * The two hot paths with metrics off and on, side by side in one run (issue 14):
 *   R1 — a lean read: GET /api/battlers-with-stats (300 battlers, a kept answer);
 *   R2 — a lean write: POST /api/videos/{id}/vote by signed-in users (each appends).
 * Two servers in this process over their own data, one with METRICS=off and one
 * with METRICS=on (request histogram, timed event store; no scrape during the run,
 * as between Prometheus's scrapes). The rounds alternate off/on so that drift of a
 * shared machine falls on both sides. Request logging is off (LOG_LEVEL=silent), as
 * in the other HTTP benches. Each row gives both sides' CPU busy shares (cpu-share.ts).
 *
 *   node scripts/run-ts.js bench/metrics.bench.ts [--seconds=5] [--rounds=3] [--on-first]
 */
import 'reflect-metadata';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../infrastructure/config';
import { startServer, type RunningServer } from '../api/server';
import { BattlerCommands } from '../application/catalogue/battler-commands';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { EventCommands } from '../application/catalogue/event-commands';
import { VideoCommands } from '../application/catalogue/video-commands';
import { testVideo } from '../test/fixtures/videos';
import { formatShares } from './cpu-share';
import { load, type LoadResult } from './http-compare';
import { type PostRequest, postLoad } from './post-load';

const CONNECTIONS = 50;
const USERS = 300;

interface Side {
  app: RunningServer;
  dataDir: string;
  votes: PostRequest[][];
}

async function side(metrics: 'on' | 'off'): Promise<Side> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-'));
  const app = await startServer(loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development', METRICS: metrics,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
    PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100000', RENDITIONS: 'off',
  }));
  const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
  for (let i = 0; i < 300; i++) await app.deps.get(BattlerCommands).resolveByName(`Bench Battler ${String(i).padStart(3, '0')}`, ctx);
  const { eventId } = await app.deps.get(EventCommands).create({ title: 'Metrics Bench', description: '', eventDate: null }, null, ctx);
  const file = path.join(dataDir, 'clip.mp4');
  writeFileSync(file, testVideo(1));
  const { videoId, position } = await app.deps.get(VideoCommands).upload({
    title: 'Bench Bout', description: '', eventId, battlerAName: 'Bench Battler 000', battlerBName: 'Bench Battler 001', isMainEvent: true, requiresAuth: false,
  }, { path: file, size: statSync(file).size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file) }, null, ctx);
  await app.deps.runner.waitFor(position);
  const video = (await app.deps.get(CatalogueQueries).video(videoId))!;
  const cookies: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const res = await fetch(`http://127.0.0.1:${app.port}/api/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: `voter_${i}`, email: `voter_${i}@example.com`, firstName: 'V', lastName: String(i), password: 'password123' }),
    });
    cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0]);
  }
  // each connection's users alternate their pick, so every request appends
  const votes = Array.from({ length: CONNECTIONS }, (_, c) => [video.battlerAId, video.battlerBId].flatMap((pick) => {
    const list: PostRequest[] = [];
    for (let u = c; u < USERS; u += CONNECTIONS) {
      list.push({ method: 'POST', path: `/api/videos/${videoId}/vote`, headers: { 'content-type': 'application/json', cookie: cookies[u] },
        body: JSON.stringify({ battlerId: pick }) });
    }
    return list;
  }));
  return { app, dataDir, votes };
}

type Path = 'R1' | 'R2';
const run = (s: Side, p: Path, seconds: number): Promise<LoadResult> => (p === 'R1'
  ? load(`http://127.0.0.1:${s.app.port}/api/battlers-with-stats`, { connections: CONNECTIONS, seconds, headers: { 'accept-encoding': 'gzip' } })
  : postLoad(s.app.port, s.votes, seconds));

export interface MetricsBenchRow {
  path: Path;
  off: LoadResult[];
  on: LoadResult[];
}

/** `onFirst`: start the metrics-on server first (a check that neither server gains by its place in the process). */
export async function runMetricsBench(seconds = 5, rounds = 3, onFirst = false): Promise<MetricsBenchRow[]> {
  const first = await side(onFirst ? 'on' : 'off');
  const second = await side(onFirst ? 'off' : 'on');
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
    for (const s of [off, on]) {
      await s.app.stop();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function formatMetricsBench(rows: MetricsBenchRow[]): string {
  const lines = [['path', 'metrics', 'req/s (median; each round)', 'p50 ms', 'p99 ms', 'non-2xx', 'on/off (medians; paired rounds)', 'CPU busy (median round)']];
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
        formatShares(mid.shares, label === 'off')]);
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
