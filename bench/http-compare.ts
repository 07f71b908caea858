/**
 * Measures one HTTP endpoint of the app against a bare `node:http` server that
 * answers the same bytes, with the same load generator (autocannon, in a worker
 * thread) in the same run, and prints both side by side.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type CpuShares, formatShares, startShares } from './cpu-share';

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** server (main-thread loop) and generator (autocannon's worker thread) busy shares over the run; see cpu-share.ts */
  shares: CpuShares;
}

export interface Comparison {
  name: string;
  app: LoadResult;
  bare: LoadResult;
}

export async function load(url: string, options: { connections: number; seconds: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string }): Promise<LoadResult> {
  const window = startShares();
  const result = await autocannon({
    url, connections: options.connections, duration: options.seconds, headers: options.headers,
    method: options.method ?? 'GET', body: options.body, workers: 1,
  });
  return {
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    shares: window.stop(),
  };
}

/**
 * A bare server that answers every request with these bytes, prepared once (and
 * gzipped once, sent to clients that accept gzip): the strongest baseline.
 */
export function bareServer(body: string, contentType = 'application/json; charset=utf-8'): Promise<{ url: string; close(): Promise<void> }> {
  const bytes = Buffer.from(body);
  const gzipped = gzipSync(bytes);
  const server = http.createServer((req, res) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const out = gzip ? gzipped : bytes;
    res.writeHead(200, {
      'Content-Type': contentType, 'Content-Length': out.length, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(out);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

export function formatComparisons(rows: Comparison[]): string {
  const head = ['endpoint', 'side', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'app/bare', 'CPU busy'];
  const lines = [head];
  for (const r of rows) {
    lines.push([r.name, 'app', r.app.requestsPerSec.toFixed(0), String(r.app.p50), String(r.app.p99), String(r.app.non2xx + r.app.errors),
      `${((r.app.requestsPerSec / r.bare.requestsPerSec) * 100).toFixed(1)} %`, formatShares(r.app.shares, false)]);
    lines.push(['', 'bare node:http', r.bare.requestsPerSec.toFixed(0), String(r.bare.p50), String(r.bare.p99), String(r.bare.non2xx + r.bare.errors), '',
      formatShares(r.bare.shares, true)]);
  }
  const widths = head.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) => l.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}
