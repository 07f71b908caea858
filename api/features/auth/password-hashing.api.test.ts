import path from 'node:path';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { loadConfig } from '../../../infrastructure/config';
import { adminAgent, registerUser, startHarness, type Harness } from '../../../test/api-harness';
import { startServer } from '../../server';

const login = (url: string, username: string, password: string) => request(url).post('/api/login').send({ username, password });

describe('argon2id with the scrypt hashes made before', () => {
  it('given a user registered under scrypt, when they sign in under argon2id, then the hash is replaced once, with no audit line', async () => {
    const before: Harness = await startHarness({ PASSWORD_HASH: 'scrypt' });
    const user = await registerUser(before.agent());
    await before.running.stop();
    const config = loadConfig({
      DATA_DIR: before.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test',
      PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(before.dataDir, 'no-web'),
    });
    const after = await startServer(config);
    const url = `http://127.0.0.1:${after.port}`;
    const hashes = async () => (await after.deps.events.readStream(`user-${user.id}`))
      .flatMap((e) => ('passwordHash' in (e.data as object) ? [[e.type, (e.data as { passwordHash: string }).passwordHash]] : []));
    try {
      expect((await hashes()).map(([, h]) => h.split('$')[0])).toEqual(['scrypt']);
      expect((await login(url, user.username, 'wrong-password')).status).toBe(401);
      expect(await hashes()).toHaveLength(1);

      expect((await login(url, user.username, user.password)).status).toBe(200);
      const [, rehashed] = await hashes();
      expect(rehashed[0]).toBe('PasswordRehashed');
      expect(rehashed[1]).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);

      expect((await login(url, user.username, user.password)).status).toBe(200);
      expect(await hashes()).toHaveLength(2);

      const admin = await adminAgent({ running: after, dataDir: before.dataDir, url, agent: () => request.agent(url), stop: async () => {} });
      const audit = await admin.get('/api/admin/audit');
      expect(audit.status).toBe(200);
      expect(JSON.stringify(audit.body)).not.toMatch(/rehash/i);
    } finally {
      await after.stop();
      rmSync(before.dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('bounded hashing', () => {
  let h: Harness;
  // one hash at a time, nobody waiting, and a hash slow enough (64 MiB) that sign-ins meet
  beforeAll(async () => {
    h = await startHarness({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0', PASSWORD_HASH_COST: '65536' });
  }, 30_000);
  afterAll(async () => { await h.stop(); });

  it('given the queue is full, when more sign-ins come, then they answer 503 with a message, not a pile-up', async () => {
    const user = await registerUser(h.agent());
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(h.url, user.username, user.password)));
    const statuses = answers.map((r) => r.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(answers.find((r) => r.status === 503)!.body).toEqual({ message: 'The server is busy; please try again in a moment.' });
  }, 30_000);
});
