/**
 * An experiment for issue 15's CastVote p99: would a second app process on the
 * same data directory (the embedded log's file, its sessions) use the machine's
 * second core well enough? One process at 50 connections against two processes
 * at 25 connections each (each user's votes always go to the same process, as a
 * sticky proxy would send them), alternating, in one run.
 *
 *   node scripts/run-ts.js bench/votes-two-processes.ts [--seconds=8] [--rounds=2]
 *
 * Process A runs in this process (as the other benches' in-process apps do); B is
 * `api/main.ts` with the same settings. Each keeps its own in-memory read models and
 * so projects every vote, the other's too (read from the shared log). B_LOG=info shows
 * the second process's log.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { registerUsers, seedVideo, startBenchApp } from './bench-app';
import { formatCost } from './cpu-share';
import { type WrkRequest, type WrkResult, wrkLoad } from './wrk';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const B_PORT = 4611;

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the second process did not start');
}

const line = (name: string, r: WrkResult) => `${name}: ${r.requestsPerSec.toFixed(0)} votes/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx + r.errors}; ${formatCost(r, false)}`;

async function main() {
  const seconds = arg('seconds', 8);
  const bench = await startBenchApp();
  const { app } = bench;
  const video = await seedVideo(app, bench.dataDir);
  const cookies = await registerUsers(app.port, 1000);
  const votePath = `/api/videos/${video.id}/vote`;
  const votesOf = (users: string[]): WrkRequest[] => [video.battlerAId, video.battlerBId].flatMap((battlerId) => users.map((cookie) => ({
    method: 'POST', path: votePath, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ battlerId }),
  })));
  const env = { ...process.env, DATA_DIR: bench.dataDir, PORT: String(B_PORT), HOST: '127.0.0.1', LOG_LEVEL: process.env.B_LOG ?? 'silent', NODE_ENV: 'development',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(bench.dataDir, 'none'),
    PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100000', RENDITIONS: 'off' };
  const b = spawn(process.execPath, [path.join(__dirname, '../scripts/run-ts.js'), path.join(__dirname, '../api/main.ts')], { env, stdio: 'inherit' });
  b.once('exit', (code) => process.stderr.write(`the second process exited (${code})\n`));
  try {
    await waitForHealth(B_PORT);
    const all = votesOf(cookies);
    const [first, second] = [votesOf(cookies.slice(0, 500)), votesOf(cookies.slice(500))];
    for (let round = 1; round <= arg('rounds', 2); round++) {
      await wrkLoad(app.port, all, { serverPid: process.pid, connections: 50, seconds: 2 });
      const one = await wrkLoad(app.port, all, { serverPid: process.pid, connections: 50, seconds });
      process.stdout.write(`round ${round}\n  ${line('one process, 50 connections', one)}\n`);
      await wrkLoad(B_PORT, second, { serverPid: b.pid!, connections: 25, seconds: 2 });
      const [x, y] = await Promise.all([
        wrkLoad(app.port, first, { serverPid: process.pid, connections: 25, seconds }),
        wrkLoad(B_PORT, second, { serverPid: b.pid!, connections: 25, seconds }),
      ]);
      process.stdout.write(`  two processes: ${(x.requestsPerSec + y.requestsPerSec).toFixed(0)} votes/s together\n  ${line('A, 25 connections', x)}\n  ${line('B, 25 connections', y)}\n`);
    }
  } finally {
    b.kill('SIGTERM');
    await bench.stop();
  }
}

main().then(() => process.exit(0), (err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
