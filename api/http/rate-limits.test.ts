import express from 'express';
import request from 'supertest';
import { createRateLimits, SIGN_IN_MAX_DELAY_MS, signInDelayMs } from './rate-limits';

describe('sign-in slowdown', () => {
  it('delays 250 ms, doubling, up to its bound; nothing before', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(signInDelayMs)).toEqual([0, 250, 500, 1000, 2000, 2000, 2000]);
    expect(SIGN_IN_MAX_DELAY_MS).toBeLessThanOrEqual(2000);
  });

  it('given 5 failures on an account, then the next attempts are held (not refused), and a success counts nothing', async () => {
    const { loginSlowdown } = createRateLimits(1);
    // the limiter's own record of each request: what it held it for
    const app = express().use(express.json()).post('/login', loginSlowdown, (req, res) => {
      const { delay, used } = (req as unknown as { slowDown: { delay: number; used: number } }).slowDown;
      res.status(req.body.password === 'right' ? 200 : 401).json({ delay, used });
    });
    const attempt = (username: string, password: string) => request(app).post('/login').send({ username, password });
    const seen: Array<[number, number]> = [];
    for (let i = 0; i < 7; i++) {
      const res = await attempt('Victim', 'wrong');
      seen.push([res.status, res.body.delay]);
    }
    expect(seen).toEqual([[401, 0], [401, 0], [401, 0], [401, 0], [401, 0], [401, 250], [401, 500]]);
    // the key is the account, whatever its case, from any address
    const owner = await attempt(' victim ', 'right');
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ delay: 1000, used: 8 });
    expect((await loginSlowdown.getKey('acct:victim'))?.totalHits).toBe(7);
    // another account is not slowed
    expect((await attempt('other', 'wrong')).body.delay).toBe(0);
  });
});
