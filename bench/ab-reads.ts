/**
 * A lean public read on an earlier commit against this tree, in one run. Both apps (the
 * `catalogue` setup of bench/server-child.ts) run side by side, each in its own process, and
 * wrk alternates short windows between them, each side first in turn; the answer is the
 * median of the rounds' after/before ratios. A shared machine's speed drifts within seconds:
 * whole bench runs a minute apart (bench/compare.js) see different machines, and paired short
 * windows take the slow part of that drift out of each ratio. Single rounds still ranged
 * ±40 % on the 2-core machine, so read a change of a few per cent only from many rounds, and
 * from more than one run.
 *
 *   node scripts/run-ts.js bench/ab-reads.ts <base-ref> [--path=/api/events] [--rounds=20] [--seconds=1] [--encoding=gzip]
 *
 * `--path` is matched against each app's own read paths (an event's id differs between them).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forkApp, type ServerChild } from './child';
import { formatCost } from './cpu-share';
import { medianBy } from './median';
import { type WrkResult, wrkLoad } from './wrk';

type Reads = { name: string; path: string }[];

const option = (name: string, fallback: string) => new RegExp(`--${name}=(\\S+)`).exec(process.argv.join(' '))?.[1] ?? fallback;

async function main(): Promise<void> {
  const base = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!base) throw new Error('usage: node scripts/run-ts.js bench/ab-reads.ts <base-ref> [--path=…] [--rounds=20] [--seconds=1] [--encoding=gzip]');
  const [wanted, rounds, seconds, encoding] = [option('path', '/api/events'), Number(option('rounds', '20')), Number(option('seconds', '1')), option('encoding', 'gzip')];
  const root = path.resolve(__dirname, '..');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-ab-base-'));
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', dir, base], { stdio: 'ignore' });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const sides: ServerChild<Reads>[] = [];
  try {
    // the base's own bench/child.ts forks the base's own server (scripts/run-ts.js compiles it as it is required)
    const forkBase = ((await import(path.join(dir, 'bench/child.ts'))) as { forkApp: typeof forkApp }).forkApp;
    sides.push(await forkBase<Reads>('catalogue'), await forkApp<Reads>('catalogue'));
    const requestOf = (side: ServerChild<Reads>) => {
      const read = side.info.find((r) => r.path.includes(wanted));
      if (!read) throw new Error(`no read matches ${wanted}: ${side.info.map((r) => r.path).join(', ')}`);
      return [{ method: 'GET' as const, path: read.path, headers: { 'accept-encoding': encoding } }];
    };
    const measure = (side: ServerChild<Reads>, s: number) => wrkLoad(side.port, requestOf(side), { serverPid: side.pid, connections: 50, seconds: s });
    for (const side of sides) await measure(side, 2);
    const results: { before: WrkResult; after: WrkResult; ratio: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const first = round % 2;
      const a = await measure(sides[first], seconds);
      const b = await measure(sides[1 - first], seconds);
      const [before, after] = first === 0 ? [a, b] : [b, a];
      if (before.non2xx + before.errors + after.non2xx + after.errors > 0) throw new Error('a side answered with errors');
      results.push({ before, after, ratio: after.requestsPerSec / before.requestsPerSec });
    }
    const row = medianBy(results, (r) => r.ratio);
    const mid = row.ratio;
    process.stdout.write([
      `${wanted} (${encoding}), ${rounds} rounds of ${seconds} s each side, alternating, 50 connections`,
      `after/before by round: ${results.map((r) => `${(r.ratio * 100).toFixed(0)} %`).join(', ')}`,
      `median round after/before: ${(mid * 100).toFixed(1)} %`,
      `  before (${base}) ${row.before.requestsPerSec.toFixed(0)} req/s  ${formatCost(row.before, false)}`,
      `  after (this tree) ${row.after.requestsPerSec.toFixed(0)} req/s  ${formatCost(row.after, false)}`,
      '',
    ].join('\n'));
  } finally {
    await Promise.all(sides.map((s) => s.stop()));
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (err: Error) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
