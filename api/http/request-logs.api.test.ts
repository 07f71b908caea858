import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../infrastructure/config';
import { startServer, type RunningServer } from '../server';
import { LEAN_LOG_EVERY } from './edge';

type Line = Record<string, unknown> & { msg?: string; reqId?: string; req?: { id?: string; url?: string }; res?: { statusCode?: number } };

describe('request log lines', () => {
  const lines: Line[] = [];
  let running: RunningServer;
  let dataDir: string;
  let base: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-logs-'));
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
    running = await startServer(loadConfig({
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', PASSWORD_HASH_COST: '1024', WEB_DIST: path.join(dataDir, 'none'),
    }), { logger });
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(async () => {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const completed = (url: string) => lines.filter((l) => l.msg === 'request completed' && l.req?.url === url);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('an Express request\'s line carries its request id (edge.test.ts: so does every line a route logs)', async () => {
    const res = await fetch(`${base}/api/battlers/none-such`, { headers: { 'X-Request-Id': 'express-req-1' } });
    expect(res.status).toBe(404);
    await settle();
    expect(completed('/api/battlers/none-such')).toEqual([expect.objectContaining({ reqId: 'express-req-1', req: expect.objectContaining({ id: 'express-req-1' }) })]);
  });

  it('logs the lean path, one success in LEAN_LOG_EVERY (marked sampled) and every refusal, each with its request id', async () => {
    const before = running.lean.served.reads;
    const n = LEAN_LOG_EVERY * 2 + 1;
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${base}/api/battlers-with-stats`, { headers: { 'X-Request-Id': `lean-read-${i}` } });
      expect(res.status).toBe(200);
    }
    expect(running.lean.served.reads - before).toBe(n);
    await settle();
    const sampled = completed('/api/battlers-with-stats');
    expect(sampled).toHaveLength(3);
    for (const line of sampled) {
      expect(line).toMatchObject({ lean: true, sampled: LEAN_LOG_EVERY, res: { statusCode: 200 } });
      expect(line.reqId).toMatch(/^lean-read-\d+$/);
      expect(line.req?.id).toBe(line.reqId);
    }
    // a vote by a visitor: the lean write refuses it, and a refusal is always logged
    for (let i = 0; i < 3; i++) {
      const vote = await fetch(`${base}/api/videos/some-video/vote`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Request-Id': `lean-vote-${i}` }, body: JSON.stringify({ battlerId: 'x' }),
      });
      expect(vote.status).toBe(401);
    }
    await settle();
    expect(completed('/api/videos/some-video/vote').map((l) => [l.reqId, l.lean, l.sampled, l.res?.statusCode]))
      .toEqual([0, 1, 2].map((i) => [`lean-vote-${i}`, true, undefined, 401]));
  });
});
