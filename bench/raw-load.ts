/**
 * A raw keep-alive HTTP/1.1 load generator in a worker thread: each connection is
 * one `net` socket that writes its next prepared request's bytes as soon as the
 * previous response is complete (closed loop, no pipelining), parsing only the
 * status line, `Content-Length` and chunked framing. Much cheaper per request than
 * `http.request` or autocannon, so a bare node:http server, not the generator, sets
 * the baseline's figure. Plain JS in the worker, so no TypeScript hook is needed.
 *
 * With `rate` (requests per second over all connections) it is paced instead, as
 * wrk2 is: each connection sends on its own schedule, and a request's latency runs
 * from when it was due, so a late answer also counts against the requests that had
 * to wait for it (no coordinated omission).
 */
import { Worker } from 'node:worker_threads';
import { type CpuShares, startShares } from './cpu-share';
import { procWindow } from './proc-cpu';

export interface RawRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RawLoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** bytes received (headers and bodies) per second */
  bytesPerSec: number;
  /** server (main-thread loop) and generator (this worker's own loop) busy shares over the run; see cpu-share.ts */
  shares: CpuShares;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { port, seconds, loops, rate } = workerData;
// ms between one connection's requests when paced
const interval = rate > 0 ? (loops.length * 1000) / rate : 0;
const CRLF2 = Buffer.from('\\r\\n\\r\\n');
const latencies = [];
let non2xx = 0, errors = 0, open = loops.length, finished = false;
const elu0 = performance.eventLoopUtilization();
const end = Date.now() + seconds * 1000;

const EMPTY = Buffer.alloc(0);
let bytes = 0;

// where a chunked body that starts at index at in buf ends, or -1 while it is incomplete
function chunkedEnd(buf, at) {
  for (;;) {
    const line = buf.indexOf('\\r\\n', at, 'latin1');
    if (line < 0) return -1;
    if (parseInt(buf.toString('latin1', at, line), 16) === 0) {
      const last = buf.indexOf(CRLF2, line); // the last chunk's line, then any trailers
      return last < 0 ? -1 : last + 4;
    }
    at = line + 2 + parseInt(buf.toString('latin1', at, line), 16) + 2;
    if (buf.length < at) return -1;
  }
}

function connection(requests, index) {
  let i = 0, buf = null, bodyLeft = 0, status = 0, started = 0, socket, ended = false;
  // paced: this connection's next due time, staggered across connections
  let due = performance.now() + (interval * index) / loops.length;
  const write = () => {
    if (ended) return;
    socket.write(requests[i]);
    i = (i + 1) % requests.length;
  };
  const send = () => {
    if (interval === 0) {
      started = performance.now();
      return write();
    }
    started = due;
    due += interval;
    const wait = started - performance.now();
    if (wait > 0) setTimeout(write, wait);
    else write();
  };
  const done = () => {
    if (ended) return;
    ended = true;
    socket.destroy();
    if (--open === 0) finish();
  };
  // one response is complete: true when this connection has finished
  const complete = () => {
    latencies.push(performance.now() - started);
    if (status < 200 || status >= 300) non2xx++;
    if (Date.now() >= end) { done(); return true; }
    send();
    return false;
  };
  const onData = (chunk) => {
    bytes += chunk.length;
    while (chunk.length) {
      if (bodyLeft > 0) { // a Content-Length body is counted, not kept
        const take = Math.min(bodyLeft, chunk.length);
        bodyLeft -= take;
        chunk = chunk.subarray(take);
        if (bodyLeft === 0 && complete()) return;
        continue;
      }
      buf = buf && buf.length ? Buffer.concat([buf, chunk]) : chunk;
      chunk = EMPTY;
      const head = buf.indexOf(CRLF2);
      if (head < 0) return;
      status = Number(buf.toString('latin1', 9, 12));
      const text = buf.toString('latin1', 0, head);
      const length = /\\r\\ncontent-length:[ \\t]*(\\d+)/i.exec(text);
      let bodyAt = head + 4;
      if (length) {
        bodyLeft = Number(length[1]);
      } else if (/\\r\\ntransfer-encoding:[ \\t]*chunked/i.test(text)) {
        bodyAt = chunkedEnd(buf, bodyAt);
        if (bodyAt < 0) return; // keep buf until the last chunk is in
      } // else 204, 304: no body
      chunk = buf.subarray(bodyAt);
      buf = null;
      if (bodyLeft === 0 && complete()) return;
    }
  };
  const connect = () => {
    buf = null;
    bodyLeft = 0;
    socket = net.connect(port, '127.0.0.1', send);
    socket.setNoDelay(true);
    socket.on('data', onData);
    socket.on('error', () => { errors++; });
    socket.on('close', () => {
      if (ended || finished) return;
      if (Date.now() >= end) return done();
      connect(); // the server closed the connection: open another
    });
  };
  connect();
}

function finish() {
  if (finished) return;
  finished = true;
  const busy = performance.eventLoopUtilization(elu0).utilization; // this thread's busy share
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10 : 0;
  parentPort.postMessage({ requestsPerSec: latencies.length / seconds, p50: at(0.5), p99: at(0.99), non2xx, errors, bytesPerSec: bytes / seconds, busy });
}

loops.forEach((requests, index) => connection(requests.map((r) => Buffer.from(r)), index));
setTimeout(() => { errors += open; finish(); }, seconds * 1000 + 5000).unref();
`;

function requestBytes(port: number, r: RawRequest): string {
  const body = r.body ?? '';
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...r.headers };
  if (r.body !== undefined || r.method !== 'GET') headers['content-length'] = String(Buffer.byteLength(body));
  return `${r.method} ${r.path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`;
}

/**
 * Each of `loops` is one connection's own cycle of requests; `rate` > 0 paces them
 * (requests/s in all). `serverPid`: a server in another process, whose CPU share and
 * this process's (the generator's) are then read from /proc, as wrk.ts does.
 */
export function rawLoad(port: number, loops: RawRequest[][], seconds: number, rate = 0, serverPid?: number): Promise<RawLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { port, seconds, rate, loops: loops.map((l) => l.map((r) => requestBytes(port, r))) } });
    const window = startShares();
    const procs = serverPid === undefined ? null : procWindow([serverPid, process.pid]);
    worker.once('message', ({ busy, ...m }: Omit<RawLoadResult, 'shares'> & { busy: number }) => {
      let shares = window.stop(busy);
      if (procs) {
        const [server, generator] = procs.stop();
        shares = { server, generator, serverWaited: procs.waited()[0] };
      }
      resolve({ ...m, shares });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
