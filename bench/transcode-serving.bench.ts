/**
 * Serving while a 1080p rendition is made, against serving idle, in one run.
 * Goal (issue 15): ≥ 80 % of the idle Range and list throughput while the rendition runs.
 *
 *   node scripts/run-ts.js bench/transcode-serving.bench.ts [--seconds=5] [--source=25] [--rounds=3]
 *
 * Against the real app server (renditions off, so nothing but the bench transcodes),
 * three loads of `--seconds` each, 50 raw keep-alive connections (raw-load.ts):
 * 1 MB ranges across a stored 1080p video, the 100-byte ranges a player asks
 * first, and the event list (`GET /api/events`, 100 events). They run:
 * - idle;
 * - during a 1080p rendition of that same video made by the app's own RenditionMaker
 *   (the container's, at the configured RENDITION_NICE and RENDITION_THREADS);
 * - during one made with the settings before issue 15 (nice 0, ffmpeg's own threads).
 * The source (`--source` seconds of testsrc2, 1080p30) is made by ffmpeg first;
 * renditions are started back to back so one is always running while measured.
 * The three phases run `--rounds` times, interleaved in a rotating order; each
 * figure is the median of its rounds, with their range beside it.
 *
 * CPU: server and generator are the event-loop busy shares (cpu-share.ts: wall time
 * the loop was not idle, which includes time spent waiting for a core); the cores
 * actually used by ffmpeg (its processes, from /proc) and by the bench process
 * (server and generator threads, process.cpuUsage); machine is the busy share of
 * every core (os.cpus: it shows what else the machine was doing).
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../infrastructure/config';
import { startServer } from '../api/server';
import { EventCommands } from '../application/catalogue/event-commands';
import { VideoCommands } from '../application/catalogue/video-commands';
import { loadStream } from '../application/command-handling';
import type { RenditionMaker, VideoProbe } from '../application/ports/services';
import { TOKENS } from '../application/tokens';
import { videoDecider, videoStream } from '../domain/video/video';
import { FfmpegRenditionMaker } from '../infrastructure/media/ffmpeg-rendition-maker';
import { ffmpegPath } from '../infrastructure/media/ffprobe';
import { type CpuShares, formatShares } from './cpu-share';
import { rawLoad, type RawLoadResult, type RawRequest } from './raw-load';

const CONNECTIONS = 50;
const MB = 1024 * 1024;
const TICK = 100; // clock ticks per second in /proc/<pid>/stat (USER_HZ on Linux)

interface Load { name: string; requests: RawRequest[] }
interface Measured { result: RawLoadResult; ffmpegCores: number; benchCores: number; machineBusy: number }

/** `seconds` of 1080p30 testsrc2 with a tone, H.264/AAC at about 8 Mbit/s. */
function makeSource(ffmpeg: string, dir: string, seconds: number): string {
  const file = path.join(dir, 'source-1080p.mp4');
  execFileSync(ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30',
    '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast',
    '-b:v', '8M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-shortest', file,
  ]);
  return file;
}

/** This process's ffmpeg children (the renditions) and the CPU ticks each has used. */
function ffmpegChildren(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields from the state on: ppid is the 2nd, utime and stime the 12th and 13th
      if (comm === 'ffmpeg' && Number(fields[1]) === process.pid) found.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

const cpuTimes = () => os.cpus().reduce((t, c) => {
  const busy = c.times.user + c.times.nice + c.times.sys + c.times.irq;
  return { busy: t.busy + busy, all: t.all + busy + c.times.idle };
}, { busy: 0, all: 0 });

/** Samples ffmpeg's CPU while a load runs: the ticks each ffmpeg used from its first to its last sighting. */
async function measure(port: number, load: Load, seconds: number): Promise<Measured> {
  const seen = new Map<number, { first: number; last: number }>();
  const sample = () => {
    for (const [pid, ticks] of ffmpegChildren()) {
      const s = seen.get(pid);
      if (s) s.last = ticks;
      else seen.set(pid, { first: ticks, last: ticks });
    }
  };
  sample();
  const timer = setInterval(sample, 250);
  const cpu0 = cpuTimes();
  const own0 = process.cpuUsage();
  const started = process.hrtime.bigint();
  const result = await rawLoad(port, Array.from({ length: CONNECTIONS }, (_, i) => [...load.requests.slice(i % load.requests.length), ...load.requests.slice(0, i % load.requests.length)]), seconds);
  clearInterval(timer);
  sample();
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu1 = cpuTimes();
  const own = process.cpuUsage(own0);
  if (result.non2xx + result.errors > 0) throw new Error(`${load.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const ticks = [...seen.values()].reduce((sum, s) => sum + s.last - s.first, 0);
  return { result, ffmpegCores: ticks / TICK / wall, benchCores: (own.user + own.system) / 1e6 / wall, machineBusy: (cpu1.busy - cpu0.busy) / (cpu1.all - cpu0.all) };
}

/** Renditions of the source made back to back until stopped (the one under way is killed). */
function renditionsRunning(maker: RenditionMaker, sourceKey: string): { started: Promise<void>; stop(): Promise<number> } {
  let stopping = false;
  let made = 0;
  const loop = (async () => {
    for (let i = 0; !stopping; i++) {
      try {
        await maker.make(sourceKey, `bench/rendition-${Date.now()}-${i}.mp4`, 1080, () => undefined);
        made++;
      } catch (err) {
        if (!stopping) throw err;
      }
    }
  })();
  // measured from when ffmpeg is encoding: the source's copy and probe come first
  const started = (async () => {
    while (ffmpegChildren().size === 0) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));
  })();
  return {
    started,
    async stop() {
      stopping = true;
      let ended = false;
      const done = loop.finally(() => { ended = true; });
      // a rendition may still be copying its source: its ffmpeg is killed as soon as it starts
      while (!ended) {
        for (const pid of ffmpegChildren().keys()) process.kill(pid, 'SIGKILL');
        await Promise.race([done, new Promise((r) => setTimeout(r, 100))]);
      }
      await done;
      return made;
    },
  };
}

export interface PhaseResult {
  name: string;
  /** per load, one measurement per round */
  measured: Record<string, Measured[]>;
  /** renditions that finished while measured, over all rounds */
  renditionsDone?: number;
}

export interface TranscodeServingResult {
  phases: PhaseResult[];
  settings: string;
  source: { seconds: number; mb: number };
  rounds: number;
}

export async function runTranscodeServingBench(seconds = 5, sourceSeconds = 25, rounds = 3): Promise<TranscodeServingResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development', RENDITIONS: 'off',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
    ...(process.env.FFMPEG_PATH ? { FFMPEG_PATH: process.env.FFMPEG_PATH } : {}),
  });
  const app = await startServer(config);
  try {
    const ffmpeg = ffmpegPath(config.FFMPEG_PATH);
    const file = makeSource(ffmpeg, dataDir, sourceSeconds);
    const size = statSync(file).size;
    const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
    const events = app.deps.get(EventCommands);
    let eventId = '';
    for (let i = 0; i < 100; i++) {
      const made = await events.create({ title: `Transcode Night ${i}`, description: `Card number ${i}`, eventDate: null }, null, ctx);
      if (i === 0) eventId = made.eventId;
    }
    const { videoId, position } = await app.deps.get(VideoCommands).upload({
      title: 'Full HD', description: '', eventId, battlerAName: 'Encode A', battlerBName: 'Encode B', isMainEvent: true, requiresAuth: false,
    }, { path: file, size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file) }, null, ctx);
    await app.deps.runner.waitFor(position);
    const { fileKey } = (await loadStream(app.deps.events, videoStream(videoId), videoDecider)).state;

    const media = `/media/videos/${videoId}`;
    const slots = Math.floor(size / MB) - 1;
    if (slots < 4) throw new Error(`the source is ${size} bytes: too small for 1 MB ranges`);
    const spread = (length: number) => Array.from({ length: 64 }, (_, i) => {
      const start = length === MB ? ((i * 7919) % slots) * MB : (i * 104_729) % (size - length);
      return { method: 'GET' as const, path: media, headers: { range: `bytes=${start}-${start + length - 1}` } };
    });
    const loads: Load[] = [
      { name: '1 MB ranges', requests: spread(MB) },
      { name: '100-byte ranges', requests: spread(100) },
      { name: 'GET /api/events', requests: [{ method: 'GET', path: '/api/events', headers: {} }] },
    ];
    const phase = async (into: PhaseResult) => {
      for (const load of loads) (into.measured[load.name] ??= []).push(await measure(app.port, load, seconds));
    };
    const during = (maker: RenditionMaker) => async (into: PhaseResult) => {
      const running = renditionsRunning(maker, fileKey);
      try {
        await running.started;
        await phase(into);
      } finally {
        into.renditionsDone = (into.renditionsDone ?? 0) + await running.stop();
      }
    };

    // warm up (JIT, file cache, the list's read cache) with every load before measuring
    for (const load of loads) await measure(app.port, load, 2);
    const [blobs, probe] = [app.deps.blobs, app.deps.get<VideoProbe>(TOKENS.VideoProbe)];
    const before = new FfmpegRenditionMaker(ffmpeg, blobs, probe, path.join(dataDir, 'tmp'), { threads: null, nice: 0 });
    const phases: { result: PhaseResult; run: (into: PhaseResult) => Promise<void> }[] = [
      { result: { name: 'idle', measured: {} }, run: phase },
      { result: { name: 'during 1080p rendition, issue 15 settings', measured: {} }, run: during(app.deps.get<RenditionMaker>(TOKENS.RenditionMaker)) },
      { result: { name: 'during 1080p rendition, old settings (nice 0, ffmpeg threads)', measured: {} }, run: during(before) },
    ];
    // interleaved, each round in another order, so that the machine's drift falls on every phase alike
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < phases.length; i++) {
        const p = phases[(i + r) % phases.length];
        await p.run(p.result);
      }
    }
    return {
      phases: phases.map((p) => p.result),
      settings: `RENDITION_NICE=${config.RENDITION_NICE}, RENDITION_THREADS=${config.RENDITION_THREADS || 'ffmpeg\'s'}`,
      source: { seconds: sourceSeconds, mb: size / MB },
      rounds,
    };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const LOADS = ['1 MB ranges', '100-byte ranges', 'GET /api/events'];
const rate = (name: string, m: Measured) => (name === '1 MB ranges' ? m.result.bytesPerSec / MB : m.result.requestsPerSec);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function formatTranscodeServing(r: TranscodeServingResult): string {
  const idle = r.phases[0];
  const rates = (p: PhaseResult, load: string) => p.measured[load].map((m) => rate(load, m));
  const unit = (load: string) => (load === '1 MB ranges' ? 'MB/s' : 'req/s');
  const figure = (p: PhaseResult, load: string) => {
    const xs = rates(p, load);
    return `${median(xs).toFixed(0)} ${unit(load)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}), p99 ${median(p.measured[load].map((m) => m.result.p99))} ms`;
  };
  const cpu = (p: PhaseResult, load: string): CpuShares => ({
    server: mean(p.measured[load].map((m) => m.result.shares.server)),
    generator: mean(p.measured[load].map((m) => m.result.shares.generator)),
  });
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
  const rows: string[][] = [['phase (median of rounds, range)', ...LOADS]];
  for (const p of r.phases) {
    rows.push([p.name, ...LOADS.map((l) => figure(p, l))]);
    if (p !== idle) rows.push(['  share of idle (medians)', ...LOADS.map((l) => pct(median(rates(p, l)), median(rates(idle, l))))]);
    rows.push(['  CPU busy (mean)', ...LOADS.map((l) => formatShares(cpu(p, l), p === idle))]);
    const avg = (l: string, f: (m: Measured) => number) => mean(p.measured[l].map(f));
    rows.push(['  cores: ffmpeg · bench process · machine busy', ...LOADS.map((l) =>
      `${avg(l, (m) => m.ffmpegCores).toFixed(2)} · ${avg(l, (m) => m.benchCores).toFixed(2)} · ${(avg(l, (m) => m.machineBusy) * 100).toFixed(0)} %`)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((l) => l[i].length)));
  const made = r.phases.filter((p) => p.renditionsDone !== undefined).map((p) => `${p.renditionsDone} in "${p.name}"`).join(', ');
  return [
    `source: ${r.source.seconds} s of 1080p30 (${r.source.mb.toFixed(1)} MB); issue 15 settings: ${r.settings}; ${os.availableParallelism()} cores; ${r.rounds} rounds, interleaved`,
    ...rows.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')),
    `renditions finished while measured (one always running, the last one stopped): ${made}`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('transcode-serving.bench.ts')) {
  const arg = (name: string, d: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? d);
  runTranscodeServingBench(arg('seconds', 5), arg('source', 25), arg('rounds', 3)).then((r) => {
    process.stdout.write(`${formatTranscodeServing(r)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
