/**
 * Measures one HTTP endpoint of the app against a bare `node:http` server that
 * answers the same bytes, with the same load generator in the same run, and prints
 * both side by side, with both sides' CPU busy shares (cpu-share.ts). The generator
 * is the raw keep-alive client of raw-load.ts (a worker thread writing prepared
 * request bytes); autocannon, its generator before, was itself at ~70 % or more of
 * a core at the bare server's rate, nearer the bottleneck than the server.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { type CpuShares, formatShares } from './cpu-share';
import { rawLoad } from './raw-load';

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** server (main-thread loop) and generator (raw-load's worker thread) busy shares over the run; see cpu-share.ts */
  shares: CpuShares;
}

export interface Comparison {
  name: string;
  app: LoadResult;
  bare: LoadResult;
}

export async function load(url: string, options: { connections: number; seconds: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string }): Promise<LoadResult> {
  const u = new URL(url);
  const request = { method: options.method ?? 'GET', path: `${u.pathname}${u.search}`, headers: options.headers ?? {}, body: options.body };
  return rawLoad(Number(u.port), Array.from({ length: options.connections }, () => [request]), options.seconds);
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
