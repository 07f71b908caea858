/**
 * List reads while read models are rebuilt, against the same reads idle, in one run.
 * Goal (issue 29): a rebuild leaves the site's reads their latency (before, its replay
 * held the event loop from start to swap: a 35 591-event rebuild held /healthz 910 ms).
 *
 *   node scripts/run-ts.js bench/rebuild-serving.bench.ts [--events=280000] [--seconds=8] [--rate=200]
 *
 * The log is a 13-year league's (bench/league-log.ts), written into a fresh data
 * directory; the app server starts on it (its start-up replay is timed). Then one
 * rebuild with no load (the replay's own throughput), and for each list read, paced at
 * `--rate` requests/s over 16 keep-alive connections (raw-load.ts; a late answer counts
 * from when it was due, so a stall shows in the p99), `--seconds` of:
 * - idle;
 * - while the projectors are rebuilt back to back, one at a time as the admin API allows,
 *   cycling through every projector from where the previous window stopped. A rebuild
 *   replays the whole log through every projector (a projector may read the others'
 *   models), so each costs about the same; the one under way when a window ends
 *   finishes before the next window, unloaded.
 *
 * CPU: server is the main thread's event-loop busy share (the app runs in this process),
 * generator the load worker's own (cpu-share.ts).
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../api/server';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { loadConfig } from '../infrastructure/config';
import type { ProjectionRunner } from '../projections/runner';
import { formatShares } from './cpu-share';
import { type LeagueLog, writeLeagueLog } from './league-log';
import { rawLoad, type RawLoadResult } from './raw-load';

const CONNECTIONS = 16;
const LOADS = ['/api/events', '/api/battlers-with-stats'];

interface Rebuilt { name: string; seconds: number }
/** `stallMs`: the server's longest wait for the event loop in the window (monitorEventLoopDelay) */
interface Measured extends RawLoadResult { stallMs: number }
interface Phase { name: string; measured: Record<string, Measured>; rebuilt: Rebuilt[] }

export interface RebuildServingResult {
  log: LeagueLog;
  startSeconds: number;
  alone: Rebuilt;
  phases: Phase[];
  seconds: number;
  rate: number;
}

async function rebuildOne(runner: ProjectionRunner, name: string): Promise<Rebuilt> {
  const started = performance.now();
  const answer = runner.rebuild(name);
  if (answer !== 'started') throw new Error(`rebuild of ${name}: ${answer}`);
  await runner.rebuildDone();
  const failed = runner.health().find((p) => p.name === name)?.lastError;
  if (failed?.type === 'rebuild') throw new Error(`rebuild of ${name}: ${failed.message}`);
  return { name, seconds: (performance.now() - started) / 1000 };
}

/** Rebuilds back to back, from the `next`th projector on, until stopped; the one under way then finishes. */
function rebuildsRunning(runner: ProjectionRunner, names: string[], next: { at: number }) {
  let stopping = false;
  const done: Rebuilt[] = [];
  const loop = (async () => {
    while (!stopping) {
      done.push(await rebuildOne(runner, names[next.at++ % names.length]));
      // as an admin's next request would come: in a later turn of the event loop
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    /** every rebuild that ran in the window, the last one timed to its end (after the window) */
    async stop(): Promise<Rebuilt[]> {
      stopping = true;
      await loop;
      return done;
    },
  };
}

export async function runRebuildServingBench(events = 280_000, seconds = 8, rate = 200): Promise<RebuildServingResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-rebuild-'));
  try {
    const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
    const log = await writeLeagueLog(store, events);
    await store.close();
    const started = performance.now();
    const app = await startServer(loadConfig({
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
      RATE_LIMIT_FACTOR: '100000', RENDITIONS: 'off',
    }));
    const startSeconds = (performance.now() - started) / 1000;
    try {
      const { runner } = app.deps;
      const names = runner.health().map((p) => p.name);
      const measure = async (load: string): Promise<Measured> => {
        const delay = monitorEventLoopDelay({ resolution: 1 });
        delay.enable();
        const result = await rawLoad(app.port, Array.from({ length: CONNECTIONS }, () => [{ method: 'GET', path: load, headers: {} }]), seconds, rate);
        delay.disable();
        // errors are also connections still waiting 5 s after the window (a held event loop): shown, not thrown
        if (result.non2xx > 0) throw new Error(`${load}: ${result.non2xx} non-2xx answers`);
        return { ...result, stallMs: delay.max / 1e6 };
      };
      // warm up (JIT, the lists' read cache) before measuring
      for (const load of LOADS) await rawLoad(app.port, [[{ method: 'GET', path: load, headers: {} }]], 1, 50);
      const alone = await rebuildOne(runner, names[0]);
      const idle: Phase = { name: 'idle', measured: {}, rebuilt: [] };
      const during: Phase = { name: 'during rebuilds, back to back', measured: {}, rebuilt: [] };
      const next = { at: 1 };
      for (const load of LOADS) {
        idle.measured[load] = await measure(load);
        const rebuilds = rebuildsRunning(runner, names, next);
        try {
          during.measured[load] = await measure(load);
        } finally {
          during.rebuilt.push(...await rebuilds.stop());
        }
      }
      return { log, startSeconds, alone, phases: [idle, during], seconds, rate };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatRebuildServing(r: RebuildServingResult): string {
  const { log } = r;
  const rows: string[][] = [['phase', ...LOADS.map((l) => `GET ${l.slice(4)}`)]];
  for (const p of r.phases) {
    rows.push([p.name, ...LOADS.map((l) => {
      const m = p.measured[l];
      const unanswered = m.errors ? `, ${m.errors} of ${CONNECTIONS} connections unanswered` : '';
      return `p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.requestsPerSec.toFixed(0)} req/s${unanswered}; longest stall ${m.stallMs.toFixed(0)} ms`;
    })]);
    rows.push(['  CPU busy', ...LOADS.map((l) => formatShares(p.measured[l].shares, false))]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((l) => l[i].length)));
  return [
    `log: ${log.events} events (${log.users} users, ${log.battlers} battlers, ${log.leagueEvents} events, ${log.videos} videos, ${log.votes} votes, `
      + `${log.comments} comments, ${log.views} views); ${os.availableParallelism()} cores`,
    `start-up replay: ${r.startSeconds.toFixed(1)} s; one rebuild alone (${r.alone.name}): ${r.alone.seconds.toFixed(2)} s, ${(log.events / r.alone.seconds).toFixed(0)} events/s`,
    `reads paced at ${r.rate} req/s over ${CONNECTIONS} connections, ${r.seconds} s a window`,
    ...rows.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')),
    `rebuilds that ran in the windows (each to its swap): ${r.phases[1].rebuilt.map((x) => `${x.name} ${x.seconds.toFixed(1)} s`).join(', ')}`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('rebuild-serving.bench.ts')) {
  const arg = (name: string, d: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? d);
  runRebuildServingBench(arg('events', 280_000), arg('seconds', 8), arg('rate', 200)).then((r) => {
    process.stdout.write(`${formatRebuildServing(r)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
