/**
 * A chunked upload (10 MB chunks, 3 in flight) of a 500 MB video through the app,
 * against writing the same bytes with `fs` to the same disk, in one run. Goal (issue 12):
 * ≥ 50 % of the `fs` throughput, and the server's peak RSS under 250 MB.
 *
 *   node scripts/run-ts.js bench/chunked-upload.bench.ts [--mb=500]
 *
 * The server runs as production runs it (api/main.ts) in a child process, so its peak
 * RSS (VmHWM in /proc) is its own, not this client's. The client reads each chunk from
 * the file when it sends it (3 × 10 MB held) and writes the multipart framing by hand on
 * `node:http`. Two app figures: the chunks alone (the upload the admin waits for), and
 * through complete (which joins the chunk objects in blob storage, a copy on local disk, and probes
 * the joined file from its head and tail).
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { closeSync, createReadStream, createWriteStream, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UserCommands } from '../application/users/user-commands';
import { startServer } from '../api/server';
import { loadConfig } from '../infrastructure/config';
import { CHUNK_BYTES } from '../infrastructure/files/chunked-upload-store';
import { testVideo } from '../test/fixtures/videos';

const ROOT = path.resolve(__dirname, '..');
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

export interface ChunkedUploadResult {
  mb: number;
  fsMBps: number;
  chunksMBps: number;
  withCompleteMBps: number;
  /** the server's peak before the upload (start, sign-in) */
  idleRssMB: number;
  peakRssMB: number;
  /** this client's CPU over the chunks, as a share of one core: near 1 means the client set the figure */
  clientCpuShare: number;
  /** the server process's CPU over the chunks, as a share of one core (all its threads) */
  serverCpuShare: number;
}

const env = (dataDir: string) => ({
  DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', RENDITIONS: 'off',
  PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'), VIDEO_MAX_MB: '4096',
});

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

/** A real MP4 of `bytes` bytes: the test video and one 'free' box of filler, written in 10 MB steps. */
function writeVideo(file: string, bytes: number) {
  const head = testVideo();
  const fd = openSync(file, 'w');
  const box = Buffer.alloc(8);
  box.writeUInt32BE(bytes - head.length, 0);
  box.write('free', 4, 'latin1');
  writeSync(fd, head);
  writeSync(fd, box);
  const filler = Buffer.alloc(CHUNK_BYTES, 0x5a);
  for (let left = bytes - head.length - 8; left > 0; left -= filler.length) writeSync(fd, filler, 0, Math.min(left, filler.length));
  closeSync(fd);
}

function call(port: number, method: string, url: string, headers: Record<string, string>, body: Buffer[]) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const length = body.reduce((n, b) => n + b.length, 0);
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers: { ...headers, 'content-length': String(length) } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (p: Buffer) => parts.push(p));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString(), headers: res.headers }));
    });
    req.on('error', reject);
    for (const b of body) req.write(b);
    req.end();
  });
}

const peakRssMB = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** A process's user + system CPU so far, in ms (/proc/<pid>/stat fields 14 and 15, at Linux's 100 ticks a second). */
const processCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export async function runChunkedUploadBench(mb = arg('mb', 500)): Promise<ChunkedUploadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-chunked-'));
  const dataDir = path.join(dir, 'data');
  const source = path.join(dir, 'source.mp4');
  const bytes = mb * 1024 * 1024;
  writeVideo(source, bytes);
  try {
    // the baseline: the same bytes read and written with fs on the same disk
    const t0 = performance.now();
    await pipeline(createReadStream(source, { highWaterMark: 1024 * 1024 }), createWriteStream(path.join(dir, 'copy.mp4')));
    const fsMBps = mb / ((performance.now() - t0) / 1000);
    rmSync(path.join(dir, 'copy.mp4'));

    // an admin and an event, made in-process, then the server in its own process
    const setup = await startServer(loadConfig({ ...env(dataDir), PORT: '0' }));
    const sport = setup.port;
    const reg = await call(sport, 'POST', '/api/register', { 'content-type': 'application/json' }, [Buffer.from(JSON.stringify({
      username: 'benchadmin', email: 'bench@example.com', firstName: 'B', lastName: 'A', password: 'password123',
    }))]);
    const userId = JSON.parse(reg.body).id as string;
    const { position } = await setup.deps.get(UserCommands).changeRole({ id: 'cli', role: 'cli' }, userId, 'admin',
      { actorId: 'cli', correlationId: 'bench', at: new Date() });
    await setup.deps.runner.waitFor(position);
    await setup.stop();

    const port = await freePort();
    const child = spawn('node', ['scripts/run-ts.js', 'api/main.ts'], { cwd: ROOT, env: { ...process.env, ...env(dataDir), PORT: String(port) }, stdio: 'ignore' });
    try {
      for (let i = 0; ; i++) {
        const ok = await call(port, 'GET', '/healthz', {}, []).then((r) => r.status === 200, () => false);
        if (ok) break;
        if (i > 200) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      const login = await call(port, 'POST', '/api/login', { 'content-type': 'application/json' },
        [Buffer.from(JSON.stringify({ username: 'benchadmin', password: 'password123' }))]);
      const cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
      const json = { 'content-type': 'application/json', cookie };
      const ev = await call(port, 'POST', '/api/admin/events', json, [Buffer.from(JSON.stringify({ title: 'Bench Night' }))]);
      const eventId = JSON.parse(ev.body).id as string;

      const idleRssMB = peakRssMB(child.pid!);
      const uploadId = `bench_${process.pid}`;
      const totalChunks = Math.ceil(bytes / CHUNK_BYTES);
      const t1 = performance.now();
      const init = await call(port, 'POST', '/api/admin/videos/upload-chunked/init', json, [Buffer.from(JSON.stringify({
        uploadId, fileName: 'bench.mp4', fileSize: bytes, totalChunks, mimeType: 'video/mp4',
        metadata: { title: 'Bench', description: '', eventId, battlerAName: 'Bench A', battlerBName: 'Bench B', isMainEvent: false, requiresAuth: false },
      }))]);
      if (init.status !== 200) throw new Error(`init: ${init.status} ${init.body}`);

      const fd = openSync(source, 'r');
      const cpu0 = process.cpuUsage();
      const serverCpu0 = processCpuMs(child.pid!);
      let next = 0;
      const boundary = 'benchboundary';
      const sender = async () => {
        for (let i = next++; i < totalChunks; i = next++) {
          const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, bytes - i * CHUNK_BYTES));
          readSync(fd, chunk, 0, chunk.length, i * CHUNK_BYTES);
          const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
          const preamble = Buffer.from(field('uploadId', uploadId) + field('chunkIndex', String(i)) + field('totalChunks', String(totalChunks))
            + `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`);
          const res = await call(port, 'POST', '/api/admin/videos/upload-chunked/chunk',
            { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, [preamble, chunk, Buffer.from(`\r\n--${boundary}--\r\n`)]);
          if (res.status !== 200) throw new Error(`chunk ${i}: ${res.status} ${res.body}`);
        }
      };
      await Promise.all([sender(), sender(), sender()]);
      closeSync(fd);
      const chunksMBps = mb / ((performance.now() - t1) / 1000);
      const cpu = process.cpuUsage(cpu0);
      const clientCpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - t1);
      const serverCpuShare = (processCpuMs(child.pid!) - serverCpu0) / (performance.now() - t1);
      const done = await call(port, 'POST', '/api/admin/videos/upload-chunked/complete', json, [Buffer.from(JSON.stringify({ uploadId }))]);
      if (done.status !== 200) throw new Error(`complete: ${done.status} ${done.body}`);
      const withCompleteMBps = mb / ((performance.now() - t1) / 1000);
      return { mb, fsMBps, chunksMBps, withCompleteMBps, idleRssMB, peakRssMB: peakRssMB(child.pid!), clientCpuShare, serverCpuShare };
    } finally {
      child.kill('SIGKILL');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const formatChunkedUpload = (r: ChunkedUploadResult) => [
  `fs write of ${r.mb} MB (read + write, same disk)    ${r.fsMBps.toFixed(0)} MB/s`,
  `app chunked, 10 MB × 3, chunks only              ${r.chunksMBps.toFixed(0)} MB/s (${((r.chunksMBps / r.fsMBps) * 100).toFixed(0)} %, goal ≥ 50 %)`,
  `app chunked, through complete (join + probe)     ${r.withCompleteMBps.toFixed(0)} MB/s (${((r.withCompleteMBps / r.fsMBps) * 100).toFixed(0)} %)`,
  `CPU during the chunks                            server ${(r.serverCpuShare * 100).toFixed(0)} % · client ${(r.clientCpuShare * 100).toFixed(0)} % of a core`
    + (r.clientCpuShare >= 0.9 ? ' — client-bound: the ratio understates the app' : ''),
  `server peak RSS (VmHWM)                          ${r.peakRssMB.toFixed(0)} MB (goal < 250 MB; ${r.idleRssMB.toFixed(0)} MB before the upload)`,
].join('\n');

if (process.argv[1]?.endsWith('chunked-upload.bench.ts')) {
  runChunkedUploadBench().then((r) => {
    process.stdout.write(`${formatChunkedUpload(r)}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${(err as Error).stack ?? err}\n`);
    process.exit(1);
  });
}
