/**
 * Range serving of a 200 MB video through the app's media endpoint against a bare
 * `node:http` + `fs.createReadStream` server reading the same file, in one run.
 * Goal (issue 3): ≥ 80 % of the bare server's throughput.
 *
 *   node scripts/run-ts.js bench/range.bench.ts [--mb=200] [--seconds=5]
 *
 * Two loads per side: 4 connections each reading the whole file again and again as
 * one open-ended range (`bytes=0-`, what a player's first request is), and 50
 * connections asking 1 MB ranges across the file (what seeking is).
 *
 * Both loads are wrk (bench/wrk.ts) in its own process, and the app and the bare
 * server each run in their own process (bench/child.ts); rows "CPU" give each
 * process's CPU share over the window (bench/proc-cpu.ts).
 */
import { closeSync, createReadStream, openSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { EventCommands } from '../application/catalogue/event-commands';
import { VideoCommands } from '../application/catalogue/video-commands';
import { testVideo } from '../test/fixtures/videos';
import { startBenchApp } from './bench-app';
import { forkApp, forkBare, type Served, type ServerChild } from './child';
import { type CpuShares, formatShares } from './cpu-share';
import { type WrkRequest, wrkLoad } from './wrk';

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

interface RangeInfo { path: string; file: string; size: number }

/** The app's side (its own process): the big video uploaded through the real command. */
export async function rangeServer({ mb = 200 }: { mb?: number }): Promise<Served> {
  const bench = await startBenchApp({ RENDITIONS: 'off' });
  const { app } = bench;
  const file = bigVideo(bench.dataDir, mb);
  const size = statSync(file).size;
  const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
  const { eventId } = await app.deps.get(EventCommands).create({ title: 'Range Night', description: '', eventDate: null }, null, ctx);
  const { videoId, position } = await app.deps.get(VideoCommands).upload({
    title: 'Big', description: '', eventId, battlerAName: 'Range A', battlerBName: 'Range B', isMainEvent: true, requiresAuth: false,
  }, { path: file, size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file) }, null, ctx);
  await app.deps.runner.waitFor(position);
  return { port: app.port, info: { path: `/media/videos/${videoId}`, file, size } satisfies RangeInfo, stop: bench.stop };
}

const MB = 1024 * 1024;

async function measure(server: ServerChild<unknown>, urlPath: string, size: number, seconds: number): Promise<Side> {
  const whole: WrkRequest[] = [{ method: 'GET', path: urlPath, headers: { range: 'bytes=0-' } }];
  const slots = Math.floor(size / MB) - 1;
  // a fixed spread of ranges every connection cycles through
  const ranges: WrkRequest[] = Array.from({ length: 64 }, (_, i) => {
    const start = ((i * 7919) % slots) * MB;
    return { method: 'GET', path: urlPath, headers: { range: `bytes=${start}-${start + MB - 1}` } };
  });
  const w = await wrkLoad(server.port, whole, { serverPid: server.pid, connections: 4, seconds });
  const r = await wrkLoad(server.port, ranges, { serverPid: server.pid, connections: 50, seconds });
  for (const x of [w, r]) if (x.non2xx + x.errors > 0) throw new Error(`${x.non2xx} answers ≥ 400, ${x.errors} errors from ${urlPath}`);
  return { wholeMBps: w.bytesPerSec / MB, rangeMBps: r.bytesPerSec / MB, rangeRps: r.requestsPerSec, p99: r.p99, wholeShares: w.shares, rangeShares: r.shares };
}

export async function runRangeBench(mb = 200, seconds = 5): Promise<{ app: Side; bare: Side; mb: number }> {
  const app = await forkApp<RangeInfo>('range', { mb });
  try {
    const bare = await forkBare({ kind: 'range', file: app.info.file });
    try {
      // warm both sides up (JIT, file cache) with the same loads before measuring either
      await measure(app, app.info.path, app.info.size, 2);
      await measure(bare, '/video', app.info.size, 2);
      const appSide = await measure(app, app.info.path, app.info.size, seconds);
      const bareSide = await measure(bare, '/video', app.info.size, seconds);
      return { app: appSide, bare: bareSide, mb };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}

export function formatRange(r: { app: Side; bare: Side; mb: number }): string {
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
  const rows = [
    ['side', `whole ${r.mb} MB, 4 connections (MB/s)`, '1 MB ranges, 50 connections (MB/s)', 'ranges req/s', 'ranges p99 ms'],
    ['app /media/videos/{id}', r.app.wholeMBps.toFixed(0), r.app.rangeMBps.toFixed(0), r.app.rangeRps.toFixed(0), String(r.app.p99)],
    ['bare node:http + fs', r.bare.wholeMBps.toFixed(0), r.bare.rangeMBps.toFixed(0), r.bare.rangeRps.toFixed(0), String(r.bare.p99)],
    ['app/bare', pct(r.app.wholeMBps, r.bare.wholeMBps), pct(r.app.rangeMBps, r.bare.rangeMBps), pct(r.app.rangeRps, r.bare.rangeRps), ''],
    ['app CPU', formatShares(r.app.wholeShares, false), formatShares(r.app.rangeShares, false), '', ''],
    ['bare CPU', formatShares(r.bare.wholeShares, true), formatShares(r.bare.rangeShares, true), '', ''],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((l) => l[i].length)));
  return rows.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}

if (process.argv[1]?.endsWith('range.bench.ts')) {
  const arg = (name: string, d: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? d);
  runRangeBench(arg('mb', 200), arg('seconds', 5)).then((r) => {
    process.stdout.write(`${formatRange(r)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
