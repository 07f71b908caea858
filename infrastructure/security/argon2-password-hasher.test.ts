import { PasswordHasherBusy } from '../../application/ports/services';
import { Argon2PasswordHasher, OWASP_ARGON2ID } from './argon2-password-hasher';
import { BoundedPasswordHasher } from './bounded-password-hasher';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

// 1 MiB: fast enough for unit tests; the parameters are read back from each hash anyway
const LOW = { memoryCost: 1024 };

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher(LOW);

  it('hashes to a PHC argon2id string with its parameters and a fresh salt each time', async () => {
    const a = await hasher.hash('correct horse battery staple');
    const b = await hasher.hash('correct horse battery staple');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one, equal under NFC', async () => {
    const stored = await hasher.hash('caf\u00e9 🎤');
    expect(await hasher.verify(stored, 'caf\u00e9 🎤')).toBe(true);
    expect(await hasher.verify(stored, 'cafe\u0301 🎤')).toBe(true);
    expect(await hasher.verify(stored, 'cafe 🎤')).toBe(false);
    expect(await hasher.verify(stored, '')).toBe(false);
  });

  it('keeps verifying the scrypt hashes made before, and asks for them to be re-hashed', async () => {
    const old = await new ScryptPasswordHasher({ cost: 2 ** 12 }).hash('pw');
    expect(await hasher.verify(old, 'pw')).toBe(true);
    expect(await hasher.verify(old, 'wrong')).toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
  });

  it('asks for a re-hash only when the parameters differ from its own', async () => {
    const own = await hasher.hash('pw');
    expect(hasher.needsRehash(own)).toBe(false);
    const other = await new Argon2PasswordHasher({ memoryCost: 2048 }).hash('pw');
    expect(hasher.needsRehash(other)).toBe(true);
    expect(await hasher.verify(other, 'pw')).toBe(true);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('answers false for malformed or hostile stored strings, without throwing', async () => {
    const stored = await hasher.hash('pw');
    for (const bad of [
      '', 'plain', 'scrypt$1$2', stored.replace('argon2id', 'argon2i'),
      stored.replace('m=1024', 'm=4194304'), // 4 GiB: too costly to accept
      stored.replace('t=2', 't=99'),
      stored.slice(0, -10),
    ]) {
      await expect(hasher.verify(bad, 'pw')).resolves.toBe(false);
    }
  });

  it('defaults to the OWASP parameters and refuses bad ones', () => {
    expect(new Argon2PasswordHasher().params).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(OWASP_ARGON2ID.memoryCost).toBe(19 * 1024);
    expect(() => new Argon2PasswordHasher({ memoryCost: 4 })).toThrow(/memoryCost/);
    expect(() => new Argon2PasswordHasher({ timeCost: 0 })).toThrow(/timeCost/);
  });

  it('hashes at the OWASP cost', async () => {
    const stored = await new Argon2PasswordHasher().hash('pw');
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await hasher.verify(stored, 'pw')).toBe(true);
  });
});

describe('BoundedPasswordHasher', () => {
  it('runs at most its concurrency at once and refuses beyond its queue with PasswordHasherBusy', async () => {
    let now = 0;
    let peak = 0;
    const release: Array<() => void> = [];
    const slow = {
      hash: () => new Promise<string>((resolve) => {
        peak = Math.max(peak, ++now);
        release.push(() => { now--; resolve('h'); });
      }),
      verify: async () => true,
      needsRehash: () => false,
    };
    const bounded = new BoundedPasswordHasher(slow, 2, 3);
    const accepted = Array.from({ length: 5 }, () => bounded.hash('pw'));
    await expect(bounded.verify('h', 'pw')).rejects.toBeInstanceOf(PasswordHasherBusy);
    await expect(bounded.hash('pw')).rejects.toThrow('The server is busy; please try again in a moment.');
    while (release.length || bounded.gate.active) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await expect(Promise.all(accepted)).resolves.toEqual(['h', 'h', 'h', 'h', 'h']);
    expect(peak).toBe(2);
  });
});
