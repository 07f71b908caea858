/**
 * A burst of concurrent sign-ins against the real server in its own process (api/main.ts),
 * once with the old hashing (scrypt N = 2^17, every hash at once on libuv's pool: the
 * baseline) and once with the new (argon2id m = 19 MiB, t = 2, p = 1, at most
 * PASSWORD_HASH_CONCURRENCY at once), in one run (issue 15). Per side:
 *   - the server's RSS idle, and its peak during the burst (/proc/<pid>/status: VmRSS
 *     sampled every 50 ms, and VmHWM, the kernel's own high-water mark);
 *   - the latency (p50, p99) of a 100-byte video Range request (a file read: it needs
 *     a libuv thread) and of the list read GET /api/events, idle and during the burst;
 *   - the sign-ins' answers (200, or 503 beyond the hash queue) and the burst's length;
 *   - both sides' CPU: the server process (all its threads, from /proc/<pid>/stat, so
 *     above 100 % is possible) and this process, the generator.
 *
 *   node scripts/run-ts.js bench/sign-in-burst.bench.ts [--signins=200] [--users=20] [--probes=40]
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../infrastructure/config';
import { startServer } from '../api/server';
import { EventCommands } from '../application/catalogue/event-commands';
import { VideoCommands } from '../application/catalogue/video-commands';
import { testVideo } from '../test/fixtures/videos';

const ROOT = path.resolve(__dirname, '..');
const TICKS_PER_SECOND = 100;

interface SideSpec {
  name: string;
  env: Record<string, string>;
}

export const SIDES: SideSpec[] = [
  { name: 'baseline: scrypt N=2^17, unbounded', env: { PASSWORD_HASH: 'scrypt', PASSWORD_HASH_CONCURRENCY: '0' } },
  { name: 'argon2id m=19 MiB t=2 p=1, 2 at once', env: { PASSWORD_HASH: 'argon2id' } },
];

interface Latencies {
  p50: number;
  p99: number;
  n: number;
}

export interface SideResult {
  name: string;
  ok: number;
  busy: number;
  other: number;
  burstMs: number;
  idleRssMB: number;
  peakRssMB: number;
  hwmMB: number;
  rangeIdle: Latencies;
  rangeBurst: Latencies;
  listIdle: Latencies;
  listBurst: Latencies;
  serverCpu: number;
  generatorCpu: number;
}

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

/** The event and the public video the probes read, written before the server process starts. */
async function seed(dataDir: string): Promise<string> {
  const app = await startServer(loadConfig({ ...baseEnv(dataDir), PORT: '0' }));
  try {
    const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
    const { eventId } = await app.deps.get(EventCommands).create({ title: 'Sign-in Burst Night', description: '', eventDate: null }, null, ctx);
    const file = path.join(dataDir, 'clip.mp4');
    writeFileSync(file, testVideo(1));
    const { videoId, position } = await app.deps.get(VideoCommands).upload({
      title: 'Burst Bout', description: '', eventId, battlerAName: 'Burst A', battlerBName: 'Burst B', isMainEvent: true, requiresAuth: false,
    }, { path: file, size: statSync(file).size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file) }, null, ctx);
    await app.deps.runner.waitFor(position);
    return videoId;
  } finally {
    await app.stop();
  }
}

const baseEnv = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development', RENDITIONS: 'off',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
  // the limits are not what is measured: every sign-in here is a success from one address
  RATE_LIMIT_FACTOR: '100000',
});

async function startChild(dataDir: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn('node', ['scripts/run-ts.js', 'api/main.ts'], {
    cwd: ROOT, env: { ...process.env, ...baseEnv(dataDir), ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await call(port, 'GET', '/healthz').then((r) => r.status === 200, () => false);
    if (up) return { child, port };
    if (Date.now() > until) throw new Error('server did not start within 60 s');
    await sleep(200);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One request; `fresh` gives it its own connection (as 200 browsers would have). */
function call(port: number, method: 'GET' | 'POST', urlPath: string, options: { body?: unknown; headers?: Record<string, string>; fresh?: boolean } = {}) {
  return new Promise<{ status: number; ms: number; cookie: string }>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const started = performance.now();
    const req = http.request({
      host: '127.0.0.1', port, method, path: urlPath, agent: options.fresh ? false : keepAlive,
      headers: { ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}), ...options.headers },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({
        status: res.statusCode ?? 0, ms: performance.now() - started, cookie: String(res.headers['set-cookie'] ?? '').split(';')[0],
      }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function percentiles(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
  return { p50: at(0.5), p99: at(0.99), n: sorted.length };
}

/** kB figures from /proc/<pid>/status. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The process's CPU seconds so far, all threads (utime + stime). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Range and list reads one after the other while `running()` (or `count` times), each timed. */
async function probe(port: number, videoId: string, running: () => boolean, count = Infinity) {
  const range: number[] = [];
  const list: number[] = [];
  for (let i = 0; i < count && running(); i++) {
    const r = await call(port, 'GET', `/media/videos/${videoId}`, { headers: { range: 'bytes=0-99' } });
    if (r.status !== 206) throw new Error(`Range answered ${r.status}`);
    range.push(r.ms);
    const l = await call(port, 'GET', '/api/events');
    if (l.status !== 200) throw new Error(`list answered ${l.status}`);
    list.push(l.ms);
  }
  return { range, list };
}

async function runSide(spec: SideSpec, signIns: number, users: number, probes: number): Promise<SideResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-signin-'));
  const videoId = await seed(dataDir);
  const { child, port } = await startChild(dataDir, spec.env);
  const pid = child.pid!;
  try {
    const accounts = Array.from({ length: users }, (_, i) => ({ username: `burst_${i}`, password: `burst-password-${i}` }));
    // a few at a time: the old hasher's registrations are what is measured next, not here
    for (let i = 0; i < accounts.length; i += 4) {
      await Promise.all(accounts.slice(i, i + 4).map(async (a) => {
        const res = await call(port, 'POST', '/api/register', { body: { ...a, email: `${a.username}@example.com`, firstName: 'B', lastName: 'U' } });
        if (res.status !== 201) throw new Error(`register answered ${res.status}`);
      }));
    }
    // warm: JIT, the list's kept answer, the file cache
    await probe(port, videoId, () => true, 10);
    await sleep(500);
    const idle = await probe(port, videoId, () => true, probes);
    const idleRss = memory(pid).rss;

    let running = true;
    let peakRss = idleRss;
    const sampler = setInterval(() => { peakRss = Math.max(peakRss, memory(pid).rss); }, 50);
    const cpu0 = cpuSeconds(pid);
    const gen0 = process.cpuUsage();
    const started = performance.now();
    const burst = Promise.all(Array.from({ length: signIns }, (_, i) =>
      call(port, 'POST', '/api/login', { body: accounts[i % users], fresh: true }).then((r) => r.status)));
    const during = probe(port, videoId, () => running);
    const statuses = await burst;
    const burstMs = performance.now() - started;
    running = false;
    const { range, list } = await during;
    const serverCpu = (cpuSeconds(pid) - cpu0) / (burstMs / 1000);
    const gen = process.cpuUsage(gen0);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, memory(pid).rss);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    return {
      name: spec.name, ok: count(200), busy: count(503), other: statuses.length - count(200) - count(503), burstMs,
      idleRssMB: idleRss / 1024, peakRssMB: peakRss / 1024, hwmMB: memory(pid).hwm / 1024,
      rangeIdle: percentiles(idle.range), rangeBurst: percentiles(range), listIdle: percentiles(idle.list), listBurst: percentiles(list),
      serverCpu, generatorCpu: (gen.user + gen.system) / 1e6 / (burstMs / 1000),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSignInBurstBench(signIns = 200, users = 20, probes = 40): Promise<SideResult[]> {
  const results: SideResult[] = [];
  for (const side of SIDES) results.push(await runSide(side, signIns, users, probes));
  return results;
}

export function formatSignInBurst(results: SideResult[], signIns: number): string {
  const ms = (l: Latencies) => `${l.p50.toFixed(1)} / ${l.p99.toFixed(1)} (${l.n})`;
  const header = ['side', `${signIns} sign-ins: 200 / 503 / other`, 'burst s', 'RSS idle MB', 'RSS peak MB (VmHWM)',
    'Range p50/p99 ms idle', 'Range p50/p99 ms burst', 'list p50/p99 ms idle', 'list p50/p99 ms burst', 'CPU server · generator'];
  const rows = [header, ...results.map((r) => [
    r.name, `${r.ok} / ${r.busy} / ${r.other}`, (r.burstMs / 1000).toFixed(2), r.idleRssMB.toFixed(0),
    `${r.peakRssMB.toFixed(0)} (${r.hwmMB.toFixed(0)})`, ms(r.rangeIdle), ms(r.rangeBurst), ms(r.listIdle), ms(r.listBurst),
    `${(r.serverCpu * 100).toFixed(0)} % · ${(r.generatorCpu * 100).toFixed(0)} %`,
  ])];
  // one line per column: the table is wider than a terminal otherwise
  return header.map((title, c) => `${title.padEnd(34)}${rows.slice(1).map((row) => row[c].padEnd(40)).join('')}`).join('\n');
}

if (process.argv[1]?.endsWith('sign-in-burst.bench.ts')) {
  const arg = (name: string, d: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? d);
  const signIns = arg('signins', 200);
  runSignInBurstBench(signIns, arg('users', 20), arg('probes', 40)).then((r) => {
    process.stdout.write(`${formatSignInBurst(r, signIns)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
