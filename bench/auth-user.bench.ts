/**
 * GET /api/auth/user signed in (session lookup + fresh role read + JSON), against
 * a bare node:http server answering the same JSON, 50 connections each.
 *
 *   node scripts/run-ts.js bench/auth-user.bench.ts [--seconds=10]
 *
 * The app runs on the embedded default with request logging off (LOG_LEVEL=silent),
 * so the figure is the framework and session cost, not the log sink's.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../infrastructure/config';
import { startServer } from '../api/server';
import { bareServer, type Comparison, formatComparisons, load } from './http-compare';

export async function runAuthUserBench(seconds = 10, connections = 50): Promise<Comparison> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-'));
  const app = await startServer(loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
  }));
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const reg = await fetch(`${base}/api/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'bench_user', email: 'bench@example.com', firstName: 'Bench', lastName: 'User', password: 'password123' }),
    });
    const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0];
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    if (me.status !== 200) throw new Error(`signed-in read failed: ${me.status}`);
    const body = await me.text();
    const bare = await bareServer(body);
    try {
      // warm both up so neither pays JIT or first-connection costs in the measurement
      await load(`${base}/api/auth/user`, { connections, seconds: 2, headers: { cookie } });
      await load(bare.url, { connections, seconds: 2 });
      const appResult = await load(`${base}/api/auth/user`, { connections, seconds, headers: { cookie } });
      const bareResult = await load(bare.url, { connections, seconds });
      return { name: 'GET /api/auth/user (signed in)', app: appResult, bare: bareResult };
    } finally {
      await bare.close();
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
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
