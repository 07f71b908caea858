import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { INVALID_TOKEN } from '../../domain/password-reset/password-reset';
import { userDecider, userStream } from '../../domain/user/user';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import { type BlobStorage, type IdGenerator, type PasswordHasher, PasswordHasherBusy } from '../ports/services';
import { ResetTokens } from './reset-tokens';
import { UserCommands } from './user-commands';

/** A hasher stand-in: `h:<password>`, refusing the next `failNext` hashes as a full queue does. */
class StubHasher implements PasswordHasher {
  failNext = 0;
  hashes = 0;
  async hash(password: string) {
    this.hashes++;
    if (this.failNext > 0) {
      this.failNext--;
      throw new PasswordHasherBusy();
    }
    return `h:${password}`;
  }
  async verify(hash: string, password: string) { return hash === `h:${password}`; }
  needsRehash() { return false; }
}

let next = 0;
const ids: IdGenerator = { next: () => `id-${++next}`, token: () => 'f'.repeat(64) };
const tokens = new ResetTokens('k'.repeat(64));

describe('UserCommands', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let hasher: StubHasher;
  let users: UserCommands;

  beforeEach(() => {
    stores = embeddedStores();
    hasher = new StubHasher();
    users = new UserCommands(stores.events, hasher, ids, {} as BlobStorage, tokens);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await stores.close();
  });

  const register = (username: string, email = `${username}@example.com`) =>
    users.register({ username, email, firstName: 'Reek', lastName: 'L', password: 'password123' }, ctx(null));
  const userOf = async (userId: string) => (await loadStream(stores.events, userStream(userId), userDecider)).state;

  /** A store stand-in whose next append to a user stream fails (after the reservations went through). */
  const failNextUserAppend = () => {
    const append = stores.events.append.bind(stores.events);
    let failed = false;
    return jest.spyOn(stores.events, 'append').mockImplementation((...args: Parameters<EventStore['append']>) => {
      if (!failed && args[0].startsWith('user-')) {
        failed = true;
        return Promise.reject(new Error('disk I/O error'));
      }
      return append(...args);
    });
  };

  describe('register', () => {
    it('gives the username and email back when saving the user fails, so the same registration then goes through', async () => {
      failNextUserAppend();
      await expect(register('lil_reek')).rejects.toThrow('disk I/O error');
      expect(await users.ownerOf('username', 'lil_reek')).toBeNull();
      expect(await users.ownerOf('email', 'lil_reek@example.com')).toBeNull();
      const { userId } = await register('lil_reek');
      expect(await users.ownerOf('username', 'lil_reek')).toBe(userId);
      expect(await users.ownerOf('email', 'lil_reek@example.com')).toBe(userId);
      expect(await users.authenticate('lil_reek', 'password123', ctx(null))).toBe(userId);
    });

    it('registers with a taken email as with a free one, leaving the address with its holder and unattached to the newcomer', async () => {
      const first = await register('first', 'shared@example.com');
      const second = await register('second', 'SHARED@example.com');
      expect(await users.ownerOf('username', 'second')).toBe(second.userId);
      expect(await users.ownerOf('email', 'shared@example.com')).toBe(first.userId);
      expect(await userOf(second.userId)).toMatchObject({ exists: true, email: 'SHARED@example.com', emailAttached: false });
      expect(await userOf(first.userId)).toMatchObject({ email: 'shared@example.com', emailAttached: true });
      const [registered] = await stores.events.readStream(userStream(second.userId));
      expect(registered.data).toMatchObject({ emailTaken: true });
      // a reset asked for the address reaches its holder only
      await users.forgotPassword('shared@example.com', ctx(null));
      const requested: string[] = [];
      for await (const e of stores.events.readAll(0)) if (e.type === 'PasswordResetRequested') requested.push((e.data as { userId: string }).userId);
      expect(requested).toEqual([first.userId]);
    });

    it("does not give the holder's address away when saving the newcomer fails", async () => {
      const first = await register('first', 'shared@example.com');
      failNextUserAppend();
      await expect(register('second', 'shared@example.com')).rejects.toThrow('disk I/O error');
      expect(await users.ownerOf('email', 'shared@example.com')).toBe(first.userId);
      expect(await users.ownerOf('username', 'second')).toBeNull();
    });

    it('refuses a taken username, with the email left free', async () => {
      await register('first', 'first@example.com');
      await expect(register('FIRST', 'other@example.com')).rejects.toThrow('Username already exists');
      expect(await users.ownerOf('email', 'other@example.com')).toBeNull();
    });
  });

  describe('updateProfile', () => {
    const profile = (email: string) => ({ firstName: 'Reek', lastName: 'L', email });

    it('gives the new email back when saving the change fails', async () => {
      const { userId } = await register('reek', 'x@example.com');
      failNextUserAppend();
      await expect(users.updateProfile(userId, profile('y@example.com'), ctx(userId))).rejects.toThrow('disk I/O error');
      expect(await users.ownerOf('email', 'y@example.com')).toBeNull();
      expect(await users.ownerOf('email', 'x@example.com')).toBe(userId);
    });

    it('two interleaved email changes (X→Y, X→Z) leave reserved only the email the user ends with', async () => {
      const { userId } = await register('reek', 'x@example.com');
      // the first change's append waits until the second has read the user (email X) and reserved Z
      let zReserved!: () => void;
      const secondReserved = new Promise<void>((r) => { zReserved = r; });
      const append = stores.events.append.bind(stores.events);
      let userAppends = 0;
      jest.spyOn(stores.events, 'append').mockImplementation(async (...args: Parameters<EventStore['append']>) => {
        if (args[0] === userStream(userId) && ++userAppends === 1) await secondReserved;
        const result = await append(...args);
        if (args[0] === 'email-z@example.com') zReserved();
        return result;
      });
      await Promise.all([
        users.updateProfile(userId, profile('y@example.com'), ctx(userId)),
        users.updateProfile(userId, profile('z@example.com'), ctx(userId)),
      ]);
      const final = (await userOf(userId)).email;
      expect(['y@example.com', 'z@example.com']).toContain(final);
      const lost = final === 'y@example.com' ? 'z@example.com' : 'y@example.com';
      expect(await users.ownerOf('email', final)).toBe(userId);
      expect(await users.ownerOf('email', lost)).toBeNull();
      expect(await users.ownerOf('email', 'x@example.com')).toBeNull();
    });

    it('an edit keeping the email it was shown is refused once a concurrent change replaced that email', async () => {
      const { userId } = await register('reek', 'x@example.com');
      let changed!: () => void;
      const emailChanged = new Promise<void>((r) => { changed = r; });
      const append = stores.events.append.bind(stores.events);
      let userAppends = 0;
      jest.spyOn(stores.events, 'append').mockImplementation(async (...args: Parameters<EventStore['append']>) => {
        const mine = args[0] === userStream(userId) ? ++userAppends : 0;
        if (mine === 1) await emailChanged;
        const result = await append(...args);
        if (mine === 2) changed();
        return result;
      });
      const namesOnly = users.updateProfile(userId, { firstName: 'Renamed', lastName: 'L', email: 'x@example.com' }, ctx(userId));
      await users.updateProfile(userId, profile('y@example.com'), ctx(userId));
      await expect(namesOnly).rejects.toThrow('changed by someone else');
      expect((await userOf(userId)).email).toBe('y@example.com');
      expect(await users.ownerOf('email', 'y@example.com')).toBe(userId);
      expect(await users.ownerOf('email', 'x@example.com')).toBeNull();
    });
  });

  describe('resetPassword', () => {
    const requestToken = async (email: string) => {
      await users.forgotPassword(email, ctx(null));
      return tokens.tokenFor(`id-${next}`);
    };

    it('a refused hash (busy) leaves the token unspent: the same token then sets the password', async () => {
      const { userId } = await register('reek');
      const token = await requestToken('reek@example.com');
      hasher.failNext = 1;
      await expect(users.resetPassword(token, 'new-password-1', ctx(null))).rejects.toBeInstanceOf(PasswordHasherBusy);
      expect((await userOf(userId)).passwordHash).toBe('h:password123');
      await expect(users.resetPassword(token, 'new-password-1', ctx(null))).resolves.toMatchObject({ userId });
      expect((await userOf(userId)).passwordHash).toBe('h:new-password-1');
      await expect(users.resetPassword(token, 'new-password-2', ctx(null))).rejects.toThrow(INVALID_TOKEN);
    });

    it('two concurrent resets with one token: exactly one wins, and its password is the one set', async () => {
      const { userId } = await register('reek');
      const token = await requestToken('reek@example.com');
      const results = await Promise.allSettled([
        users.resetPassword(token, 'first-choice', ctx(null)),
        users.resetPassword(token, 'second-choice', ctx(null)),
      ]);
      const won = results.findIndex((r) => r.status === 'fulfilled');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results[1 - won]).toMatchObject({ status: 'rejected', reason: { message: INVALID_TOKEN } });
      expect((await userOf(userId)).passwordHash).toBe(won === 0 ? 'h:first-choice' : 'h:second-choice');
    });

    it('refuses an unknown token before any hashing', async () => {
      const before = hasher.hashes;
      await expect(users.resetPassword('a'.repeat(64), 'whatever-1', ctx(null))).rejects.toThrow(INVALID_TOKEN);
      expect(hasher.hashes).toBe(before);
    });
  });

  describe('changeAvatar', () => {
    /** a storage stand-in: which keys it holds */
    const memoryBlobs = () => {
      const held = new Set<string>();
      const blobs = {
        put: jest.fn(async (key: string) => { held.add(key); return {} as never; }),
        delete: jest.fn(async (key: string) => { held.delete(key); }),
      } as unknown as BlobStorage;
      return { held, blobs };
    };
    const image = { bytes: Buffer.from('img'), mime: 'image/png', ext: 'png' };

    it('deletes the file of the avatar it replaced once the change is recorded, and only our own avatars', async () => {
      const { held, blobs } = memoryBlobs();
      const withBlobs = new UserCommands(stores.events, hasher, ids, blobs, tokens);
      const { userId } = await register('reek');
      const first = await withBlobs.changeAvatar(userId, image, ctx(userId));
      const second = await withBlobs.changeAvatar(userId, image, ctx(userId));
      expect([...held]).toEqual([second.profilePictureUrl.slice('/uploads/'.length)]);
      expect((await userOf(userId)).profilePictureUrl).toBe(second.profilePictureUrl);
      expect(first.profilePictureUrl).toMatch(/^\/uploads\/avatars\//);

      // a picture that is not one of our avatar files (another area's, say) is left alone
      await handleCommand(stores.events, userStream(userId), userDecider, { type: 'ChangeAvatar', profilePictureUrl: '/uploads/sponsors/logo.png' }, ctx(userId));
      await withBlobs.changeAvatar(userId, image, ctx(userId));
      expect(blobs.delete).not.toHaveBeenCalledWith('sponsors/logo.png');
    });

    it('deletes the new file when the change is refused', async () => {
      const { held, blobs } = memoryBlobs();
      const withBlobs = new UserCommands(stores.events, hasher, ids, blobs, tokens);
      await expect(withBlobs.changeAvatar('nobody', image, ctx('nobody'))).rejects.toThrow('User not found');
      expect([...held]).toEqual([]);
    });
  });
});
