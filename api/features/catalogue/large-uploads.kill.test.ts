import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import request from 'supertest';
import { CatalogueQueries } from '../../../application/catalogue/catalogue-queries';
import { loadConfig } from '../../../infrastructure/config';
import { CHUNK_BYTES } from '../../../infrastructure/files/chunked-upload-store';
import { makeRole, registerUser } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import { bigVideo, sha256 } from '../../../test/fixtures/big-video';
import { startServer } from '../../server';
import { startChunk } from '../../../test/crash/server-process';

const ROOT = path.resolve(__dirname, '../../..');
const BASE = '/api/admin/videos';

const env = (dataDir: string) => ({
  DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', RENDITIONS: 'off',
  PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'),
});
const serveHere = (dataDir: string) => startServer(loadConfig({ ...env(dataDir), PORT: '0' }));

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

/** The server as production runs it (api/main.ts), in its own process, so it can be SIGKILLed. */
async function serveChild(dataDir: string) {
  const port = await freePort();
  const child = spawn('node', ['scripts/run-ts.js', 'api/main.ts'], {
    cwd: ROOT, env: { ...process.env, ...env(dataDir), PORT: String(port) }, stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => expect((await request(url).get('/healthz')).status).toBe(200), 20_000, 200);
  return { child, url };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', () => resolve());
});

describe('chunked upload across a killed server process', () => {
  it('resumes after SIGKILL mid-chunk, sending only the missing chunks, byte-identical', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-chunked-kill-'));
    let child: ChildProcess | null = null;
    try {
      // the admin and the event, made in-process first
      const setup = await serveHere(dataDir);
      const setupUrl = `http://127.0.0.1:${setup.port}`;
      const first = request.agent(setupUrl);
      const a = await registerUser(first);
      await makeRole({ running: setup } as never, a.id, 'admin');
      const eventId = (await first.post('/api/admin/events').field('title', 'Kill Night')).body.id as string;
      await setup.stop();

      const file = bigVideo(Math.round(CHUNK_BYTES * 2.5));
      const uploadId = `kill_${process.pid}_upload`;
      const served = await serveChild(dataDir);
      child = served.child;
      const admin = request.agent(served.url);
      const login = await admin.post('/api/login').send({ username: a.username, password: a.password });
      expect(login.status).toBe(200);
      const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
      expect((await admin.post(`${BASE}/upload-chunked/init`).send({
        uploadId, fileName: 'big.mp4', fileSize: file.length, totalChunks: 3, mimeType: 'video/mp4', sha256: sha256(file),
        metadata: { title: 'Killed Clash', description: '', eventId, battlerAName: 'Kill A', battlerBName: 'Kill B', isMainEvent: false, requiresAuth: false },
      })).status).toBe(200);
      const slice = (i: number) => file.subarray(i * CHUNK_BYTES, Math.min(file.length, (i + 1) * CHUNK_BYTES));
      for (const i of [2, 0]) {
        const res = await admin.post(`${BASE}/upload-chunked/chunk`).field('uploadId', uploadId).field('chunkIndex', String(i))
          .field('totalChunks', '3').attach('chunk', slice(i), 'blob');
        expect(res.status).toBe(200);
      }

      // half of chunk 1 is in the server when it dies
      const inFlight = startChunk(served.url, cookie, uploadId, 1, 3, slice(1), CHUNK_BYTES / 2);
      // the chunk's first bytes are in its object's temporary file (local blob storage): the server is mid-chunk
      const chunks = path.join(dataDir, 'uploads', 'chunks', uploadId);
      await eventually(() => {
        const writing = readdirSync(chunks).find((f) => f.startsWith('.000001.') && f.endsWith('.tmp'));
        expect(writing).toBeDefined();
        const fd = openSync(path.join(chunks, writing!), 'r');
        const head = Buffer.alloc(64);
        readSync(fd, head, 0, 64, 0);
        closeSync(fd);
        expect(head.equals(slice(1).subarray(0, 64))).toBe(true);
      }, 10_000, 50);
      child.kill('SIGKILL');
      await exited(child);
      inFlight.destroy();

      const restarted = await serveHere(dataDir);
      try {
        const again = request.agent(`http://127.0.0.1:${restarted.port}`);
        expect((await again.post('/api/login').send({ username: a.username, password: a.password })).status).toBe(200);
        const state = (await again.get(`${BASE}/upload-chunked/${uploadId}`)).body;
        expect(state).toMatchObject({ receivedChunks: [0, 2], missingChunks: [1], status: 'uploading' });
        for (const i of state.missingChunks as number[]) {
          const res = await again.post(`${BASE}/upload-chunked/chunk`).field('uploadId', uploadId).field('chunkIndex', String(i))
            .field('totalChunks', '3').attach('chunk', slice(i), 'blob');
          expect(res.status).toBe(200);
        }
        const done = await again.post(`${BASE}/upload-chunked/complete`).send({ uploadId });
        expect(done.status).toBe(200);
        const doc = await restarted.deps.get(CatalogueQueries).video(done.body.id);
        const hash = createHash('sha256');
        await pipeline(await restarted.deps.blobs.read((doc as unknown as { fileKey: string }).fileKey), hash);
        expect(hash.digest('hex')).toBe(sha256(file));
      } finally {
        await restarted.stop();
      }
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
