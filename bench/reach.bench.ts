/**
 * A sponsor's reach at a 13-year league's volume, and what the reach projector costs a replay.
 *
 * 1. GET /api/sponsorship-applications/{id}/reach (an admin's session) over the league log of
 *    bench/league-log.ts (280 000 events), for two approved applications: a season's (one event
 *    with a year of votes, views and comments appended) and one whose three events the log
 *    votes on across all 13 years (a 5 000-day daily series: the largest answer there is);
 *    with the raw keep-alive generator (bench/raw-load.ts), against a bare node:http server
 *    sending the same body, in the same run, each server in its own process. Goal: p99 ≤ 5 ms.
 * 2. The replay of a 1 M-event league log (the same proportions) through every projector, with
 *    and without the reach projector, in one process, one after the other. Goal: within 10 %.
 *    Each round also replays with `reachFloorProjector` (bench/reach-floor.ts) in reach's place:
 *    the least a reach projector must keep per vote, so the figure says how much of the gap any
 *    reach projector would leave.
 *
 *   node scripts/run-ts.js bench/reach.bench.ts [--seconds=10] [--connections=10] [--events=1000000] [--rounds=2] [--part=read|replay]
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserCommands } from '../application/users/user-commands';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../api/features/projectors';
import type { Projector } from '../projections/projector';
import { ProjectionRunner } from '../projections/runner';
import { registerUsers, startBenchApp } from './bench-app';
import { forkApp, forkBare, type Served } from './child';
import { formatCost } from './cpu-share';
import { writeLeagueLog } from './league-log';
import { median } from './median';
import { rawLoad, type RawLoadResult } from './raw-load';
import { reachFloorProjector } from './reach-floor';

const APPLICATION = 'bench-sponsor';
const SELECTED = ['e1', 'e2', 'e3'];
/** a season's sponsorship: one event whose videos were watched and voted on over one year */
const SEASON = 'bench-season';
const SEASON_DAYS = 365;

/** One more league event with five videos, and a year of votes, views and comments on them. */
async function appendSeason(store: SqliteEventStore, users: number): Promise<void> {
  const from = Date.UTC(2025, 0, 1);
  const meta = (i: number, n: number) => ({
    actorId: 'admin', at: new Date(from + Math.floor((i * SEASON_DAYS * 86_400_000) / n)).toISOString(), correlationId: `season-${i}`, causationId: null,
  });
  const events: { type: string; data: Record<string, unknown>; metadata: ReturnType<typeof meta> }[] = [
    { type: 'LeagueEventCreated', data: { eventId: 'e-season', title: 'Season Night', description: '', eventDate: '2025-01-01', thumbnailUrl: null }, metadata: meta(0, 1) },
  ];
  for (let v = 0; v < 5; v++) {
    events.push({ type: 'VideoUploaded', metadata: meta(0, 1), data: {
      videoId: `season-v${v}`, title: `Season bout ${v}`, description: '', eventId: 'e-season', battlerAId: `b${2 * v}`, battlerAName: 'A',
      battlerBId: `b${2 * v + 1}`, battlerBName: 'B', isMainEvent: v === 0, requiresAuth: false, thumbnailUrl: null, fileKey: `s${v}.mp4`,
      fileSize: 1000, mimeType: 'video/mp4', duration: 600, width: 1280, height: 720, bitrate: 1000,
    } });
  }
  const n = 5000;
  for (let i = 0; i < n; i++) {
    const v = i % 5;
    const videoId = `season-v${v}`;
    const pair = { battlerAId: `b${2 * v}`, battlerBId: `b${2 * v + 1}` };
    if (i % 5 < 3) events.push({ type: 'VoteCast', metadata: meta(i, n), data: { videoId, userId: `u${i % users}`, battlerId: pair.battlerAId, ...pair } });
    else if (i % 5 === 3) events.push({ type: 'ViewCounted', metadata: meta(i, n), data: { videoId, viewerKey: `user:u${i % 997}`, viewId: `sw${i}`, countedAt: meta(i, n).at } });
    else events.push({ type: 'CommentPosted', metadata: meta(i, n), data: { commentId: `sc${i}`, videoId, userId: `u${i % users}`, parentCommentId: null, content: 'bars' } });
  }
  for (let i = 0; i < events.length; i += 1000) await store.append(`season-${i}`, events.slice(i, i + 1000), 'any');
}

/** The app's side (its own process): the league log, one approved sponsorship, an admin's session. */
export async function reachServer(): Promise<Served> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-reach-'));
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const log = await writeLeagueLog(store);
  await appendSeason(store, log.users);
  const meta = { actorId: 'admin', at: new Date().toISOString(), correlationId: 'bench', causationId: null };
  const sponsorship = (applicationId: string, selectedEvents: string[], sponsorshipStartDate: string) => [
    { type: 'SponsorshipApplied', metadata: meta, data: {
      applicationId, userId: 'u1', companyName: 'Bench Drinks', contactPerson: 'Jane', email: 'jane@bench.test',
      phoneNumber: null, sponsorshipLevel: 'Gold', message: 'Reach bench', selectedEvents,
    } },
    { type: 'SponsorshipReviewed', metadata: meta, data: {
      applicationId, companyName: 'Bench Drinks', reviewedBy: 'admin', status: 'approved', previousStatus: 'pending',
      reviewNotes: 'Approved by admin', previousReviewNotes: null, sponsorshipStartDate, sponsorshipEndDate: '2030-01-01',
    } },
  ];
  await store.append(`sponsorship-application-${APPLICATION}`, sponsorship(APPLICATION, SELECTED, '2013-01-01'), 'no_stream');
  await store.append(`sponsorship-application-${SEASON}`, sponsorship(SEASON, ['e-season'], '2025-01-01'), 'no_stream');
  await store.close();
  const bench = await startBenchApp({ DATA_DIR: dataDir });
  const port = bench.app.port;
  const [cookie] = await registerUsers(port, 1, 'reach_admin');
  const me = await (await fetch(`http://127.0.0.1:${port}/api/auth/user`, { headers: { cookie } })).json() as { id: string };
  const { position } = await bench.app.deps.get(UserCommands).changeRole({ id: 'cli', role: 'cli' }, me.id, 'admin',
    { actorId: 'cli', correlationId: 'bench', at: new Date() });
  await bench.app.deps.runner.waitFor(position);
  const read = async (id: string) => {
    const url = `/api/sponsorship-applications/${id}/reach`;
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`reach: ${res.status} ${await res.text()}`);
    return { url, body: await res.text() };
  };
  return {
    port, info: { cookie, answers: [await read(SEASON), await read(APPLICATION)], logEvents: log.events },
    stop: async () => { await bench.stop(); rmSync(dataDir, { recursive: true, force: true }); },
  };
}

interface ReachInfo { cookie: string; answers: { url: string; body: string }[]; logEvents: number }

export async function runReachRead(seconds = 10, connections = 10) {
  const app = await forkApp<ReachInfo>('reach');
  try {
    const results = [];
    for (const answer of app.info.answers) {
      const bare = await forkBare({ kind: 'bytes', body: answer.body });
      try {
        const loops = (headers: Record<string, string>) => Array.from({ length: connections }, () => [{ method: 'GET' as const, path: answer.url, headers }]);
        const appLoops = loops({ cookie: app.info.cookie });
        const bareLoops = loops({});
        await rawLoad(app.port, appLoops, 2, 0, app.pid);
        await rawLoad(bare.port, bareLoops, 2, 0, bare.pid);
        const appResult = await rawLoad(app.port, appLoops, seconds, 0, app.pid);
        const bareResult = await rawLoad(bare.port, bareLoops, seconds, 0, bare.pid);
        results.push({ answer, app: appResult, bare: bareResult });
      } finally {
        await bare.stop();
      }
    }
    return { logEvents: app.info.logEvents, results, connections };
  } finally {
    await app.stop();
  }
}

/**
 * One replay of the log at `file` through these projectors (the embedded start): events per
 * second, and the process's CPU over it as a share of the wall time (both sides run in this one
 * process, with no load generator: near 100 % says the replay was bound by its own work, more
 * adds the collector's helper threads, much less says the machine held it back).
 */
async function replayRate(file: string, projectors: readonly Projector[]): Promise<{ perSec: number; seconds: number; cpuShare: number }> {
  const store = new SqliteEventStore(file);
  const runner = new ProjectionRunner(store, new MemoryReadStore(), projectors);
  global.gc?.();
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  await runner.start();
  const used = process.cpuUsage(cpu);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const events = await store.headPosition();
  await runner.stop();
  await store.close();
  return { perSec: events / seconds, seconds, cpuShare: (used.user + used.system) / 1e6 / seconds };
}

/**
 * The replay without reach, with it, and with the floor in its place, `rounds` times back to back.
 * A shared machine's slow spell slows the runs of a round alike, so each round's ratio is
 * the figure; the median round's is the answer, the best of each side printed beside it.
 */
export async function runReachReplay(total = 1_000_000, rounds = 2) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-reach-replay-'));
  const file = path.join(dir, 'events.sqlite');
  try {
    const store = new SqliteEventStore(file);
    const log = await writeLeagueLog(store, total);
    await store.close();
    const without = allProjectors.filter((p) => p.name !== 'reach');
    const sides = { without, with: allProjectors, floor: [...without, reachFloorProjector] };
    const runs = { without: [] as number[], with: [] as number[], floor: [] as number[] };
    const cpu = { without: [] as number[], with: [] as number[], floor: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      for (const side of ['without', 'with', 'floor'] as const) {
        const r = await replayRate(file, sides[side]);
        runs[side].push(r.perSec);
        cpu[side].push(r.cpuShare);
      }
    }
    const ratios = runs.with.map((w, i) => w / runs.without[i]);
    const floorRatios = runs.floor.map((f, i) => f / runs.without[i]);
    return {
      events: log.events, without: Math.max(...runs.without), with: Math.max(...runs.with), runs, cpu, ratios,
      median: median(ratios), floorRatios, floorMedian: median(floorRatios),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const row = (side: string, r: RawLoadResult, isBaseline: boolean) =>
  `${side.padEnd(16)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  `
  + `non-2xx ${r.non2xx + r.errors}  ${formatCost(r, isBaseline)}`;

if (process.argv[1]?.endsWith('reach.bench.ts')) {
  const arg = (name: string, fallback: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);
  (async () => {
    const only = /--part=(\w+)/.exec(process.argv.join(' '))?.[1];
    if (only !== 'replay') {
      const read = await runReachRead(arg('seconds', 10), arg('connections', 10));
      for (const r of read.results) {
        const answer = JSON.parse(r.answer.body) as { events: unknown[]; totals: object; daily: unknown[] };
        process.stdout.write([
          `GET ${r.answer.url} over ${read.logEvents} events: ${answer.events.length} event(s), ${answer.daily.length} days, `
            + `${r.answer.body.length} B body, ${read.connections} keep-alive connections`,
          row('app', r.app, false),
          row('bare node:http', r.bare, true),
          `totals ${JSON.stringify(answer.totals)}`,
          '',
        ].join('\n'));
      }
    }
    if (only === 'read') process.exit(0);
    const replay = await runReachReplay(arg('events', 1_000_000), arg('rounds', 2));
    const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
    process.stdout.write([
      `replay of ${replay.events} events (league proportions), ${replay.ratios.length} rounds of without, with and floor:`,
      `without reach  best ${replay.without.toFixed(0)} events/s  (${replay.runs.without.map((n) => n.toFixed(0)).join(', ')}; `
        + `CPU ${replay.cpu.without.map((c) => pct(c)).join(', ')} of the wall time)`,
      `with reach     best ${replay.with.toFixed(0)} events/s  (${replay.runs.with.map((n) => n.toFixed(0)).join(', ')}; `
        + `CPU ${replay.cpu.with.map((c) => pct(c)).join(', ')} of the wall time)`,
      `floor          best ${Math.max(...replay.runs.floor).toFixed(0)} events/s  (${replay.runs.floor.map((n) => n.toFixed(0)).join(', ')}; `
        + `CPU ${replay.cpu.floor.map((c) => pct(c)).join(', ')} of the wall time)`,
      `with/without   median round ${pct(replay.median)}  (rounds ${replay.ratios.map(pct).join(', ')}; goal ≥ 90 %)`,
      `floor/without  median round ${pct(replay.floorMedian)}  (rounds ${replay.floorRatios.map(pct).join(', ')}: `
        + 'the video lookup and standing ballot any reach projector needs, and no counter)',
      '',
    ].join('\n'));
    process.exit(0);
  })().catch((err: Error) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
