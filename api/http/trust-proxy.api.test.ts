import request from 'supertest';
import { type Harness, startHarness, uniqueName } from '../../test/api-harness';
import { ConfigError, loadConfig } from '../../infrastructure/config';
import { parseTrustProxy } from '../../infrastructure/trust-proxy';

describe('TRUST_PROXY parsing', () => {
  it.each([
    [undefined, false], ['', false], ['false', false], ['FALSE', false], ['true', 1], ['1', 1], ['2', 2], ['0', 0],
    ['loopback', ['loopback']], ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']], ['::1', ['::1']],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['yes', '1.5', '-1', '101', '10.0.0.300', 'loopback,nonsense', ','])('refuses %p with a line naming it', (raw) => {
    expect(parseTrustProxy(raw)).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/^ {2}TRUST_PROXY: TRUST_PROXY must be/m);
  });
});

/** A production-like server (Secure cookies) behind a simulated TLS proxy on 127.0.0.1. */
const behindProxy = (trust: string) => startHarness({
  NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), RATE_LIMIT_FACTOR: '1', TRUST_PROXY: trust,
});
const viaProxy = (client: string) => ({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': client });

async function registerVia(h: Harness, client: string) {
  const username = uniqueName('px');
  const res = await request(h.url).post('/api/register').set(viaProxy(client))
    .send({ username, email: `${username}@example.com`, firstName: 'P', lastName: 'X', password: 'password123' });
  expect(res.status).toBe(201);
  return { username, password: 'password123' };
}

/** Statuses of six password-reset requests, the first five from one client, the sixth from another. */
async function forgotStatuses(h: Harness, first: string, second: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    statuses.push((await request(h.url).post('/api/forgot-password').set(viaProxy(first)).send({ email: `a${i}@example.com` })).status);
  }
  statuses.push((await request(h.url).post('/api/forgot-password').set(viaProxy(second)).send({ email: 'b@example.com' })).status);
  return statuses;
}

const secureCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ubr.sid='));

describe.each([
  ['1', true],
  ['true', true],
  ['loopback', true],
  ['127.0.0.1/8, ::1', true],
  ['false', false],
  ['10.9.8.7', false],
])('behind a TLS proxy with TRUST_PROXY=%p', (trust, trusted) => {
  let h: Harness;
  beforeAll(async () => { h = await behindProxy(trust); }, 30_000);
  afterAll(async () => { await h.stop(); });

  it(trusted ? 'signs in with a Secure cookie' : 'ignores the forwarded scheme: no Secure cookie over what it sees as http', async () => {
    const user = await registerVia(h, '203.0.113.5');
    const login = await request(h.url).post('/api/login').set(viaProxy('203.0.113.5')).send(user);
    expect(login.status).toBe(200);
    const cookie = secureCookie(login);
    if (trusted) expect(cookie).toMatch(/; Secure/i);
    else expect(cookie).toBeUndefined();
  });

  it(trusted ? 'counts the per-address limits by the forwarded client address' : 'counts every client as the proxy', async () => {
    const statuses = await forgotStatuses(h, '198.51.100.1', '198.51.100.2');
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(trusted ? 200 : 429);
  });
});
