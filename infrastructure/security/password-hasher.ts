import type { PasswordHasher } from '../../application/ports/services';
import type { AppConfig } from '../config';
import { Argon2PasswordHasher } from './argon2-password-hasher';
import { BoundedPasswordHasher } from './bounded-password-hasher';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

/** The configured hasher, behind the semaphore unless PASSWORD_HASH_CONCURRENCY=0 (the bench's old baseline). */
export function passwordHasherFor(config: Pick<AppConfig,
  'PASSWORD_HASH' | 'PASSWORD_HASH_COST' | 'PASSWORD_HASH_CONCURRENCY' | 'PASSWORD_HASH_QUEUE'>): PasswordHasher {
  const cost = config.PASSWORD_HASH_COST;
  const inner = config.PASSWORD_HASH === 'scrypt'
    ? new ScryptPasswordHasher(cost ? { cost } : {})
    : new Argon2PasswordHasher(cost ? { memoryCost: cost } : {});
  if (config.PASSWORD_HASH_CONCURRENCY === 0) return inner;
  return new BoundedPasswordHasher(inner, config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_QUEUE);
}
