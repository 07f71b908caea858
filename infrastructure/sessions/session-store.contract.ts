import type { SessionData, Store } from 'express-session';
import type { SessionRegistry } from './session-registry';

export type SessionStoreUnderTest = Store & SessionRegistry;

type Sess = SessionData & { userId?: string; note?: string };

export const sessionOf = (userId: string | undefined, expiresInMs = 3600_000, note?: string): Sess =>
  ({
    cookie: {
      originalMaxAge: expiresInMs,
      expires: new Date(Date.now() + expiresInMs),
      httpOnly: true,
      path: '/',
    },
    ...(userId ? { userId } : {}),
    ...(note ? { note } : {}),
  }) as unknown as Sess;

export const get = (s: Store, sid: string) =>
  new Promise<Sess | null | undefined>((resolve, reject) => s.get(sid, (err, v) => (err ? reject(err) : resolve(v as Sess))));
export const set = (s: Store, sid: string, v: Sess) =>
  new Promise<void>((resolve, reject) => s.set(sid, v, (err) => (err ? reject(err) : resolve())));
export const destroy = (s: Store, sid: string) =>
  new Promise<void>((resolve, reject) => s.destroy(sid, (err) => (err ? reject(err) : resolve())));
export const touch = (s: Store, sid: string, v: Sess) =>
  new Promise<void>((resolve, reject) => s.touch!(sid, v, ((err?: unknown) => (err ? reject(err) : resolve())) as () => void));
export const length = (s: Store) =>
  new Promise<number>((resolve, reject) => s.length!((err, n) => (err ? reject(err) : resolve(n ?? 0))));
export const clear = (s: Store) =>
  new Promise<void>((resolve, reject) => s.clear!((err) => (err ? reject(err) : resolve())));

/** One behaviour for the SQLite and MongoDB session stores. `make` gives a fresh, empty store. */
export function sessionStoreContract(
  name: string,
  make: () => Promise<{ store: SessionStoreUnderTest; cleanup(): Promise<void> }>,
): void {
  describe(`session store contract: ${name}`, () => {
    let store: SessionStoreUnderTest;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await make());
    });
    afterEach(async () => {
      await cleanup();
    });

    it('stores, reads back, replaces and destroys a session', async () => {
      expect(await get(store, 'nope')).toBeFalsy();
      await set(store, 's1', sessionOf('u1', 3600_000, 'first'));
      expect(await get(store, 's1')).toMatchObject({ userId: 'u1', note: 'first', cookie: { path: '/' } });
      await set(store, 's1', sessionOf('u1', 3600_000, 'second'));
      expect((await get(store, 's1'))?.note).toBe('second');
      await destroy(store, 's1');
      expect(await get(store, 's1')).toBeFalsy();
      await destroy(store, 's1'); // destroying a missing session is fine
    });

    it('ignores an expired session', async () => {
      await set(store, 'old', sessionOf('u1', -1000));
      expect(await get(store, 'old')).toBeFalsy();
      expect(await length(store)).toBe(0);
    });

    it('touch moves the expiry', async () => {
      await set(store, 's1', sessionOf('u1', -1000));
      expect(await get(store, 's1')).toBeFalsy();
      await touch(store, 's1', sessionOf('u1', 3600_000));
      expect(await get(store, 's1')).toMatchObject({ userId: 'u1' });
    });

    it('counts and clears', async () => {
      await set(store, 'a', sessionOf('u1'));
      await set(store, 'b', sessionOf('u2'));
      await set(store, 'c', sessionOf(undefined));
      expect(await length(store)).toBe(3);
      await clear(store);
      expect(await length(store)).toBe(0);
      expect(await get(store, 'a')).toBeFalsy();
    });

    it("destroyUserSessions ends every session of that user, optionally but one", async () => {
      await set(store, 'a1', sessionOf('u1'));
      await set(store, 'a2', sessionOf('u1'));
      await set(store, 'a3', sessionOf('u1'));
      await set(store, 'b1', sessionOf('u2'));
      await set(store, 'anon', sessionOf(undefined));
      expect(await store.destroyUserSessions('u1', 'a2')).toBe(2);
      expect(await get(store, 'a1')).toBeFalsy();
      expect(await get(store, 'a2')).toMatchObject({ userId: 'u1' });
      expect(await get(store, 'b1')).toMatchObject({ userId: 'u2' });
      expect(await store.destroyUserSessions('u1')).toBe(1);
      expect(await get(store, 'a2')).toBeFalsy();
      expect(await store.destroyUserSessions('nobody')).toBe(0);
      expect(await length(store)).toBe(2);
    });

    it('follows a session whose user changes (login after anonymous, logout)', async () => {
      await set(store, 's', sessionOf(undefined));
      expect(await store.destroyUserSessions('u1')).toBe(0);
      await set(store, 's', sessionOf('u1'));
      expect(await store.destroyUserSessions('u1')).toBe(1);
      expect(await get(store, 's')).toBeFalsy();
    });
  });
}
