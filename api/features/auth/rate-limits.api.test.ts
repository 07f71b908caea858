import request from 'supertest';
import {
  SIGN_IN_MAX_DELAY_MS, SIGN_IN_SLOWDOWN_AFTER, SIGN_UP_DAILY_MESSAGE, SIGN_UP_SLOWDOWN_AFTER, SIGN_UPS_PER_DAY, signInDelayMs, signUpDelayMs,
} from '../../http/rate-limits';
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
  const signUp = (from: string, username: string, on = h) => request(on.url).post('/api/register').set('X-Forwarded-For', from)
    .send({ username, email: `${username}@ex.com`, firstName: 'A', lastName: 'B', password: 'password123' });
  const signUpSlowdownHits = async (from: string, on = h) => (await on.running.deps.limits.registerSlowdown.getKey(from))?.totalHits ?? 0;
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

  it('given 12 sign-ups from one address in a row, then all succeed and those beyond the free ten are slowed', async () => {
    const [venue] = addresses(1);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signUp(venue, `rl_${process.pid}_${i}`)).status);
    expect(statuses).toEqual(Array(12).fill(201));
    expect(await signUpSlowdownHits(venue)).toBe(12);
    expect([signUpDelayMs(11 - SIGN_UP_SLOWDOWN_AFTER), signUpDelayMs(12 - SIGN_UP_SLOWDOWN_AFTER)]).toEqual([500, 1000]);
  });
  it('limits reset attempts per address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await request(h.url).post('/api/reset-password').send({ token: 'f'.repeat(64), newPassword: 'longenough' })).status;
    expect(last).toBe(429);
  });

  describe('sign-ups at a venue (limits at a fifth: 2 free in an hour, 40 a day)', () => {
    let venueNet: Harness;
    beforeAll(async () => { venueNet = await startHarness({ RATE_LIMIT_FACTOR: '0.2', TRUST_PROXY: 'loopback' }); });
    afterAll(async () => { await venueNet.stop(); });

    it("given 40 sign-ups from one address at once, then all succeed (slowed, not refused), the 41st is refused for the day, another address is not", async () => {
      const [venue, elsewhere] = addresses(2);
      const crowd = await Promise.all(Array.from({ length: 40 }, (_v, i) => signUp(venue, `venue_${process.pid}_${i}`, venueNet)));
      expect(crowd.map((r) => r.status)).toEqual(Array(40).fill(201));
      // every one counted by the slowdown: all but the first two were held, the later ones for the longest delay
      expect(await signUpSlowdownHits(venue, venueNet)).toBe(40);
      expect(signUpDelayMs(40 - 2)).toBeGreaterThan(0);
      const next = await signUp(venue, `venue_${process.pid}_41`, venueNet);
      expect(next.status).toBe(429);
      expect(next.body).toEqual({ message: SIGN_UP_DAILY_MESSAGE });
      expect(next.headers['ratelimit-policy']).toBe(`${SIGN_UPS_PER_DAY / 5};w=86400`);
      // a refusal is not held: the slowdown did not count it
      expect(await signUpSlowdownHits(venue, venueNet)).toBe(40);
      const other = await signUp(elsewhere, `elsewhere_${process.pid}`, venueNet);
      expect(other.status).toBe(201);
      expect(await signUpSlowdownHits(elsewhere, venueNet)).toBe(1);
    });
  });
});
