/**
 * A small closed-loop load generator for POST/PATCH calls that must differ per
 * request (each signed-in user's own cookie and body), which autocannon's worker
 * mode cannot vary. It runs in a worker thread (plain JS, so no TypeScript hook is
 * needed there) with keep-alive sockets: `connections` loops, each sending its next
 * request as soon as the previous one is answered.
 */
import { Worker } from 'node:worker_threads';
import { type CpuShares, startShares } from './cpu-share';

export interface PostRequest {
  method: 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface PostLoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** server (main-thread loop) and generator (this worker's own loop) busy shares over the run; see cpu-share.ts */
  shares: CpuShares;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, connections, seconds, loops } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let non2xx = 0, errors = 0;
const end = Date.now() + seconds * 1000;
const elu0 = performance.eventLoopUtilization();
function send(r) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.path, agent,
      headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body) } }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(r.body);
  });
}
async function loop(list) {
  for (let i = 0; Date.now() < end; i = (i + 1) % list.length) await send(list[i]);
}
Promise.all(loops.map(loop)).then(() => {
  const busy = performance.eventLoopUtilization(elu0).utilization; // this thread's busy share
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10 : 0;
  parentPort.postMessage({ requestsPerSec: latencies.length / seconds, p50: at(0.5), p99: at(0.99), non2xx, errors, busy });
  agent.destroy();
});
`;

/** Each of `loops` is one connection's own cycle of requests. */
export function postLoad(port: number, loops: PostRequest[][], seconds: number): Promise<PostLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { port, connections: loops.length, seconds, loops } });
    const window = startShares();
    worker.once('message', ({ busy, ...m }: Omit<PostLoadResult, 'shares'> & { busy: number }) => {
      resolve({ ...m, shares: window.stop(busy) });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
