/**
 * R2, CastVote over HTTP by distinct signed-in users at 50 connections, against a
 * bare `node:http` POST handler that reads the same requests' bodies and answers the
 * same JSON (the true baseline); the projection lag (append → read model) under
 * that load; and update-view at 50 connections. Goal (issue 15): votes ≥ 20 % of
 * the bare POST baseline with p99 ≤ 20 ms, read-your-writes kept.
 *
 *   node scripts/run-ts.js bench/votes.bench.ts [--seconds=10] [--users=1000] [--stages]
 *
 * The generator is wrk (bench/wrk.ts) in its own process; the app and the bare
 * handler each run in their own process (bench/child.ts), so each row's CPU shares
 * are whole processes' (bench/proc-cpu.ts). `--stages` starts the app with
 * BENCH_STAGES=1 and prints where a vote's time goes, per stage (a second app run,
 * as the counters cost a little); BENCH_CPU_PROF=<dir> writes the app's CPU profile of
 * each measured window there (read it with bench/profile-summary.js); with
 * BENCH_HEAP_PROF=1 the profile samples allocations instead. BENCH_STALLS=1 prints the
 * app's GC pauses and event-loop delay each second; BENCH_APP_FLAGS passes node/V8 flags
 * to the app's process (bench/child.ts).
 *
 * Every user votes once per pass, for A then (next pass) for B, so every request
 * appends (VoteCast, then VoteChanged). Lag is read when the projection runner has
 * applied a vote: now − the event's `at`, taken as the request starts, so it
 * slightly overstates the append-to-read-model time.
 */
import path from 'node:path';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { SLOW_STAGE_MS, STAGES_ON, stageTotals } from './stage-timer';
import { registerUsers, seedVideo, startBenchApp } from './bench-app';
import { installStageTimers } from './pipeline-stages';
import { forkApp, forkBare, type Served, type ServerChild } from './child';
import { formatCost } from './cpu-share';
import { rawLoad } from './raw-load';
import { type WrkRequest, type WrkResult, wrkLoad } from './wrk';

const CONNECTIONS = 50;

function percentile(sorted: number[], q: number): number {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10 : 0;
}

interface VotesInfo {
  votes: WrkRequest[];
  views: WrkRequest[];
  /** a vote's answer, for the bare handler to send */
  sample: string;
}

/** The app's side (in its own process): a video, `users` signed-in users, their vote and update-view requests. */
export async function votesServer({ users = 1000 }: { users?: number }): Promise<Served> {
  // the pipeline's steps, the vote and the group commit, timed by wrappers (the production code has no timer)
  if (STAGES_ON) installStageTimers();
  const bench = await startBenchApp();
  const { app } = bench;
  const video = await seedVideo(app, bench.dataDir);
  const cookies = await registerUsers(app.port, users);
  const path = `/api/videos/${video.id}`;
  const vote = (cookie: string, battlerId: string): WrkRequest => ({
    method: 'POST', path: `${path}/vote`, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ battlerId }),
  });
  const votes = [video.battlerAId, video.battlerBId].flatMap((pick) => cookies.map((c) => vote(c, pick)));
  // read-your-writes: the answer shows the vote it recorded
  const first = await fetch(`http://127.0.0.1:${app.port}${path}/vote`, { method: 'POST', headers: votes[0].headers, body: votes[0].body });
  const sample = await first.text();
  const shown = JSON.parse(sample) as { totalVotes: number; votedBattlerId: string };
  if (first.status !== 200 || shown.totalVotes !== 1 || shown.votedBattlerId !== video.battlerAId) throw new Error(`the vote's answer does not show it: ${sample}`);
  const views: WrkRequest[] = [];
  for (const [u, cookie] of cookies.entries()) {
    const start = await fetch(`http://127.0.0.1:${app.port}${path}/start-view`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ sessionId: `s${u}` }),
    });
    const { viewId } = await start.json() as { viewId: string };
    views.push({ method: 'PATCH', path: `${path}/update-view`, headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ viewId, watchedDuration: 1, completionPercentage: 2 }) });
  }

  const lags: number[] = [];
  let measuring: 'votes' | 'views' | null = null;
  app.deps.runner.onApplied((event) => {
    if (measuring === 'votes' && (event.type === 'VoteCast' || event.type === 'VoteChanged')) lags.push(Date.now() - Date.parse(event.metadata.at));
  });
  // no read model shows a progress report, so its lag is until the runner has passed it
  // (what a read-your-writes wait needs); seen through a second subscription, an upper bound
  const watch = app.deps.events.subscribe({
    from: await app.deps.events.headPosition(),
    types: ['ViewProgressRecorded'],
    onEvent: (e) => {
      if (measuring !== 'views' || e.type !== 'ViewProgressRecorded') return;
      void app.deps.runner.waitFor(e.position).then(() => lags.push(Date.now() - Date.parse(e.metadata.at)));
    },
  });
  const tally = async () => app.deps.get(CatalogueQueries).video(video.id);
  return {
    port: app.port,
    info: { votes, views, sample } satisfies VotesInfo,
    commands: {
      measure: (what) => {
        measuring = what as typeof measuring;
        lags.length = 0;
        stageTotals(true);
        return { served: app.leanWrites.served, totalVotes: null };
      },
      measured: async () => {
        measuring = null;
        const sorted = [...lags].sort((a, b) => a - b);
        const v = await tally();
        return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), samples: sorted.length, served: app.leanWrites.served,
          votes: v ? v.totalVotes : -1, stages: stageTotals() };
      },
    },
    stop: async () => {
      await watch.close();
      await bench.stop();
    },
  };
}

interface Measured {
  p50: number;
  p99: number;
  samples: number;
  served: number;
  votes: number;
  stages: { stage: string; ms: number; count: number; max: number; p99: number; slow: number }[];
}

/** Of the bare POST's rate: the CastVote goal's throughput, at which the paced run offers votes. */
export const PACED_SHARE = 0.2;

export interface VoteBenchResult {
  vote: { app: WrkResult; bare: WrkResult; leanShare: number; lag: Measured; paced: WrkResult & { offered: number } };
  view: { app: WrkResult; lag: Measured };
  stages: Measured['stages'] | null;
  users: number;
}

async function measured(app: ServerChild<VotesInfo>, what: 'votes' | 'views', requests: WrkRequest[], seconds: number) {
  const { served } = await app.ask<{ served: number }>('measure', what);
  const profileDir = process.env.BENCH_CPU_PROF;
  if (profileDir) await app.ask('profile');
  const result = await wrkLoad(app.port, requests, { serverPid: app.pid, connections: CONNECTIONS, seconds });
  if (profileDir) {
    const file = await app.ask<string>('profiled', path.resolve(profileDir, `${what}-${process.env.BENCH_STAGES === '1' ? 'stages-' : ''}${Date.now()}.cpuprofile`));
    process.stderr.write(`CPU profile of the ${what} run: ${file} (node bench/profile-summary.js ${file})\n`);
  }
  const lag = await app.ask<Measured>('measured');
  return { result, lag, leanShare: (lag.served - served) / Math.max(1, result.requestsPerSec * seconds) };
}

export async function runVotesBench(seconds = 10, users = 1000, stages = false): Promise<VoteBenchResult> {
  const app = await forkApp<VotesInfo>('votes', { users });
  try {
    const { votes, views, sample } = app.info;
    const bare = await forkBare({ kind: 'post', body: sample });
    try {
      const load = (c: ServerChild<unknown>, requests: WrkRequest[], s: number) =>
        wrkLoad(c.port, requests, { serverPid: c.pid, connections: CONNECTIONS, seconds: s });
      // each warmed up (JIT, connections) right before its measured run, as the stage run is
      await load(app, votes, 2);
      const vote = await measured(app, 'votes', votes, seconds);
      await load(bare, votes, 2);
      const bareResult = await load(bare, votes, seconds);
      // the same requests offered at the goal's rate, paced (latency from when each was due)
      const offered = Math.round(bareResult.requestsPerSec * PACED_SHARE);
      const connections = Array.from({ length: CONNECTIONS }, (_, c) => votes.filter((_, i) => i % CONNECTIONS === c));
      const paced = { ...(await rawLoad(app.port, connections, seconds, offered, app.pid)), offered };
      const view = await measured(app, 'views', views, seconds);
      let stageRows: Measured['stages'] | null = null;
      if (stages) stageRows = await runStages(seconds, users);
      return { vote: { app: vote.result, bare: bareResult, leanShare: vote.leanShare, lag: vote.lag, paced }, view: { app: view.result, lag: view.lag }, stages: stageRows, users };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}

/** The same vote load on an app started with BENCH_STAGES=1: the per-stage totals. */
async function runStages(seconds: number, users: number): Promise<Measured['stages']> {
  const before = process.env.BENCH_STAGES;
  process.env.BENCH_STAGES = '1';
  const app = await forkApp<VotesInfo>('votes', { users }).finally(() => {
    if (before === undefined) delete process.env.BENCH_STAGES;
    else process.env.BENCH_STAGES = before;
  });
  try {
    await wrkLoad(app.port, app.info.votes, { serverPid: app.pid, connections: CONNECTIONS, seconds: 2 });
    const { result, lag } = await measured(app, 'votes', app.info.votes, seconds);
    return [{ stage: `(requests: ${Math.round(result.requestsPerSec * seconds)}, ${result.requestsPerSec.toFixed(0)} req/s with counters on; wrk p50 ${result.p50} ms, p99 ${result.p99} ms)`,
      ms: 0, count: 0, max: 0, p99: 0, slow: 0 }, ...lag.stages];
  } finally {
    await app.stop();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((l) => l[i].length)));
  return rows.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}

export function formatVotes(r: VoteBenchResult): string {
  const row = (name: string, x: WrkResult, extra: string) =>
    [name, x.requestsPerSec.toFixed(0), String(x.p50), String(x.p99), String(x.non2xx + x.errors), extra];
  const { vote, view } = r;
  const out = [table([
    [`call (${CONNECTIONS} connections, ${r.users} users; wrk)`, 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'notes'],
    row('POST vote, app', vote.app, `${((vote.app.requestsPerSec / vote.bare.requestsPerSec) * 100).toFixed(1)} % of bare; lag p50 ${vote.lag.p50} ms, p99 ${vote.lag.p99} ms (${vote.lag.samples} events); ${(vote.leanShare * 100).toFixed(0)} % served before Express; ${formatCost(vote.app, false)}`),
    row('POST, bare node:http', vote.bare, formatCost(vote.bare, true)),
    row(`POST vote, app, paced`, vote.paced, `${vote.paced.offered} req/s offered (${PACED_SHARE * 100} % of bare), ${CONNECTIONS} connections; latency from when each request was due (raw-load, paced); ${formatCost(vote.paced, false)}`),
    row('PATCH update-view, app', view.app, `${((view.app.requestsPerSec / vote.bare.requestsPerSec) * 100).toFixed(1)} % of bare POST; lag p99 ${view.lag.p99} ms (${view.lag.samples} events; until the runner passed them); ${formatCost(view.app, false)}`),
  ])];
  if (r.stages) {
    const [head, ...rows] = r.stages;
    const votes = Math.max(1, ...rows.filter((s) => s.stage.startsWith('whole request')).map((s) => s.count));
    out.push('', `where a vote's time goes ${head.stage}; wall time, so async stages include waiting behind other requests:`, table([
      ['stage', 'µs per vote', 'µs each', 'count', 'p99 ms', 'max ms', `over ${SLOW_STAGE_MS} ms`],
      ...rows.map((s) => [s.stage, ((s.ms * 1000) / votes).toFixed(1), ((s.ms * 1000) / Math.max(1, s.count)).toFixed(1), String(s.count),
        s.p99.toFixed(1), s.max.toFixed(1), String(s.slow)]),
    ]));
  }
  return out.join('\n');
}

if (process.argv[1]?.endsWith('votes.bench.ts')) {
  const arg = (name: string, d: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? d);
  runVotesBench(arg('seconds', 10), arg('users', 1000), process.argv.includes('--stages')).then((r) => {
    process.stdout.write(`${formatVotes(r)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
