import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { type Harness, registerUser, startHarness, uniqueName } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.stop(); });

const outboxMessages = () => {
  const dir = path.join(h.dataDir, 'outbox');
  try {
    return readdirSync(dir).filter((f) => !f.startsWith('.')).sort().map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const res = await request(h.url).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });
});

describe('POST /api/register', () => {
  it('creates the account, signs the user in, never returns a hash', async () => {
    const agent = h.agent();
    const username = uniqueName('Reg');
    const res = await agent.post('/api/register').send({ username, email: `${username}@ex.com`, firstName: 'Ada', lastName: 'Bars', password: 'password123' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username, email: `${username}@ex.com`, firstName: 'Ada', lastName: 'Bars', role: 'user', profilePictureUrl: null });
    expect(typeof res.body.id).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);
  });

  it.each([
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'bad name!' }, 'Username may only contain letters, digits, dots and underscores'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses %j with "%s"', async (override, message) => {
    const username = uniqueName();
    const body = { username, email: `${username}@ex.com`, firstName: 'A', lastName: 'B', password: 'password123', ...override };
    const res = await request(h.url).post('/api/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a taken username, whatever its case: names are public', async () => {
    const first = await registerUser(h.agent());
    const dupName = await request(h.url).post('/api/register')
      .send({ username: first.username.toUpperCase(), email: `${uniqueName()}@ex.com`, firstName: 'A', lastName: 'B', password: 'password123' });
    expect(dupName.status).toBe(409);
    expect(dupName.body.message).toBe('Username already exists');
  });

  it('answers a taken email (any case) as it answers a free one, signed in; the holder is mailed, and keeps the address', async () => {
    const holder = await registerUser(h.agent());
    const wire = async (email: string) => {
      const agent = h.agent();
      const username = uniqueName('Reg');
      const res = await agent.post('/api/register').send({ username, email, firstName: 'Ada', lastName: 'Bars', password: 'password123' });
      const me = await agent.get('/api/auth/user');
      const shape = (body: Record<string, unknown>) => ({ ...body, id: typeof body.id, username: body.username === username,
        createdAt: typeof body.createdAt, updatedAt: typeof body.updatedAt });
      return { status: res.status, body: shape(res.body), me: [me.status, shape(me.body)], cookie: Boolean(res.headers['set-cookie']) };
    };
    const taken = holder.email.toUpperCase();
    const fresh = `${uniqueName()}@ex.com`.toUpperCase();
    const answers = [await wire(taken), await wire(fresh)];
    expect(answers[0]).toEqual({ ...answers[1], body: { ...answers[1].body, email: taken }, me: [200, { ...answers[1].me[1] as object, email: taken }] });
    expect(answers[0]).toMatchObject({ status: 201, cookie: true, body: { email: taken } });

    // the holder hears of it, at their own address
    const notice = `Subject: UBR: someone tried to sign up with your email address`;
    await eventually(() => expect(outboxMessages().filter((m) => m.includes(notice) && m.includes(`To: ${holder.email}\n`))).toHaveLength(1));
    // and a reset for the address still goes to the holder's account
    await request(h.url).post('/api/forgot-password').send({ email: holder.email });
    await eventually(() => expect(outboxMessages().some((m) => m.includes('password reset') && m.includes(`(${holder.username})`))).toBe(true));
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(h.url).post('/api/register').set('Content-Type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON body');
  });
});

describe('POST /api/login and /api/logout', () => {
  it('signs in with the right password (any username case), with a new session id', async () => {
    const user = await registerUser(h.agent());
    const agent = h.agent();
    const res = await agent.post('/api/login').send({ username: user.username.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(user.username);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it('regenerates the session id at login', async () => {
    const user = await registerUser(h.agent());
    const agent = h.agent();
    await agent.post('/api/login').send({ username: user.username, password: user.password });
    const sid1 = (await agent.post('/api/login').send({ username: user.username, password: user.password })).headers['set-cookie']?.[0];
    const sid2 = (await agent.post('/api/login').send({ username: user.username, password: user.password })).headers['set-cookie']?.[0];
    expect(sid1).toBeTruthy();
    expect(sid1?.split(';')[0]).not.toBe(sid2?.split(';')[0]);
  });

  it('refuses a wrong password or an unknown user with the same message', async () => {
    const user = await registerUser(h.agent());
    const wrong = await request(h.url).post('/api/login').send({ username: user.username, password: 'wrong-password' });
    const unknown = await request(h.url).post('/api/login').send({ username: 'nobody_here', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(unknown.body.message).toBe('Invalid username or password');
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
  ])('validates %j', async (body, message) => {
    const res = await request(h.url).post('/api/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('logs out: the session is destroyed', async () => {
    const agent = h.agent();
    await registerUser(agent);
    const res = await agent.post('/api/logout');
    expect(res.status).toBe(200);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('GET /api/login sends a browser to /auth', async () => {
    const res = await request(h.url).get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, mailing only the known one', async () => {
    const user = await registerUser(h.agent());
    const before = outboxMessages().length;
    const known = await request(h.url).post('/api/forgot-password').send({ email: user.email });
    const unknown = await request(h.url).post('/api/forgot-password').send({ email: 'ghost@nowhere.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    // the mail reactor sends it from the log, after the answer
    await eventually(() => expect(outboxMessages().length).toBe(before + 1));
    const mails = outboxMessages();
    expect(mails[mails.length - 1]).toContain(`To: ${user.email}`);
    // and records it once: nothing more arrives
    await new Promise((r) => setTimeout(r, 300));
    expect(outboxMessages().length).toBe(before + 1);
  });

  it('resets with the mailed token once, ends other sessions, and the new password works', async () => {
    const signedIn = h.agent();
    const user = await registerUser(signedIn);
    await request(h.url).post('/api/forgot-password').send({ email: user.email });
    let mail: string | undefined;
    await eventually(() => expect(mail = outboxMessages().find((m) => m.includes(`To: ${user.email}`))).toBeDefined());
    const token = /reset-password\?token=([0-9a-f]{64})/.exec(mail ?? '')?.[1];
    expect(token).toHaveLength(64);

    const res = await request(h.url).post('/api/reset-password').send({ token, newPassword: 'brand-new-pass' });
    expect(res.status).toBe(200);
    expect((await signedIn.get('/api/auth/user')).status).toBe(401);

    const again = await request(h.url).post('/api/reset-password').send({ token, newPassword: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset token');

    const login = await request(h.url).post('/api/login').send({ username: user.username, password: 'brand-new-pass' });
    expect(login.status).toBe(200);
  });

  it('validates the reset body', async () => {
    const short = await request(h.url).post('/api/reset-password').send({ token: 'a'.repeat(64), newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const bad = await request(h.url).post('/api/reset-password').send({ token: 'not-a-token', newPassword: 'longenough' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid or expired reset token');
    const noEmail = await request(h.url).post('/api/forgot-password').send({ email: 'x' });
    expect(noEmail.status).toBe(400);
  });
});

describe('cross-site requests', () => {
  it('refuses a state change whose Origin is another site, changing nothing', async () => {
    const username = uniqueName();
    const res = await request(h.url).post('/api/register').set('Origin', 'https://evil.example')
      .send({ username, email: `${username}@ex.com`, firstName: 'A', lastName: 'B', password: 'password123' });
    expect(res.status).toBe(403);
    const login = await request(h.url).post('/api/login').send({ username, password: 'password123' });
    expect(login.status).toBe(401);
  });

  it('refuses Sec-Fetch-Site: cross-site and accepts same-origin', async () => {
    const cross = await request(h.url).post('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(cross.status).toBe(403);
    const same = await request(h.url).post('/api/logout').set('Sec-Fetch-Site', 'same-origin').set('Origin', h.url);
    expect(same.status).toBe(200);
  });
});

describe('security headers', () => {
  it("sends a JSON answer's security headers and a request id; a page gets helmet's", async () => {
    const res = await request(h.url).get('/api/auth/user');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    const page = await request(h.url).get('/robots.txt');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
