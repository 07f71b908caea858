import request from 'supertest';
import { SIGN_IN_MAX_DELAY_MS, SIGN_IN_SLOWDOWN_AFTER, signInDelayMs } from '../../http/rate-limits';
import { type Harness, registerUser, startHarness } from '../../../test/api-harness';

let h: Harness;
beforeAll(async () => { h = await startHarness({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' }); });
afterAll(async () => { await h.stop(); });

describe('rate limits', () => {
  // each test's clients get their own addresses (through the trusted loopback proxy)
  let net = 0;
  const addresses = (n: number) => { net++; return Array.from({ length: n }, (_v, i) => `10.${net}.0.${i + 1}`); };
  const signIn = (from: string, username: string, password: string) =>
    request(h.url).post('/api/login').set('X-Forwarded-For', from).send({ username, password });
  const slowdownHits = async (username: string) =>
    (await h.running.deps.limits.loginSlowdown.getKey(`acct:${username.toLowerCase()}`))?.totalHits ?? 0;

  it('given a spray of failed logins from 12 addresses, when the owner signs in from a fresh one, then it succeeds (slowed, never refused)', async () => {
    const victim = await registerUser(h.agent());
    const [fresh, ...attackers] = addresses(13);
    // 24 failures, more than the old per-account lockout's 10; sent at once, so the delays overlap
    const spray = await Promise.all(attackers.flatMap((from) => [1, 2].map(() => signIn(from, victim.username, 'wrong-one'))));
    expect(spray.map((r) => r.status)).toEqual(Array(24).fill(401));
    // the slowdown counted every failure: the next attempt on this account waits the longest delay
    expect(await slowdownHits(victim.username)).toBe(24);
    expect(signInDelayMs(25 - SIGN_IN_SLOWDOWN_AFTER)).toBe(SIGN_IN_MAX_DELAY_MS);
    const owner = await signIn(fresh, victim.username, victim.password);
    expect(owner.status).toBe(200);
    expect(owner.body.username).toBe(victim.username);
    // a success does not count
    expect(await slowdownHits(victim.username)).toBe(24);
  });

  it('given 10 failures on one account from one address, then that address is refused for that account, its owner elsewhere is not', async () => {
    const victim = await registerUser(h.agent());
    const [attacker, owner] = addresses(2);
    const tries = await Promise.all(Array.from({ length: 10 }, () => signIn(attacker, victim.username, 'wrong-one')));
    expect(tries.map((r) => r.status)).toEqual(Array(10).fill(401));
    // even the right password: a guesser must not learn that it was right
    const refused = await signIn(attacker, victim.username, victim.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many failed sign-in attempts for this account from this address. Please wait 15 minutes and try again.',
    });
    expect((await signIn(owner, victim.username, victim.password)).status).toBe(200);
  });

  it('given 20 failures on 20 accounts from one address, then that address is refused for any account, others are not', async () => {
    const someone = await registerUser(h.agent());
    const [attacker, other] = addresses(2);
    const tries = await Promise.all(Array.from({ length: 20 }, (_v, i) => signIn(attacker, `nobody_${process.pid}_${i}`, 'guess')));
    expect(tries.map((r) => r.status)).toEqual(Array(20).fill(401));
    const refused = await signIn(attacker, someone.username, someone.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many failed sign-in attempts from this address. Please wait 15 minutes and try again.' });
    expect((await signIn(other, someone.username, someone.password)).status).toBe(200);
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
