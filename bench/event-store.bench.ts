/**
 * Event store benchmark: the SQLite adapter against raw better-sqlite3 doing the
 * same work in the same run (same file settings, same table, same transaction
 * sizes), so the ratio shows what the adapter costs on this machine.
 *
 *   node scripts/run-ts.js bench/event-store.bench.ts [--events=100000]
 *
 * Scenarios (N = --events, default 100 000):
 *  (a) N streams x 1 event, each appended with 'no_stream' (one transaction each)
 *  (b) N/100 streams x 100 events, each event appended alone with its expected revision
 *  (c) N/100 streams x 100 events, appended in batches of 100 (one transaction per batch)
 *  (d) replay of (c)'s N events through readAll (batches of 1000)
 *  (e) replay of the same through a catch-up subscription from 0
 * Appends run raw and adapter interleaved in ten slices; replays are best of three.
 * Raw side: a prepared INSERT per row inside db.transaction().immediate() of the
 * same size, no revision check; reads: keyset pages of 1000 rows fetched as arrays,
 * with JSON.parse of data and metadata.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { EventMetadata, NewEvent } from '../application/ports/event-store';
import { EVENTS_TABLE, SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';

export interface BenchRow {
  scenario: string;
  events: number;
  adapterPerSec: number;
  rawPerSec: number;
}


const metadata: EventMetadata = {
  actorId: 'user-7f3c2a',
  at: '2024-05-01T12:00:00.000Z',
  correlationId: 'req-5b1d9e0c',
  causationId: null,
};
/** ~100 bytes of data, like a vote or a view event */
const dataFor = (stream: number, n: number) => ({ videoId: `video-${stream}`, userId: `user-${n}`, choice: n % 2 ? 'left' : 'right', round: n % 3 });
const eventFor = (stream: number, n: number): NewEvent => ({ type: 'VoteCast', data: dataFor(stream, n), metadata });

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

function openRaw(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(EVENTS_TABLE);
  const insert = db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata, id) VALUES (?, ?, ?, ?, ?, ?)');
  const appendRows = db
    .transaction((streamId: string, first: number, events: NewEvent[]) => {
      for (let i = 0; i < events.length; i++) {
        const e = events[i];
        insert.run(streamId, first + i, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata), randomUUID());
      }
    })
    .immediate;
  return { db, appendRows };
}

type Plan = { streamId: string; first: number; events: NewEvent[] }[];

function plan(streams: number, perStream: number, perAppend: number): Plan {
  const out: Plan = [];
  for (let s = 0; s < streams; s++) {
    for (let first = 0; first < perStream; first += perAppend) {
      const events: NewEvent[] = [];
      for (let n = first; n < Math.min(perStream, first + perAppend); n++) events.push(eventFor(s, n));
      out.push({ streamId: `vote-${s}`, first, events });
    }
  }
  return out;
}

const count = (p: Plan) => p.reduce((n, a) => n + a.events.length, 0);

/**
 * Runs the plan on two fresh files, raw and adapter, interleaved in ten slices
 * (alternating which goes first) so that drift in the machine's I/O speed falls
 * on both sides alike.
 */
async function appendScenario(dir: string, name: string, p: Plan): Promise<BenchRow & { file: string }> {
  const events = count(p);
  const raw = openRaw(join(dir, `${name}-raw.sqlite`));
  const file = join(dir, `${name}-adapter.sqlite`);
  const store = new SqliteEventStore(file);
  const slices = 10;
  const size = Math.ceil(p.length / slices);
  let rawSec = 0;
  let adapterSec = 0;
  const runRaw = (slice: Plan) => {
    const t = process.hrtime.bigint();
    for (const a of slice) raw.appendRows(a.streamId, a.first, a.events);
    rawSec += seconds(t);
  };
  const runAdapter = async (slice: Plan) => {
    const t = process.hrtime.bigint();
    for (const a of slice) await store.append(a.streamId, a.events, a.first === 0 ? 'no_stream' : a.first - 1);
    adapterSec += seconds(t);
  };
  for (let i = 0; i < slices; i++) {
    const slice = p.slice(i * size, (i + 1) * size);
    if (i % 2 === 0) {
      runRaw(slice);
      await runAdapter(slice);
    } else {
      await runAdapter(slice);
      runRaw(slice);
    }
  }
  raw.db.close();
  const head = await store.headPosition();
  await store.close();
  if (head !== events) throw new Error(`${name}: expected ${events} events, head is ${head}`);
  return { scenario: name, events, adapterPerSec: events / adapterSec, rawPerSec: events / rawSec, file };
}

function rawReplay(file: string): { n: number; check: number } {
  // keyset pages of 1000 rows as arrays (the fastest way better-sqlite3 offers),
  // parsing what the adapter parses
  const db = new Database(file, { readonly: true });
  const page = db
    .prepare<[number, number], [number, string, number, string, string, string, string]>(
      'SELECT position, stream_id, revision, type, data, metadata, id FROM events WHERE position > ? ORDER BY position LIMIT ?',
    )
    .raw(true);
  let n = 0;
  let check = 0;
  for (let after = 0; ; ) {
    const rows = page.all(after, 1000);
    for (const row of rows) {
      const data = JSON.parse(row[4]) as { round: number };
      JSON.parse(row[5]);
      check += data.round;
      after = row[0];
      n++;
    }
    if (rows.length < 1000) break;
  }
  db.close();
  return { n, check };
}

async function readAllReplay(store: SqliteEventStore): Promise<{ n: number; check: number }> {
  let n = 0;
  let check = 0;
  for await (const e of store.readAll(0)) {
    check += (e.data as { round: number }).round;
    n++;
  }
  return { n, check };
}

function subscribeReplay(store: SqliteEventStore, events: number): Promise<{ n: number; check: number }> {
  let n = 0;
  let check = 0;
  return new Promise((done, fail) => {
    const sub = store.subscribe({
      from: 0,
      onEvent: (e) => {
        check += (e.data as { round: number }).round;
        n++;
        if (e.position === events) void sub.close().then(() => done({ n, check }), fail);
      },
      onError: fail,
    });
  });
}

/** best of three rounds of each reader, the rounds interleaved */
async function replayScenarios(file: string, events: number): Promise<BenchRow[]> {
  const store = new SqliteEventStore(file);
  const best = { raw: Infinity, readAll: Infinity, subscribe: Infinity };
  let expected: number | undefined;
  const time = async (key: keyof typeof best, run: () => Promise<{ n: number; check: number }> | { n: number; check: number }) => {
    const t = process.hrtime.bigint();
    const { n, check } = await run();
    best[key] = Math.min(best[key], seconds(t));
    if (n !== events) throw new Error(`${key} replay read ${n} of ${events}`);
    expected ??= check;
    if (check !== expected) throw new Error(`${key} replay read different data`);
  };
  for (let round = 0; round < 3; round++) {
    await time('raw', () => rawReplay(file));
    await time('readAll', () => readAllReplay(store));
    await time('subscribe', () => subscribeReplay(store, events));
  }
  await store.close();
  return [
    { scenario: '(d) replay: readAll from 0', events, adapterPerSec: events / best.readAll, rawPerSec: events / best.raw },
    { scenario: '(e) replay: subscribe from 0 (catch-up)', events, adapterPerSec: events / best.subscribe, rawPerSec: events / best.raw },
  ];
}

export async function runEventStoreBench(total = 100_000): Promise<BenchRow[]> {
  const perStream = 100;
  const streams = Math.max(1, Math.floor(total / perStream));
  const dir = mkdtempSync(join(tmpdir(), 'ubr-bench-events-'));
  try {
    // warm up both paths (JIT) on throwaway files
    await appendScenario(dir, 'warmup', plan(200, 10, 1));
    const rows: BenchRow[] = [];
    const a = await appendScenario(dir, 'a', plan(total, 1, 1));
    rows.push({ ...a, scenario: `(a) ${fmt(total)} streams x 1 event, 'no_stream'` });
    const b = await appendScenario(dir, 'b', plan(streams, perStream, 1));
    rows.push({ ...b, scenario: `(b) ${fmt(streams)} streams x ${perStream}, 1 event per append` });
    const c = await appendScenario(dir, 'c', plan(streams, perStream, perStream));
    rows.push({ ...c, scenario: `(c) ${fmt(streams)} streams x ${perStream}, batches of ${perStream}` });
    rows.push(...(await replayScenarios(c.file, c.events)));
    return rows.map(({ scenario, events, adapterPerSec, rawPerSec }) => ({ scenario, events, adapterPerSec, rawPerSec }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

export function formatTable(rows: BenchRow[]): string {
  const header = ['scenario', 'events', 'adapter ev/s', 'raw ev/s', 'adapter/raw'];
  const body = rows.map((r) => [r.scenario, fmt(r.events), fmt(r.adapterPerSec), fmt(r.rawPerSec), (r.adapterPerSec / r.rawPerSec).toFixed(2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const arg = process.argv.find((a) => a.startsWith('--events='));
  const total = arg ? Number(arg.slice('--events='.length)) : 100_000;
  if (!Number.isInteger(total) || total < 100) throw new Error('--events must be an integer >= 100');
  const started = Date.now();
  const rows = await runEventStoreBench(total);
  process.stdout.write(
    `\nEvent store: SqliteEventStore vs raw better-sqlite3 (WAL, synchronous=NORMAL), node ${process.version}\n\n` +
      `${formatTable(rows)}\n\n(total ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
}

if (require.main === module || resolve(process.argv[1] ?? '') === __filename) {
  main().catch((err) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  });
}
