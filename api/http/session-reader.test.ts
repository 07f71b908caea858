import { sign } from 'cookie-signature';
import { MemoryStore, type SessionData } from 'express-session';
import { SessionReader } from './session-reader';

const SECRET = 'test-secret-test-secret-test-secret-0123';

describe('SessionReader', () => {
  const store = new MemoryStore();
  const reader = new SessionReader(store, SECRET, 'sid');
  const session = { cookie: { originalMaxAge: 60_000 }, userId: 'u1' } as unknown as SessionData;
  beforeAll(() => new Promise<void>((resolve) => store.set('abc', session, () => resolve())));
  const cookie = (value: string) => `sid=${encodeURIComponent(`s:${value}`)}`;

  it('given a signed cookie read once, when it comes again, then it names the same session', async () => {
    const header = cookie(sign('abc', SECRET));
    expect((await reader.read(header))?.sid).toBe('abc');
    expect((await reader.read(header))?.sid).toBe('abc');
  });

  it('given a good cookie already verified, when a forged one comes, then it is refused', async () => {
    await reader.read(cookie(sign('abc', SECRET)));
    expect(await reader.read(cookie(sign('abc', 'another-secret-another-secret-012345')))).toBeNull();
    expect(await reader.read(cookie('abc.not-a-signature'))).toBeNull();
    expect(await reader.read(cookie(`${sign('abc', SECRET)}x`))).toBeNull();
  });

  it("given a store that can peek, when a cookie is read, then the store's shared copy is used and get is not called", async () => {
    const shared = Object.freeze({ cookie: { originalMaxAge: 60_000 }, userId: 'u2' }) as unknown as SessionData;
    const peeking = Object.assign(new MemoryStore(), { peek: (sid: string) => (sid === 'xyz' ? shared : null) });
    const get = jest.spyOn(peeking, 'get');
    const byPeek = new SessionReader(peeking, SECRET, 'sid');
    expect((await byPeek.read(cookie(sign('xyz', SECRET))))?.session).toBe(shared);
    expect(await byPeek.read(cookie(sign('gone', SECRET)))).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
