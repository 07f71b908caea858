import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { adminAgent, eventWithVideo, type Harness, startHarness, uniqueName } from '../../test/api-harness';

/**
 * The app behind a proxy like deploy/nginx.conf, on 127.0.0.1, reached by a browser
 * whose page is the proxy's address (compose publishes it on another port than the
 * app's). `$host` is nginx's variable that drops the port; `$http_host` keeps the
 * Host the browser sent. Either way the proxy sets X-Forwarded-Host/For/Proto.
 */
type HostRule = '$host' | '$http_host';

interface Proxy {
  /** where the test connects */
  url: string;
  /** the Host the browser sends, and its page's Origin */
  host: string;
  origin: string;
  close(): Promise<void>;
}

async function startProxy(app: string, rule: HostRule): Promise<Proxy> {
  const target = new URL(app);
  const server = http.createServer((req, res) => {
    const sent = req.headers.host ?? '';
    const headers = {
      ...req.headers,
      host: rule === '$host' ? sent.replace(/:\d+$/, '') : sent,
      'x-forwarded-host': sent,
      'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
      'x-forwarded-proto': 'http',
    };
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, host: `localhost:${port}`, origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/** What a current browser sends with a write from the site's own page. */
const modernBrowser = (p: Proxy) => ({ Host: p.host, Origin: p.origin, 'Sec-Fetch-Site': 'same-origin' });
/** A browser that sends Origin but predates Sec-Fetch-Site. */
const olderBrowser = (p: Proxy) => ({ Host: p.host, Origin: p.origin });

const newUser = () => {
  const username = uniqueName('bp');
  return { username, email: `${username}@example.com`, firstName: 'Behind', lastName: 'Proxy', password: 'password123' };
};

const sessionOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ubr.sid='))?.split(';')[0];

/** Sign-up, then sign-in, then the signed-in user read back, all through the proxy with these headers. */
async function signUpAndIn(p: Proxy, headers: Record<string, string>) {
  const user = newUser();
  const signUp = await request(p.url).post('/api/register').set(headers).send(user);
  const signIn = await request(p.url).post('/api/login').set(headers).send({ username: user.username, password: user.password });
  const cookie = sessionOf(signIn);
  const me = cookie ? await request(p.url).get('/api/auth/user').set({ Host: p.host, Cookie: cookie }) : null;
  return { user, signUp, signIn, cookie, me };
}

describe('behind a proxy TRUST_PROXY trusts (TRUST_PROXY=1, as docker-compose.yml sets it)', () => {
  let h: Harness;
  let video: { id: string; battlerAId: string };
  const proxies: Partial<Record<HostRule, Proxy>> = {};
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: '1' });
    video = await eventWithVideo(await adminAgent(h), { event: 'Proxy Gala', title: 'Proxy Duel', battlerA: 'Proxy Cruz', battlerB: 'Proxy Dane' });
    proxies.$host = await startProxy(h.url, '$host');
    proxies.$http_host = await startProxy(h.url, '$http_host');
  }, 30_000);
  afterAll(async () => {
    await proxies.$host?.close();
    await proxies.$http_host?.close();
    await h.stop();
  });

  describe.each<HostRule>(['$host', '$http_host'])('whose Host is nginx\'s %s', (rule) => {
    const proxy = () => proxies[rule] as Proxy;

    it('given a current browser on the proxy\'s address, when it signs up and signs in, then both succeed and the session holds', async () => {
      const { user, signUp, signIn, me } = await signUpAndIn(proxy(), modernBrowser(proxy()));
      expect(signUp.status).toBe(201);
      expect(signIn.status).toBe(200);
      expect(me?.status).toBe(200);
      expect(me?.body.username).toBe(user.username);
    });

    it('given a browser that sends Origin without Sec-Fetch-Site, when it signs up and signs in, then both succeed', async () => {
      const { signUp, signIn, me } = await signUpAndIn(proxy(), olderBrowser(proxy()));
      expect(signUp.status).toBe(201);
      expect(signIn.status).toBe(200);
      expect(me?.status).toBe(200);
    });

    it('given a signed-in member, when their page votes (a write served before Express), then the vote counts', async () => {
      const { cookie } = await signUpAndIn(proxy(), modernBrowser(proxy()));
      const before = h.running.leanWrites.served;
      for (const headers of [modernBrowser(proxy()), olderBrowser(proxy())]) {
        const vote = await request(proxy().url).post(`/api/videos/${video.id}/vote`).set({ ...headers, Cookie: cookie as string })
          .send({ battlerId: video.battlerAId });
        expect(vote.status).toBe(200);
      }
      expect(h.running.leanWrites.served).toBe(before + 2);
    });

    it('given a page on another site, when it posts a sign-up or a vote, then 403 and nothing is written', async () => {
      const { cookie } = await signUpAndIn(proxy(), modernBrowser(proxy()));
      const evil = { Host: proxy().host, Origin: 'https://evil.example' };
      for (const headers of [{ ...evil, 'Sec-Fetch-Site': 'cross-site' }, evil, { ...evil, Origin: `http://${proxy().host}.evil.example` }]) {
        const user = newUser();
        const signUp = await request(proxy().url).post('/api/register').set(headers).send(user);
        expect(signUp.status).toBe(403);
        expect(signUp.body).toEqual({ message: 'Cross-site request refused' });
        expect((await request(proxy().url).post('/api/login').set(modernBrowser(proxy())).send(user)).status).toBe(401);
        const vote = await request(proxy().url).post(`/api/videos/${video.id}/vote`).set({ ...headers, Cookie: cookie as string })
          .send({ battlerId: video.battlerAId });
        expect(vote.status).toBe(403);
      }
      const mine = await request(proxy().url).get(`/api/videos/${video.id}/user-vote`).set({ Host: proxy().host, Cookie: cookie as string });
      expect(mine.body).toEqual({ votedBattlerId: null });
    });
  });
});

describe('behind a proxy TRUST_PROXY does not trust (TRUST_PROXY=false)', () => {
  let h: Harness;
  let proxy: Proxy;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: 'false' });
    proxy = await startProxy(h.url, '$host');
  }, 30_000);
  afterAll(async () => {
    await proxy.close();
    await h.stop();
  });

  it('given a port-dropping proxy, when a browser without Sec-Fetch-Site signs up, then X-Forwarded-Host is not read and it is refused', async () => {
    const res = await request(proxy.url).post('/api/register').set(olderBrowser(proxy)).send(newUser());
    expect(res.status).toBe(403);
  });

  it('given a port-dropping proxy, when a current browser signs up and signs in, then its Sec-Fetch-Site suffices', async () => {
    const { signUp, signIn } = await signUpAndIn(proxy, modernBrowser(proxy));
    expect(signUp.status).toBe(201);
    expect(signIn.status).toBe(200);
  });

  it('given a client naming its own X-Forwarded-Host, when its Origin matches only that, then 403', async () => {
    const res = await request(h.url).post('/api/register')
      .set({ Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' }).send(newUser());
    expect(res.status).toBe(403);
  });
});

describe('with the compose stack\'s settings (NODE_ENV=production, PUBLIC_URL=http://localhost:3000, TRUST_PROXY=1)', () => {
  let h: Harness;
  let proxy: Proxy;
  beforeAll(async () => {
    h = await startHarness({
      NODE_ENV: 'production', SESSION_SECRET: 'c'.repeat(40), PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: '1',
    });
    proxy = await startProxy(h.url, '$http_host');
  }, 30_000);
  afterAll(async () => {
    await proxy.close();
    await h.stop();
  });

  it('given a local try over plain http, when a browser signs up and signs in, then the session cookie is sent and holds', async () => {
    const { user, signIn, me } = await signUpAndIn(proxy, modernBrowser(proxy));
    expect(signIn.status).toBe(200);
    expect(([] as string[]).concat(signIn.headers['set-cookie'] ?? []).join()).not.toMatch(/;\s*Secure/i);
    expect(me?.body.username).toBe(user.username);
  });

  it('given plain http, then pages ask for no HSTS and no upgrade to https (which would break every asset)', async () => {
    const page = await request(proxy.url).get('/').set({ Host: proxy.host });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });
});
