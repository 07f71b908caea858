import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../../infrastructure/config';
import { registerUser } from '../../../test/api-harness';
import { startServer } from '../../server';

describe('rate limits shared by two servers on one data directory (RATE_LIMIT_STORE=shared)', () => {
  it('counts failed logins and reset requests together: the limit holds whichever server is asked', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-shared-limits-'));
    const config = loadConfig({
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', PASSWORD_HASH_COST: '1024',
      WEB_DIST: path.join(dataDir, 'no-web'), RATE_LIMIT_STORE: 'shared', RENDITIONS: 'off',
    });
    const one = await startServer(config);
    const two = await startServer(config);
    try {
      const urls = [one, two].map((s) => `http://127.0.0.1:${s.port}`);
      const victim = await registerUser(request.agent(urls[0]));
      // at once, so the slowdown's delays overlap
      const failures = await Promise.all(Array.from({ length: 10 }, (_v, i) =>
        request(urls[i % 2]).post('/api/login').send({ username: victim.username, password: 'wrong-one' })));
      expect(failures.map((r) => r.status)).toEqual(Array(10).fill(401));
      for (const server of [one, two]) {
        expect((await server.deps.limits.loginSlowdown.getKey(`acct:${victim.username.toLowerCase()}`))?.totalHits).toBe(10);
      }
      for (const url of urls) {
        const locked = await request(url).post('/api/login').send({ username: victim.username, password: victim.password });
        expect(locked.status).toBe(429);
        expect(locked.body.message).toBe('Too many failed sign-in attempts for this account from this address. Please wait 15 minutes and try again.');
      }
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(urls[i % 2]).post('/api/forgot-password').send({ email: `x${i}@ex.com` })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await one.stop();
      await two.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('counts sign-ups together: both servers slow the same address, and its day\'s ceiling holds whichever is asked', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-shared-limits-'));
    // at a twentieth: one sign-up an hour before the slowdown, ten a day
    const config = loadConfig({
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', PASSWORD_HASH_COST: '1024',
      WEB_DIST: path.join(dataDir, 'no-web'), RATE_LIMIT_STORE: 'shared', RENDITIONS: 'off', RATE_LIMIT_FACTOR: '0.05', TRUST_PROXY: 'loopback',
    });
    const one = await startServer(config);
    const two = await startServer(config);
    try {
      const urls = [one, two].map((s) => `http://127.0.0.1:${s.port}`);
      const signUp = (i: number, from = '10.99.0.1') => request(urls[i % 2]).post('/api/register').set('X-Forwarded-For', from)
        .send({ username: `shared_${process.pid}_${i}_${from.replace(/\./g, '')}`, email: `shared${process.pid}_${i}_${from}@ex.com`,
          firstName: 'A', lastName: 'B', password: 'password123' });
      // at once, so the slowdown's delays overlap
      const crowd = await Promise.all(Array.from({ length: 10 }, (_v, i) => signUp(i)));
      expect(crowd.map((r) => r.status)).toEqual(Array(10).fill(201));
      for (const server of [one, two]) expect((await server.deps.limits.registerSlowdown.getKey('10.99.0.1'))?.totalHits).toBe(10);
      for (const i of [10, 11]) {
        const refused = await signUp(i);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe('Too many accounts created from this address today. Please try again tomorrow.');
      }
      expect((await signUp(12, '10.99.0.2')).status).toBe(201);
    } finally {
      await one.stop();
      await two.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
