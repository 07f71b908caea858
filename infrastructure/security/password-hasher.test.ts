import { ConfigError, loadConfig } from '../config';
import { Argon2PasswordHasher } from './argon2-password-hasher';
import { BoundedPasswordHasher } from './bounded-password-hasher';
import { passwordHasherFor } from './password-hasher';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

describe('the configured password hasher', () => {
  it('defaults to argon2id at OWASP parameters, 2 at once, 512 waiting', () => {
    const config = loadConfig({});
    expect([config.PASSWORD_HASH, config.PASSWORD_HASH_COST, config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_QUEUE])
      .toEqual(['argon2id', undefined, 2, 512]);
    const hasher = passwordHasherFor(config) as BoundedPasswordHasher;
    expect(hasher).toBeInstanceOf(BoundedPasswordHasher);
    expect([hasher.gate.slots, hasher.gate.queue]).toEqual([2, 512]);
  });

  it('reads PASSWORD_HASH_COST as argon2id memory in KiB, or scrypt N for the baseline, unbounded with concurrency 0', () => {
    const argon = passwordHasherFor(loadConfig({ PASSWORD_HASH_COST: '1024', PASSWORD_HASH_CONCURRENCY: '0' }));
    expect(argon).toBeInstanceOf(Argon2PasswordHasher);
    expect((argon as Argon2PasswordHasher).params.memoryCost).toBe(1024);
    const scrypt = passwordHasherFor(loadConfig({ PASSWORD_HASH: 'scrypt', PASSWORD_HASH_CONCURRENCY: '0' }));
    expect((scrypt as ScryptPasswordHasher).params.cost).toBe(2 ** 17);
  });

  it.each([['PASSWORD_HASH', 'bcrypt'], ['PASSWORD_HASH_COST', '512'], ['PASSWORD_HASH_CONCURRENCY', '-1'], ['PASSWORD_HASH_QUEUE', 'many']])(
    'refuses %s=%s', (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    });
});
