import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import session from 'express-session';
import request from 'supertest';
import { SqliteSessionStore } from './sqlite-session-store';
import { get, length, sessionOf, sessionStoreContract, set } from './session-store.contract';

sessionStoreContract('sqlite', async () => {
  const store = new SqliteSessionStore({ path: ':memory:' });
  return { store, cleanup: () => store.close() };
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SqliteSessionStore specifics', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sessions-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps sessions in its file across reopening', async () => {
    const file = path.join(dir, 'reopen.sqlite');
    const first = new SqliteSessionStore(file);
    await set(first, 's1', sessionOf('u1'));
    await first.close();
    const second = new SqliteSessionStore(file);
    expect(await get(second, 's1')).toMatchObject({ userId: 'u1' });
    await second.close();
  });

  it('peek hands a reader that does not change it one frozen copy per stored session, and sees changes and ends', async () => {
    const file = path.join(dir, 'peek.sqlite');
    const server = new SqliteSessionStore(file);
    const other = new SqliteSessionStore(file);
    await set(server, 'p1', sessionOf('u1'));
    const first = server.peek('p1');
    expect(first).toMatchObject({ userId: 'u1' });
    expect(server.peek('p1')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first?.cookie)).toBe(true);
    await set(server, 'p1', sessionOf('u2'));
    expect(server.peek('p1')).toMatchObject({ userId: 'u2' });
    expect(server.peek('missing')).toBeNull();
    await other.destroyUserSessions('u2');
    await nextTurn();
    expect(server.peek('p1')).toBeNull();
    await server.close();
    await other.close();
  });

  it('serves repeated reads from memory, yet sees another process end a session from the next turn of the event loop', async () => {
    const file = path.join(dir, 'shared.sqlite');
    const server = new SqliteSessionStore(file);
    const other = new SqliteSessionStore(file);
    await set(server, 's1', sessionOf('u1'));
    await set(server, 's2', sessionOf('u2'));
    expect(await get(server, 's1')).toMatchObject({ userId: 'u1' });
    // the copy handed out is the caller's to change
    const copy = (await get(server, 's1')) as { userId?: string };
    copy.userId = 'changed';
    expect(await get(server, 's1')).toMatchObject({ userId: 'u1' });
    await other.destroyUserSessions('u1');
    // reads ask whether another process wrote once per turn of the event loop (a request is as of some moment of its turn)
    await nextTurn();
    expect(await get(server, 's1')).toBeNull();
    expect(await get(server, 's2')).toMatchObject({ userId: 'u2' });
    await server.destroyUserSessions('u2');
    await nextTurn();
    expect(await get(other, 's2')).toBeNull();
    expect(await get(server, 's2')).toBeNull();
    await server.close();
    await other.close();
  });

  it('an expired session read before is not served from memory', async () => {
    const store = new SqliteSessionStore({ path: ':memory:', pruneIntervalMs: 0 });
    await set(store, 'soon', sessionOf('u1', 50));
    expect(await get(store, 'soon')).toMatchObject({ userId: 'u1' });
    await new Promise((r) => setTimeout(r, 80));
    expect(await get(store, 'soon')).toBeNull();
    await store.close();
  });

  it('prunes expired rows', async () => {
    const store = new SqliteSessionStore({ path: ':memory:', pruneIntervalMs: 0 });
    await set(store, 'old', sessionOf('u1', -1000));
    await set(store, 'new', sessionOf('u1'));
    expect(store.prune()).toBe(1);
    expect(await length(store)).toBe(1);
    await store.close();
  });

  it('prunes on its timer, which does not hold the process open', async () => {
    const store = new SqliteSessionStore({ path: ':memory:', pruneIntervalMs: 20 });
    await set(store, 'old', sessionOf('u1', -1000));
    await new Promise((r) => setTimeout(r, 80));
    expect(store.prune()).toBe(0);
    await store.close();
  });

  it('gives a session without cookie expiry the default lifetime', async () => {
    const store = new SqliteSessionStore({ path: ':memory:', defaultTtlMs: -1 });
    await set(store, 'noexp', { cookie: { originalMaxAge: null } } as never);
    expect(await get(store, 'noexp')).toBeFalsy();
    await store.close();
  });

  it('answers errors through the callback', async () => {
    const store = new SqliteSessionStore({ path: ':memory:' });
    await store.close();
    await expect(get(store, 'x')).rejects.toThrow(/not open/);
  });

  it('works behind express-session: login, then ending the user sessions signs out', async () => {
    const store = new SqliteSessionStore({ path: ':memory:' });
    const app = express();
    app.use(session({ secret: 'test', store, resave: false, saveUninitialized: false, cookie: { maxAge: 60_000 } }));
    app.post('/login/:user', (req, res) => {
      (req.session as unknown as { userId: string }).userId = req.params.user;
      res.json({ sid: req.sessionID });
    });
    app.get('/me', (req, res) => {
      res.json({ userId: (req.session as unknown as { userId?: string }).userId ?? null });
    });

    const agentA = request.agent(app);
    const agentB = request.agent(app);
    const a = await agentA.post('/login/u1').expect(200);
    await agentB.post('/login/u1').expect(200);
    expect((await agentA.get('/me')).body).toEqual({ userId: 'u1' });
    expect(await length(store)).toBe(2);

    expect(await store.destroyUserSessions('u1', a.body.sid)).toBe(1);
    expect((await agentA.get('/me')).body).toEqual({ userId: 'u1' });
    expect((await agentB.get('/me')).body).toEqual({ userId: null });
    await store.close();
  });
});
