/**
 * The HTTP benches' load generator: Debian's `wrk` (C, epoll, keep-alive), run as
 * its own process against a server in another process (bench/child.ts), so neither
 * side's figure is capped by sharing a process or a thread with the other.
 *
 * Per-request variation (each signed-in user's cookie, bodies) is a Lua script whose
 * `request()` hands out prepared raw requests round robin. The requests are read
 * from a side file (a line of byte lengths, then the bytes), so no escaping is
 * needed and the script stays small. No `response()` callback: it would make wrk
 * parse every answer's headers into Lua, costing the generator more than the
 * servers' cheapest answers. `done()` prints one JSON line the bench reads.
 *
 * Both processes' CPU shares (bench/proc-cpu.ts) are sampled over the middle of
 * the run, away from connecting and closing.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RawLoadResult, RawRequest } from './raw-load';
import { procWindow } from './proc-cpu';

/** The same request and result shapes as the in-process generator's, so a bench can use either. */
export type WrkRequest = RawRequest;
export type WrkResult = RawLoadResult;

let checked = false;

/** wrk's path; installs Debian's package when it is missing, and says so. */
export function ensureWrk(): string {
  const known = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));
  if (known) return known;
  if (!checked) {
    checked = true;
    process.stderr.write('wrk is missing: running bench/setup.sh (apt-get install -y wrk)\n');
    execFileSync('sh', [path.join(__dirname, 'setup.sh')], { stdio: 'inherit' });
  }
  const found = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));
  if (!found) throw new Error('wrk could not be installed: run bench/setup.sh');
  return found;
}

function requestBytes(port: number, r: WrkRequest): Buffer {
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...r.headers };
  if (r.body !== undefined || r.method !== 'GET') headers['content-length'] = String(Buffer.byteLength(r.body ?? ''));
  const head = `${r.method} ${r.path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(r.body ?? '')]);
}

const SCRIPT = (dataFile: string) => `
local reqs = {}
do
  local f = assert(io.open(${JSON.stringify(dataFile)}, "rb"))
  local lengths = f:read("*l")
  for len in lengths:gmatch("%d+") do reqs[#reqs + 1] = f:read(tonumber(len)) end
  f:close()
end
local n = #reqs
local i = 0
local threads = 0

function setup(thread)
  thread:set("first", threads)
  threads = threads + 1
end

function init(args)
  -- each thread starts elsewhere in the list, so two threads do not send one user's requests together
  i = ((first or 0) * 7919) % n
end

request = function()
  i = i % n + 1
  return reqs[i]
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n@@wrk {"requests":%d,"duration":%d,"bytes":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

export interface WrkOptions {
  /** the server under test's pid, for its CPU share */
  serverPid: number;
  connections: number;
  seconds: number;
  /** wrk threads (default 1: one core for the generator, one for the server on a 2-core machine) */
  threads?: number;
}

/**
 * Runs wrk against 127.0.0.1:port for `seconds`, cycling through `requests`
 * (in this order, across all connections).
 */
export async function wrkLoad(port: number, requests: WrkRequest[], options: WrkOptions): Promise<WrkResult> {
  const wrk = ensureWrk();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-wrk-'));
  try {
    const bytes = requests.map((r) => requestBytes(port, r));
    const dataFile = path.join(dir, 'requests.bin');
    writeFileSync(dataFile, Buffer.concat([Buffer.from(`${bytes.map((b) => b.length).join(',')}\n`), ...bytes]));
    const script = path.join(dir, 'requests.lua');
    writeFileSync(script, SCRIPT(dataFile));
    const threads = options.threads ?? 1;
    const child = spawn(wrk, ['-t', String(threads), '-c', String(options.connections), '-d', `${options.seconds}s`,
      '--timeout', '5s', '-s', script, `http://127.0.0.1:${port}/`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => { out += c; });
    child.stderr.setEncoding('utf8').on('data', (c: string) => { err += c; });
    const exited = new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
    // the middle of the run: after connecting, before the end
    const edge = Math.min(500, options.seconds * 100);
    await new Promise((r) => setTimeout(r, edge));
    const window = procWindow([options.serverPid, child.pid!]);
    await new Promise((r) => setTimeout(r, options.seconds * 1000 - 2 * edge));
    const [server, generator] = window.stop();
    const [serverWaited] = window.waited();
    const code = await exited;
    const line = /@@wrk (\{.*\})/.exec(out)?.[1];
    if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}): ${err || out}`);
    const s = JSON.parse(line) as Record<string, number>;
    const seconds = s.duration / 1e6;
    return {
      requestsPerSec: s.requests / seconds,
      p50: Math.round(s.p50 / 100) / 10,
      p99: Math.round(s.p99 / 100) / 10,
      non2xx: s.status,
      errors: s.connect + s.read + s.write + s.timeout,
      bytesPerSec: s.bytes / seconds,
      shares: { server, generator, generatorCores: threads, serverWaited },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
