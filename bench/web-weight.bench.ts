/**
 * The web's weight (issue 15), on the built site with the demo content:
 *   - the JavaScript loaded before interaction on / and /events (every script the page
 *     requests until the network is quiet, lazy route chunks included), gzip bytes;
 *     goal ≤ 170 KB;
 *   - Lighthouse 12 on a simulated phone (its default mobile form factor and simulated
 *     throttling) for /, /events, /battlers and /sponsors: performance ≥ 95 and
 *     accessibility 100.
 * Baseline, in the same run: a bare `node:http` server answering one static page with
 * no script (the best this machine and Chromium can score: a low figure there means the
 * machine, not the site, set the scores). CPU shares: the server's event loop and
 * Chromium's processes over each audit.
 *
 *   - the main thread's blocking time observed in Chromium with a 4× slower CPU (bench/observed-blocking.ts):
 *     the figure to compare builds by, Lighthouse's simulated TBT moving too much between runs.
 *
 *   node scripts/run-ts.js bench/web-weight.bench.ts [--runs=1] [--loads=5] [--build] [--pages=/,/events] [--reports=dir] [--against=dist-dir]
 *
 * Builds web/dist when it is missing (or with --build). Chromium: CHROME_PATH, default
 * /usr/bin/chromium. --reports writes each audit's Lighthouse JSON there, for the details.
 * "bench process" is the server's event loop together with Lighthouse, which runs in it.
 * --against=<dist dir>: another web build (say the previous commit's, built with
 * `vite build --outDir`) measured in the same run, the same store and server, each
 * Lighthouse run and each observed load interleaved with this build's (bench/against-build.ts):
 * two builds compared in one window rather than across runs the machine may treat differently.
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { startServer } from '../api/server';
import { loadConfig } from '../infrastructure/config';
import { seedDemo } from '../scripts/seed-demo';
import { formatShares, type CpuShares } from './cpu-share';
import { againstBuild } from './against-build';
import { observedBlocking, type Blocking } from './observed-blocking';

const ROOT = path.resolve(__dirname, '..');
const WEB_DIST = path.join(ROOT, 'web', 'dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const JS_BUDGET_KB = 170;
export const PAGES = ['/', '/events', '/battlers', '/sponsors'] as const;
const BUDGET_PAGES = new Set(['/', '/events']);

interface Audit {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** scripts requested before the page went quiet, with their gzip size from web/dist */
  scripts: { file: string; gzip: number }[];
  /** the failed audits Lighthouse lists, for what to fix */
  flagged: string[];
  shares: CpuShares;
}

// Lighthouse and chrome-launcher are ES modules; this file is compiled to CommonJS,
// whose `import()` would become `require()`.
const importEsm = new Function('s', 'return import(s)') as <T>(s: string) => Promise<T>;

function buildIfNeeded(force: boolean): void {
  if (!force && existsSync(path.join(WEB_DIST, 'index.html'))) return;
  // production React whoever runs it (under Jest NODE_ENV is 'test', which Vite keeps: React's development build)
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

/** gzip -9 bytes of a built file, as the precompress plugin writes them (its .gz, else gzipped here). */
function gzipBytes(urlPath: string): number {
  const file = path.join(WEB_DIST, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** CPU seconds (user + system) of a process and its descendants, from /proc. */
function treeCpuSeconds(rootPid: number): number {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticks);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The bare baseline: one static page, no script, no data. */
async function bareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<meta name="description" content="A bare page: the baseline."><title>Baseline</title></head>'
    + '<body style="background:#0b0b0d;color:#f5f5f5;font-family:sans-serif"><main><h1>Baseline</h1><p>One static page with no script.</p></main></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Lhr {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number; title: string; details?: { items?: Record<string, unknown>[] } }>;
}

type RunLighthouse = (u: string, f: object) => Promise<{ lhr: Lhr }>;

async function audit(url: string, page: string, port: number, chromePid: number, lighthouse: RunLighthouse, reports?: string): Promise<Audit> {
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = treeCpuSeconds(chromePid);
  const t0 = Date.now();
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  let { lhr } = await lighthouse(url + page, flags);
  // a trace Lighthouse could not read (NO_NAVSTART, seen on a loaded machine) scores 0: run it again once
  if (lhr.runtimeError) ({ lhr } = await lighthouse(url + page, flags));
  const wall = (Date.now() - t0) / 1000;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${page === '/' ? 'home' : page.replace(/\W+/g, '-').replace(/^-/, '')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const shares = { server: performance.eventLoopUtilization(elu0).utilization, generator: Math.min(1, (treeCpuSeconds(chromePid) - cpu0) / wall / os.availableParallelism()) };
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items
    .filter((i) => i.resourceType === 'Script' && typeof i.url === 'string' && (i.url as string).startsWith(url))
    .map((i) => new URL(i.url as string).pathname)
    .map((file) => ({ file, gzip: gzipBytes(file) }));
  const flagged = Object.entries(lhr.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && ['binary', 'metricSavings', 'numeric'].includes(a.scoreDisplayMode))
    .map(([id]) => id);
  const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    page,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: n('first-contentful-paint'), lcpMs: n('largest-contentful-paint'), tbtMs: n('total-blocking-time'), cls: n('cumulative-layout-shift'),
    scripts, flagged, shares,
  };
}

/** The median run by performance score, so one noisy run does not set the figure. */
const median = (runs: Audit[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

interface Against { dir: string; site: Audit[]; blocking: Blocking[] }

export async function runWebWeightBench(options: { runs?: number; loads?: number; build?: boolean; pages?: readonly string[]; reports?: string; against?: string } = {}): Promise<{ site: Audit[]; baseline: Audit; blocking: Blocking[]; against?: Against }> {
  const runs = options.runs ?? 1;
  const pages = options.pages ?? PAGES;
  buildIfNeeded(options.build ?? false);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-web-weight-'));
  const config = loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST,
  });
  process.stdout.write('Seeding the demo content…\n');
  await seedDemo(config, pino({ level: 'warn' }), { seconds: 1 });
  const app = await startServer(config);
  const bare = await bareServer();
  const { launch } = await importEsm<{ launch: (o: object) => Promise<{ port: number; pid: number; kill(): void }> }>('chrome-launcher');
  const lighthouse = (await importEsm<{ default: (u: string, f: object) => Promise<{ lhr: Lhr }> }>('lighthouse')).default;
  const other = options.against ? await againstBuild(options.against, app) : null;
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const site: Audit[] = [];
    const otherSite: Audit[] = [];
    const url = `http://127.0.0.1:${app.port}`;
    for (const page of pages) {
      const each: Audit[] = [];
      const otherEach: Audit[] = [];
      for (let r = 0; r < runs; r++) {
        each.push(await audit(url, page, chrome.port, chrome.pid, lighthouse, options.reports));
        if (other) otherEach.push(await audit(other.url, page, chrome.port, chrome.pid, lighthouse));
      }
      site.push(median(each));
      if (other) otherSite.push(median(otherEach));
    }
    const base: Audit[] = [];
    for (let r = 0; r < runs; r++) base.push(await audit(bare.url, '/', chrome.port, chrome.pid, lighthouse));
    const loads = options.loads ?? 5;
    const blocking: Blocking[] = [];
    const otherBlocking: Blocking[] = [];
    if (loads > 0) {
      for (const page of pages) {
        blocking.push(...await observedBlocking(url, [page], loads, CHROME_PATH));
        if (other) otherBlocking.push(...await observedBlocking(other.url, [page], loads, CHROME_PATH));
      }
      blocking.push(...(await observedBlocking(bare.url, ['/'], loads, CHROME_PATH)).map((b) => ({ ...b, page: 'baseline' })));
    }
    const against = options.against ? { dir: options.against, site: otherSite, blocking: otherBlocking } : undefined;
    return { site, baseline: median(base), blocking, against };
  } finally {
    chrome.kill();
    await other?.close();
    await bare.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** marks the rows of the other build (--against) */
const ANOTHER = '′';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${Math.round(v)} ms`;

export function formatWebWeight({ site, baseline, blocking, against }: { site: Audit[]; baseline: Audit; blocking: Blocking[]; against?: Against }): string {
  const lines: string[] = [];
  lines.push(`Initial JavaScript (gzip -9, every script before the page went quiet); budget ≤ ${JS_BUDGET_KB} KB on / and /events`);
  for (const a of site.filter((s) => BUDGET_PAGES.has(s.page))) {
    const total = a.scripts.reduce((sum, s) => sum + s.gzip, 0);
    lines.push(`  ${a.page.padEnd(10)} ${kb(total).padStart(9)}  ${total <= JS_BUDGET_KB * 1024 ? 'within budget' : 'OVER BUDGET'}  (${a.scripts.length} chunks)`);
    for (const s of a.scripts) lines.push(`      ${kb(s.gzip).padStart(9)}  ${s.file}`);
  }
  lines.push('');
  lines.push('Lighthouse 12, simulated phone (goal: performance ≥ 95, accessibility 100)');
  lines.push('  page        perf  a11y      FCP      LCP      TBT    CLS  CPU shares');
  const row = (label: string, a: Audit, isBase: boolean) =>
    `  ${label.padEnd(10)} ${String(a.performance).padStart(5)} ${String(a.accessibility).padStart(5)} ${ms(a.fcpMs).padStart(8)} ${ms(a.lcpMs).padStart(8)} ${ms(a.tbtMs).padStart(8)} ${a.cls.toFixed(3).padStart(6)}  ${formatShares(a.shares, isBase).replace('server', 'bench process').replace('generator', 'chromium')}`;
  // with --against, each page's row is followed by the other build's, marked ′
  for (const [i, a] of site.entries()) {
    lines.push(row(a.page, a, false));
    if (against?.site[i]) lines.push(row(a.page + ANOTHER, against.site[i], false));
  }
  lines.push(row('baseline', baseline, true));
  if (blocking.length) {
    lines.push('');
    lines.push('Observed in Chromium with a 4× slower CPU (median of the loads): main-thread blocking Σ(long task − 50 ms), longest task');
    const line = (label: string, b: Blocking) => `  ${label.padEnd(10)} ${ms(b.blockingMs).padStart(8)}  ${ms(b.longestMs).padStart(8)}`;
    for (const b of blocking) {
      lines.push(line(b.page, b));
      const o = against?.blocking.find((x) => x.page === b.page);
      if (o) lines.push(line(b.page + ANOTHER, o));
    }
  }
  if (against) lines.push('', `${ANOTHER}: the build in ${against.dir}, against the same store and server, interleaved with this one`);
  const flagged = site.filter((a) => a.flagged.length);
  if (flagged.length) {
    lines.push('');
    lines.push('Flagged by Lighthouse (score < 0.9):');
    for (const a of flagged) lines.push(`  ${a.page}: ${a.flagged.join(', ')}`);
  }
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('web-weight.bench.ts')) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const pages = arg('pages')?.split(',');
  runWebWeightBench({
    runs: Number(arg('runs') ?? 1), loads: Number(arg('loads') ?? 5), build: process.argv.includes('--build'), pages, reports: arg('reports'), against: arg('against'),
  })
    .then((result) => {
      process.stdout.write(`${formatWebWeight(result)}\n`);
      process.exit(0);
    })
    .catch((err) => {
      process.stderr.write(`${(err as Error).stack ?? err}\n`);
      process.exit(1);
    });
}
