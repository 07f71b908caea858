/** The app as the HTTP benches run it: a fresh data directory, request logging off, cheap password hashes. */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '../api/server';
import { EventCommands } from '../application/catalogue/event-commands';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { VideoCommands } from '../application/catalogue/video-commands';
import { loadConfig } from '../infrastructure/config';
import { testVideo } from '../test/fixtures/videos';

export interface BenchApp {
  app: RunningServer;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBenchApp(config: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-bench-'));
  const app = await startServer(loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', WEB_DIST: path.join(dataDir, 'none'),
    PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100000', RENDITIONS: 'off',
    ...config,
  }));
  return {
    app, dataDir,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `n` users registered over HTTP: each one's session cookie (`name=value`). */
export async function registerUsers(port: number, n: number, prefix = 'voter'): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: `${prefix}_${i}`, email: `${prefix}_${i}@example.com`, firstName: 'V', lastName: String(i), password: 'password123' }),
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`register ${i}: ${res.status} ${await res.text()}`);
    cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0]);
  }
  return cookies;
}

/** One event with one video between two battlers, applied by the read models. */
export async function seedVideo(app: RunningServer, dataDir: string, names = ['Bench A', 'Bench B']) {
  const ctx = { actorId: 'bench', correlationId: 'bench', at: new Date() };
  const { eventId } = await app.deps.get(EventCommands).create({ title: 'Bench Night', description: '', eventDate: null }, null, ctx);
  const file = path.join(dataDir, 'clip.mp4');
  writeFileSync(file, testVideo(60, '64x36'));
  const { videoId, position } = await app.deps.get(VideoCommands).upload({
    title: 'Bench Bout', description: '', eventId, battlerAName: names[0], battlerBName: names[1], isMainEvent: true, requiresAuth: false,
  }, { path: file, size: statSync(file).size, mime: 'video/mp4', ext: 'mp4', open: () => createReadStream(file) }, null, ctx);
  await app.deps.runner.waitFor(position);
  return (await app.deps.get(CatalogueQueries).video(videoId))!;
}
