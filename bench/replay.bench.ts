/**
 * Replay of 1 M vote and view events through all projectors (the embedded start:
 * an empty in-memory read store caught up by the projection runner) against raw
 * better-sqlite3 reading the same rows and JSON.parse-ing them, in one run; and the
 * process's RSS after the replay. Goal (issue 4): ≥ 50 % of the raw rate.
 *
 *   node scripts/run-ts.js bench/replay.bench.ts [--events=1000000]
 *
 * The log: 20 league videos with 40 battlers (real upload events), then votes by
 * 50 000 users (casts and changes) and views (start, progress, qualified, counted).
 * Both sides cover every row of the log; the runner subscribes only to the event
 * types some projector reads (votes, counted views, ...), so the store skips the
 * view-progress rows in its query, as EventStoreDB's server-side filters would.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { EventMetadata, NewEvent } from '../application/ports/event-store';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { ProjectionRunner } from '../projections/runner';
import { allProjectors } from '../api/features/projectors';

const VIDEOS = 20;
const USERS = 50_000;
const meta = (i: number): EventMetadata => ({ actorId: `u${i % USERS}`, at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(), correlationId: `r${i}`, causationId: null });

async function writeLog(store: SqliteEventStore, total: number): Promise<number> {
  let i = 0;
  for (let v = 0; v < VIDEOS; v++) {
    const a = `b${2 * v}`;
    const b = `b${2 * v + 1}`;
    for (const id of [a, b]) await store.append(`battler-${id}`, [{ type: 'BattlerCreated', data: { battlerId: id, name: `Battler ${id}` }, metadata: meta(i++) }], 'no_stream');
    await store.append(`league-event-e${v}`, [{ type: 'LeagueEventCreated', data: { eventId: `e${v}`, title: `Night ${v}`, description: '', eventDate: '2025-01-01', thumbnailUrl: null }, metadata: meta(i++) }], 'no_stream');
    await store.append(`video-v${v}`, [{ type: 'VideoUploaded', data: {
      videoId: `v${v}`, title: `Bout ${v}`, description: '', eventId: `e${v}`, battlerAId: a, battlerAName: `Battler ${a}`, battlerBId: b, battlerBName: `Battler ${b}`,
      isMainEvent: true, requiresAuth: false, thumbnailUrl: null, fileKey: `videos/v${v}.mp4`, fileSize: 1000, mimeType: 'video/mp4',
      duration: 600, width: 1280, height: 720, bitrate: 1000,
    }, metadata: meta(i++) }], 'no_stream');
  }
  // votes and views in batches of 1000 events, one stream 'any' per batch for speed: the
  // projectors read types and data, not stream names
  let written = i;
  let n = 0;
  while (written < total) {
    const batch: NewEvent[] = [];
    for (let k = 0; k < 1000 && written + batch.length < total; k++, n++) {
      const v = Math.floor(n / 8) % VIDEOS;
      const user = `u${(n * 7919) % USERS}`;
      const pair = { battlerAId: `b${2 * v}`, battlerBId: `b${2 * v + 1}` };
      const pick = n % 3 === 0 ? pair.battlerBId : pair.battlerAId;
      const view = { viewId: `w${n}`, videoId: `v${v}`, viewerKey: `user:${user}` };
      switch (n % 8) {
        case 0: case 1: batch.push({ type: 'VoteCast', data: { videoId: `v${v}`, userId: user, battlerId: pick, ...pair }, metadata: meta(n) }); break;
        case 2: batch.push({ type: 'VoteChanged', data: { videoId: `v${v}`, userId: user, battlerId: pair.battlerBId, previousBattlerId: pair.battlerAId, ...pair }, metadata: meta(n) }); break;
        case 3: batch.push({ type: 'ViewStarted', data: { ...view, sessionId: `s${n}`, userId: user, userAgent: 'Bench/1', startedAt: meta(n).at, videoDuration: 600 }, metadata: meta(n) }); break;
        case 4: case 5: batch.push({ type: 'ViewProgressRecorded', data: { ...view, watchedDuration: 20, completionPercentage: 4 }, metadata: meta(n) }); break;
        case 6: batch.push({ type: 'ViewQualified', data: { ...view, watchedDuration: 31, completionPercentage: 6 }, metadata: meta(n) }); break;
        default: batch.push({ type: 'ViewCounted', data: { videoId: `v${v}`, viewerKey: view.viewerKey, viewId: view.viewId, countedAt: meta(n).at }, metadata: meta(n) });
      }
    }
    await store.append(`bench-${written}`, batch, 'any');
    written += batch.length;
  }
  return written;
}

function rawRead(file: string): { events: number; seconds: number } {
  const db = new Database(file, { readonly: true });
  const stmt = db.prepare('SELECT position, stream_id, revision, type, data, metadata, id FROM events WHERE position > ? ORDER BY position LIMIT 1000').raw(true);
  const started = process.hrtime.bigint();
  let last = 0;
  let events = 0;
  let checksum = 0;
  for (;;) {
    const rows = stmt.all(last) as [number, string, number, string, string, string, string][];
    if (rows.length === 0) break;
    for (const r of rows) {
      const data = JSON.parse(r[4]) as object;
      const metadata = JSON.parse(r[5]) as { at: string };
      checksum += Object.keys(data).length + metadata.at.length;
      events++;
    }
    last = rows[rows.length - 1][0];
  }
  db.close();
  if (checksum < 0) throw new Error('unreachable');
  return { events, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

export async function runReplayBench(total = 1_000_000) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-replay-'));
  const file = path.join(dir, 'events.sqlite');
  try {
    const store = new SqliteEventStore(file);
    const events = await writeLog(store, total);
    const raw = rawRead(file);
    const handled = [...new Set(allProjectors.flatMap((p) => p.handles))];
    const db = new Database(file, { readonly: true });
    const wanted = (db.prepare(`SELECT count(*) AS n FROM events WHERE type IN (${handled.map(() => '?').join(', ')})`).get(...handled) as { n: number }).n;
    db.close();
    const reads = new MemoryReadStore();
    const runner = new ProjectionRunner(store, reads, allProjectors);
    const started = process.hrtime.bigint();
    await runner.start();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    await runner.stop();
    global.gc?.();
    const rssMb = process.memoryUsage().rss / 1024 / 1024;
    const video = await reads.collection<{ id: string; totalVotes: number; viewCount: number }>('videos').get('v3');
    await store.close();
    return { events, wanted, projectorsPerSec: events / seconds, projectorsSeconds: seconds, rawPerSec: raw.events / raw.seconds, rawSeconds: raw.seconds, rssMb, sample: video };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatReplay(r: Awaited<ReturnType<typeof runReplayBench>>): string {
  return [
    `events                              ${r.events}`,
    `all projectors (runner.start)       ${r.projectorsPerSec.toFixed(0)} events/s (${r.projectorsSeconds.toFixed(1)} s)`,
    `raw better-sqlite3 read + JSON.parse ${r.rawPerSec.toFixed(0)} events/s (${r.rawSeconds.toFixed(1)} s)`,
    `projectors/raw                      ${((r.projectorsPerSec / r.rawPerSec) * 100).toFixed(1)} %`,
    `rows of types the projectors read   ${r.wanted} (the runner subscribes to those types; SQLite skips the rest)`,
    `RSS after replay                    ${r.rssMb.toFixed(0)} MB`,
    `check: v3 totalVotes ${r.sample?.totalVotes}, viewCount ${r.sample?.viewCount}`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('replay.bench.ts')) {
  const events = Number(/--events=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 1_000_000);
  runReplayBench(events).then((r) => {
    process.stdout.write(`${formatReplay(r)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
