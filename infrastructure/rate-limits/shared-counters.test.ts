import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { createRateLimits } from '../../api/http/rate-limits';
import { describeWithContainers, useMongoContainer } from '../../test/containers';
import { MongoCounters } from './mongo-counters';
import type { SharedCounters } from './shared-counters';
import { SqliteCounters } from './sqlite-counters';

/** An app with one limited route, as two instances would run it. */
const appWith = (counters: SharedCounters) => {
  const limits = createRateLimits(1, counters);
  return express().post('/forgot', limits.forgot, (_req, res) => { res.json({ ok: true }); });
};

function sharedCountersContract(label: string, make: () => Promise<{ a: SharedCounters; b: SharedCounters; cleanup(): Promise<void> }>) {
  describe(`shared rate-limit counters: ${label}`, () => {
    it('two instances count one limit together: the 6th request (5 per 15 min) is refused on either', async () => {
      const { a, b, cleanup } = await make();
      try {
        const [one, two] = [appWith(a), appWith(b)];
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await request(i % 2 ? one : two).post('/forgot')).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200]);
        for (const app of [one, two]) {
          const refused = await request(app).post('/forgot');
          expect(refused.status).toBe(429);
          expect(refused.body).toEqual({ message: 'Too many password reset requests. Please wait a few minutes and try again.' });
        }
      } finally {
        await cleanup();
      }
    });

    it('counts each limiter apart and starts a new window when the old one ended', async () => {
      const { a, cleanup } = await make();
      try {
        const x = a.store('x:');
        const y = a.store('y:');
        // a window long enough that a loaded machine's pauses between the steps do not end it
        x.init?.({ windowMs: 1000 } as never);
        y.init?.({ windowMs: 60_000 } as never);
        expect((await x.increment('k')).totalHits).toBe(1);
        expect((await x.increment('k')).totalHits).toBe(2);
        expect((await y.increment('k')).totalHits).toBe(1);
        await x.decrement('k');
        expect((await x.get!('k'))?.totalHits).toBe(1);
        await new Promise((r) => setTimeout(r, 1100));
        expect((await x.increment('k')).totalHits).toBe(1);
        await y.resetKey('k');
        expect(await y.get!('k')).toBeUndefined();
      } finally {
        await cleanup();
      }
    });
  });
}

sharedCountersContract('sqlite (two connections on one file)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'counters-'));
  const file = path.join(dir, 'rate-limits.sqlite');
  const a = new SqliteCounters(file);
  const b = new SqliteCounters(file);
  return { a, b, cleanup: async () => { await a.close(); await b.close(); rmSync(dir, { recursive: true, force: true }); } };
});

describeWithContainers('MongoCounters on mongo:7', () => {
  const mongo = useMongoContainer();
  sharedCountersContract('mongodb', async () => {
    const db = mongo.client.db(`rl_${randomUUID().replace(/-/g, '')}`);
    return { a: new MongoCounters(db), b: new MongoCounters(mongo.client.db(db.databaseName)), cleanup: async () => { await db.dropDatabase(); } };
  });
});
