/**
 * GET /api/auth/user signed in (session lookup + fresh role read + JSON), against
 * a bare node:http server answering the same JSON, 50 connections each; wrk as the
 * generator, each server in its own process (bench/http-compare.ts).
 *
 *   node scripts/run-ts.js bench/auth-user.bench.ts [--seconds=10]
 *
 * The app runs on the embedded default with request logging off (LOG_LEVEL=silent),
 * so the figure is the framework and session cost, not the log sink's.
 */
import { registerUsers, startBenchApp } from './bench-app';
import { forkApp, forkBare, type Served } from './child';
import { compare, type Comparison, formatComparisons } from './http-compare';

/** The app's side (its own process): one signed-in user. */
export async function authUserServer(): Promise<Served> {
  const bench = await startBenchApp();
  const [cookie] = await registerUsers(bench.app.port, 1, 'bench_user');
  const me = await fetch(`http://127.0.0.1:${bench.app.port}/api/auth/user`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`signed-in read failed: ${me.status}`);
  return { port: bench.app.port, info: { cookie, body: await me.text() }, stop: bench.stop };
}

export async function runAuthUserBench(seconds = 10, connections = 50): Promise<Comparison> {
  const app = await forkApp<{ cookie: string; body: string }>('auth-user');
  try {
    const bare = await forkBare({ kind: 'bytes', body: app.info.body });
    try {
      return await compare('GET /api/auth/user (signed in)', app, bare, '/api/auth/user', { connections, seconds, headers: { cookie: app.info.cookie } });
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}

if (process.argv[1]?.endsWith('auth-user.bench.ts')) {
  const seconds = Number(/--seconds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10);
  runAuthUserBench(seconds).then((row) => {
    process.stdout.write(`${formatComparisons([row])}\n`);
    process.exit(0);
  }, (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
