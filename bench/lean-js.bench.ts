/**
 * The lean path's own JavaScript on a kept read, without a socket: `LeanDispatch.handle`
 * for GET /api/events/{id}/videos (gzip) against a bare handler that sends the same kept bytes
 * with the same headers, both on a stub response whose writeHead and end only count, in
 * alternating rounds of the same loop. What is left of a request (Node's HTTP code and the
 * kernel) is the same for both and is not here: `catalogue-reads.bench.ts` measures the whole.
 *
 *   node scripts/run-ts.js bench/lean-js.bench.ts [--requests=1000000] [--rounds=5]
 */
import 'reflect-metadata';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { Registry } from 'prom-client';
import { battlersRoutes } from '../api/features/catalogue/battlers.router';
import { eventsRoutes } from '../api/features/catalogue/events.router';
import type { ApiDeps } from '../api/http/deps';
import { Edge } from '../api/http/edge';
import { LeanDispatch } from '../api/http/lean';
import { ReadCache } from '../api/http/read-cache';
import { createRateLimits } from '../api/http/rate-limits';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { FastHistogram } from '../infrastructure/metrics/fast-histogram';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { median } from './median';

const option = (name: string, fallback: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);

/** An event's twelve videos, about the size of the catalogue bench's. */
const videos = Array.from({ length: 12 }, (_, i) => ({ id: `v${i}`, title: `Bout ${i}`, description: 'A battle on the card. '.repeat(20) }));
const URL_PATH = '/api/events/afaf4464-4a0d-4040-ab43-21bcae3d8492/videos';

let sink = 0;
/** writeHead and end that only count what they are given */
const stub = {
  statusCode: 200, headersSent: false,
  writeHead(_status: number, head: readonly string[]) { sink += head.length; },
  end(body: Buffer) { sink += body.length; },
  setHeader() {},
} as unknown as ServerResponse;
const request = () => ({ method: 'GET', url: URL_PATH, headers: { host: '127.0.0.1', 'accept-encoding': 'gzip' } }) as unknown as IncomingMessage;

async function main(): Promise<void> {
  const [requests, rounds] = [option('requests', 1_000_000), option('rounds', 5)];
  const catalogue = { event: async () => ({ id: 'e' }), eventVideos: async () => videos, listEvents: async () => [], battlersWithStats: async () => [] };
  const deps = { get: (s: unknown) => (s === CatalogueQueries ? catalogue : {}), config: { DATA_DIR: '/tmp' }, limits: createRateLimits(), runner: {} } as unknown as ApiDeps;
  // as the server runs it: metrics on, logging off
  const timer = new FastHistogram('http_request_duration_seconds', 'bench', ['method', 'route', 'status', 'lean'] as const, [0.005, 0.01, 0.05, 0.1, 0.5, 1], new Registry());
  const edge = new Edge(pino({ level: 'silent' }), false, timer);
  const cache = new ReadCache(new MemoryReadStore());
  const lean = new LeanDispatch([...eventsRoutes(deps), ...battlersRoutes(deps)], {
    edge, cache, sessions: {} as never, userById: async () => null, clientIp: () => '127.0.0.1', clock: { now: () => new Date() },
  });
  lean.handle(request(), stub);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const entry = cache.get(URL_PATH);
  if (!entry?.gzipped || !entry.raw.gzip) throw new Error('the read was not kept');
  // the bare side: what bench/bare-server.js does with the app's headers
  const head = [...edge.raw, ...entry.raw.gzip];
  let id = 0;
  const bare = (req: IncomingMessage, res: ServerResponse) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, [...head, 'X-Request-Id', String(id++)]);
    res.end(gzip ? entry.gzipped : entry.body);
  };
  // each side's CPU time over its wall time: a share well below 100 % means the machine took the core away
  const shares = { lean: [] as number[], bare: [] as number[] };
  const time = (side: 'lean' | 'bare', handle: (req: IncomingMessage, res: ServerResponse) => unknown) => {
    const [started, cpu] = [process.hrtime.bigint(), process.cpuUsage()];
    for (let i = 0; i < requests; i++) handle(request(), stub);
    const wallNs = Number(process.hrtime.bigint() - started);
    const used = process.cpuUsage(cpu);
    shares[side].push(((used.user + used.system) * 1000) / wallNs);
    return wallNs / requests;
  };
  const leanNs: number[] = [];
  const bareNs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    leanNs.push(time('lean', (req, res) => lean.handle(req, res)));
    bareNs.push(time('bare', bare));
  }
  const cpu = (side: 'lean' | 'bare') => `CPU ${shares[side].map((x) => `${Math.round(x * 100)} %`).join(', ')} of wall (one thread, no load generator)`;
  const f = (ns: number[], side: 'lean' | 'bare') => `${median(ns).toFixed(0)} ns (${ns.map((n) => n.toFixed(0)).join(', ')}) · ${cpu(side)}`;
  process.stdout.write(`kept read GET ${URL_PATH} gzip, ${requests} requests a round, median of ${rounds} rounds (each round's):\n`);
  process.stdout.write(`  lean path (LeanDispatch.handle, metrics on)  ${f(leanNs, 'lean')}\n`);
  process.stdout.write(`  bare handler, the same headers               ${f(bareNs, 'bare')}\n`);
  process.stdout.write(`  the lean path's own JavaScript: ${(median(leanNs) - median(bareNs)).toFixed(0)} ns a request more than bare (${lean.served.reads} served lean; check ${sink > 0})\n`);
}

main().then(() => process.exit(0), (err: Error) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
