import request from 'supertest';
import { type Harness, registerUser, startHarness } from '../../../test/api-harness';

let h: Harness;
beforeAll(async () => { h = await startHarness({ RATE_LIMIT_FACTOR: '1' }); });
afterAll(async () => { await h.stop(); });

describe('rate limits', () => {
  it('locks an account after 10 failed logins, with a 429 and a message, while others still sign in', async () => {
    const victim = await registerUser(h.agent());
    const other = await registerUser(h.agent());
    for (let i = 0; i < 10; i++) {
      expect((await request(h.url).post('/api/login').send({ username: victim.username, password: 'wrong-one' })).status).toBe(401);
    }
    const locked = await request(h.url).post('/api/login').send({ username: victim.username, password: victim.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect((await request(h.url).post('/api/login').send({ username: other.username, password: other.password })).status).toBe(200);
  });

  it('limits password reset requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(h.url).post('/api/forgot-password').send({ email: `x${i}@ex.com` })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('limits registrations per address', async () => {
    // earlier registrations in this file count too: the 11th within the hour is refused
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await request(h.url).post('/api/register')
        .send({ username: `rl_${process.pid}_${i}`, email: `rl${process.pid}_${i}@ex.com`, firstName: 'A', lastName: 'B', password: 'password123' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toMatch(/Too many accounts/);
        break;
      }
    }
    expect(statuses).toContain(429);
  });

  it('limits reset attempts per address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await request(h.url).post('/api/reset-password').send({ token: 'f'.repeat(64), newPassword: 'longenough' })).status;
    expect(last).toBe(429);
  });
});
