import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../../infrastructure/config';
import { startServer, type RunningServer } from '../../server';
import { makeRole, registerUser, uploadVideo } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import { bigVideo } from '../../../test/fixtures/big-video';

/**
 * The small upload (POST /api/admin/videos, one multipart request) cancelled by the
 * admin mid-body: the browser aborts the XHR and the server sees the connection close.
 */
let dataDir: string;
let running: RunningServer;
let url: string;
let admin: request.Agent;
let cookie: string;
let eventId: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-abort-'));
  running = await startServer(loadConfig({
    DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', RENDITIONS: 'off',
    PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'),
  }));
  url = `http://127.0.0.1:${running.port}`;
  admin = request.agent(url) as unknown as request.Agent;
  const a = await registerUser(admin as never);
  await makeRole({ running } as never, a.id, 'admin');
  const login = await request(url).post('/api/login').send({ username: a.username, password: a.password });
  expect(login.status).toBe(200);
  cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  const ev = await admin.post('/api/admin/events').field('title', 'Abort Night');
  expect(ev.status).toBe(201);
  eventId = ev.body.id;
}, 30_000);
afterAll(async () => {
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe('an aborted small video upload', () => {
  it('leaves no partial file and no event, and the next upload still works', async () => {
    const tmp = path.join(dataDir, 'tmp');
    const video = bigVideo(4 * 1024 * 1024);
    const boundary = 'abortedboundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const preamble = Buffer.from(field('title', 'Never Finished') + field('eventId', eventId) + field('battlerAName', 'Gone A')
      + field('battlerBName', 'Gone B')
      + `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const total = preamble.length + video.length + Buffer.byteLength(`\r\n--${boundary}--\r\n`);
    const head = await running.deps.events.headPosition();

    const req = http.request(`${url}/api/admin/videos`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) },
    });
    const closed = new Promise<void>((resolve) => req.on('close', resolve));
    req.on('error', () => undefined);
    req.write(preamble);
    req.write(video.subarray(0, 1024 * 1024));
    // the server has begun writing the video to its temporary file
    await eventually(() => {
      const part = filesIn(tmp).find((f) => f.endsWith('.part'));
      expect(part).toBeDefined();
      expect(statSync(path.join(tmp, part!)).size).toBeGreaterThan(0);
    }, 10_000, 25);
    req.destroy();
    await closed;

    await eventually(() => expect(filesIn(tmp)).toEqual([]), 10_000, 50);
    expect(filesIn(path.join(dataDir, 'uploads', 'videos'))).toEqual([]);
    expect(await running.deps.events.headPosition()).toBe(head);
    expect((await admin.get('/api/admin/videos')).body).toEqual([]);

    const next = await uploadVideo(admin as never, eventId, { title: 'Finished', battlerA: 'Done A', battlerB: 'Done B' });
    expect((await admin.get('/api/admin/videos')).body.map((v: { id: string }) => v.id)).toEqual([next.id]);
    expect(filesIn(tmp)).toEqual([]);
  }, 30_000);
});
