/**
 * Range serving of a 200 MB video through the app's media endpoint against a bare
 * `node:http` + `fs.createReadStream` server reading the same file, in one run.
 * Goal (issue 3): ≥ 80 % of the bare server's throughput.
 *
 *   node scripts/run-ts.js bench/range.bench.ts [--mb=200] [--rounds=3]
 *
 * Two loads per side: 4 clients each reading the whole file as one open-ended
 * range (`bytes=0-`, what a player's first request is), and 50 connections
 * asking 1 MB ranges across the file for 5 s (what seeking is).
 *
 * Both loads run in a worker thread on raw keep-alive sockets (the whole reads: a
 * small eval'd worker counting each body; the ranges: raw-load.ts), so the server
 * alone holds the main thread. `fetch`, the whole reads' generator before, was at
 * 99–100 % of its thread and so set the bare figure. Rows "CPU
 * busy" give, per load, the server's share (the main thread's event-loop busy share)
 * and the generator's (its worker's own loop): see cpu-share.ts.
 */
import 'reflect-metadata';
import { createReadStream, mkdtempSync, openSync, rmSync, statSync, writeSync, closeSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../infrastructure/config';
import { startServer } from '../api/server';
import { EventCommands } from '../application/catalogue/event-commands';
import { VideoCommands } from '../application/catalogue/video-commands';
import { testVideo } from '../test/fixtures/videos';
import { type CpuShares, formatShares, startShares } from './cpu-share';
import { rawLoad } from './raw-load';

interface Side {
  wholeMBps: number;
  rangeMBps: number;
  rangeRps: number;
  p99: number;
  wholeShares: CpuShares;
  rangeShares: CpuShares;
}

/** A real MP4 padded to `mb` megabytes: ffprobe reads its header; the size is what is served. */
function bigVideo(dir: string, mb: number): string {
  const file = path.join(dir, 'big.mp4');
  const fd = openSync(file, 'w');
  const head = testVideo(2, '320x180');
  writeSync(fd, head);
  const chunk = Buffer.alloc(1024 * 1024, 0x55);
  for (let written = head.length; written < mb * 1024 * 1024; written += chunk.length) writeSync(fd, chunk);
  closeSync(fd);
  return file;
}

function bareRangeServer(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const size = statSync(file).size;
  const server = http.createServer((req, res) => {
    const m = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    let start = 0;
    let end = size - 1;
    if (m) {
      if (m[1]) start = Number(m[1]);
      if (m[2]) end = Math.min(Number(m[2]), size - 1);
      res.writeHead(206, { 'Content-Type': 'video/mp4', 'Content-Length': end - start + 1, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Accept-Ranges': 'bytes' });
    } else {
      res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': size, 'Accept-Ranges': 'bytes' });
    }
    createReadStream(file, { start, end }).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      resolve({ url: `http://127.0.0.1:${port}/video`, close: () => new Promise((r) => { server.close(() => r()); server.closeAllConnections(); }) });
    });
  });
}

// each client: one raw socket asking bytes=0-, counting the body (the raw-load.ts approach)
const WHOLE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { port, path, clients } = workerData;
const elu0 = performance.eventLoopUtilization();
const started = process.hrtime.bigint();
Promise.all(Array.from({ length: clients }, () => new Promise((resolve, reject) => {
  let head = Buffer.alloc(0), left = -1, body = 0;
  const socket = net.connect(port, '127.0.0.1', () => socket.write('GET ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nRange: bytes=0-\\r\\n\\r\\n'));
  socket.on('error', reject);
  socket.on('data', (chunk) => {
    if (left < 0) {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\\r\\n\\r\\n');
      if (end < 0) return;
      const text = head.toString('latin1', 0, end);
      if (text.slice(9, 12) !== '206') return reject(new Error('expected 206, got ' + text.slice(9, 12)));
      left = Number(/\\r\\ncontent-length: *(\\d+)/i.exec(text)[1]);
      chunk = head.subarray(end + 4);
    }
    body += chunk.length;
    left -= chunk.length;
    if (left <= 0) { socket.destroy(); resolve(body); }
  });
}))).then((sizes) => {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  parentPort.postMessage({ mbps: sizes.reduce((a, b) => a + b, 0) / 1024 / 1024 / seconds, busy: performance.eventLoopUtilization(elu0).utilization });
}, (err) => { throw err; });
`;

/** `clients` reading the whole file at once, from a worker thread; MB/s over all of them. */
function readWhole(url: string, clients: number): Promise<{ mbps: number; shares: CpuShares }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const worker = new Worker(WHOLE_WORKER, { eval: true, workerData: { port: Number(u.port), path: u.pathname, clients } });
    const window = startShares();
    worker.once('message', (m: { mbps: number; busy: number }) => {
      resolve({ mbps: m.mbps, shares: window.stop(m.busy) });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function rangeLoad(url: string, size: number, seconds: number): Promise<{ mbps: number; rps: number; p99: number; shares: CpuShares }> {
  const mb = 1024 * 1024;
  const slots = Math.floor(size / mb) - 1;
  // a fixed spread of ranges each connection cycles through
  const requests = Array.from({ length: 64 }, (_, i) => {
    const start = ((i * 7919) % slots) * mb;
    return { method: 'GET' as const, path: new URL(url).pathname, headers: { range: `bytes=${start}-${start + mb - 1}` } };
  });
  const result = await rawLoad(Number(new URL(url).port), Array.from({ length: 50 }, () => requests), seconds);
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors from ${url}`);
  return { mbps: result.bytesPerSec / mb, rps: result.requestsPerSec, p99: result.p99, shares: result.shares };
}

async function measure(url: string, size: number, rounds: number): Promise<Side> {
  let whole = { mbps: 0, shares: { server: 0, generator: 0 } };
  for (let r = 0; r < rounds; r++) {
    const round = await readWhole(url, 4);
    if (round.mbps > whole.mbps) whole = round;
  }
  const ranges = await rangeLoad(url, size, 5);
  return { wholeMBps: whole.mbps, rangeMBps: ranges.mbps, rangeRps: ranges.rps, p99: ranges.p99, wholeShares: whole.shares, rangeShares: ranges.shares };
}

export async function runRangeBench(mb = 200, rounds = 3): Promise<{ app: Side; bare: Side; mb: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-'));
  const app = await startServer(loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
  }));
  try {
    const file = bigVideo(dataDir, mb);
    const size = statSync(file).size;
    const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
    const { eventId } = await app.deps.get(EventCommands).create({ title: 'Range Night', description: '', eventDate: null }, null, ctx);
    const { videoId, position } = await app.deps.get(VideoCommands).upload({
      title: 'Big', description: '', eventId, battlerAName: 'Range A', battlerBName: 'Range B', isMainEvent: true, requiresAuth: false,
    }, { path: file, size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file) }, null, ctx);
    await app.deps.runner.waitFor(position);
    const appUrl = `http://127.0.0.1:${app.port}/media/videos/${videoId}`;
    const bare = await bareRangeServer(file);
    try {
      // warm both sides up (JIT, file cache) with the same loads before measuring either
      await readWhole(appUrl, 1);
      await readWhole(bare.url, 1);
      await rangeLoad(appUrl, size, 3);
      await rangeLoad(bare.url, size, 3);
      const appSide = await measure(appUrl, size, rounds);
      const bareSide = await measure(bare.url, size, rounds);
      return { app: appSide, bare: bareSide, mb };
    } finally {
      await bare.close();
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatRange(r: { app: Side; bare: Side; mb: number }): string {
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
  const rows = [
    ['side', `whole ${r.mb} MB x4 (MB/s)`, '1 MB ranges x50 (MB/s)', 'ranges req/s', 'ranges p99 ms'],
    ['app /media/videos/{id}', r.app.wholeMBps.toFixed(0), r.app.rangeMBps.toFixed(0), r.app.rangeRps.toFixed(0), String(r.app.p99)],
    ['bare node:http + fs', r.bare.wholeMBps.toFixed(0), r.bare.rangeMBps.toFixed(0), r.bare.rangeRps.toFixed(0), String(r.bare.p99)],
    ['app/bare', pct(r.app.wholeMBps, r.bare.wholeMBps), pct(r.app.rangeMBps, r.bare.rangeMBps), pct(r.app.rangeRps, r.bare.rangeRps), ''],
    ['app CPU busy', formatShares(r.app.wholeShares, false), formatShares(r.app.rangeShares, false), '', ''],
    ['bare CPU busy', formatShares(r.bare.wholeShares, true), formatShares(r.bare.rangeShares, true), '', ''],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((l) => l[i].length)));
  return rows.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}

if (process.argv[1]?.endsWith('range.bench.ts')) {
  const arg = (name: string, d: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? d);
  runRangeBench(arg('mb', 200), arg('rounds', 3)).then((r) => {
    process.stdout.write(`${formatRange(r)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
