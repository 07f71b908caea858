import { hash as argon2Hash, parseOptions, verify as argon2Verify, type Algorithm, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports/services';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

export interface Argon2Parameters {
  /** m, memory in KiB; OWASP: 19456 (19 MiB) */
  memoryCost: number;
  /** t, passes; OWASP: 2 */
  timeCost: number;
  /** p, lanes; OWASP: 1 */
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id m = 19 MiB, t = 2, p = 1 (a seventh of scrypt N = 2^17's memory). */
export const OWASP_ARGON2ID: Argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// the package's enum is a `const enum`, which isolated modules cannot read
const ARGON2ID = 2 as Algorithm;

/** Bounds for parameters read back from a stored hash (a forged hash must not make us allocate gigabytes). */
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_TIME = 10;
const MAX_PARALLELISM = 8;

/**
 * Passwords hashed with argon2id through @node-rs/argon2 (its async calls run on the
 * libuv pool), stored in the PHC form `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`, which
 * carries its parameters. Hashes made before (`scrypt$…`) still verify, and
 * `needsRehash` says yes to them, so they are replaced at the owner's next sign-in.
 * Tests pass a lower memory (PASSWORD_HASH_COST); production uses OWASP's.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  readonly params: Argon2Parameters;
  private readonly legacy = new ScryptPasswordHasher();

  constructor(options: Partial<Argon2Parameters> = {}) {
    this.params = { ...OWASP_ARGON2ID, ...options };
    const { memoryCost, timeCost, parallelism } = this.params;
    if (!inRange(parallelism, 1, MAX_PARALLELISM)) throw new Error(`argon2 parallelism out of range: ${parallelism}`);
    if (!inRange(memoryCost, 8 * parallelism, MAX_MEMORY_KIB)) throw new Error(`argon2 memoryCost out of range: ${memoryCost}`);
    if (!inRange(timeCost, 1, MAX_TIME)) throw new Error(`argon2 timeCost out of range: ${timeCost}`);
  }

  hash(password: string): Promise<string> {
    return argon2Hash(password.normalize('NFC'), this.options());
  }

  async verify(stored: string, password: string): Promise<boolean> {
    if (typeof password !== 'string' || typeof stored !== 'string') return false;
    if (stored.startsWith('scrypt$')) return this.legacy.verify(stored, password);
    if (!readParams(stored)) return false;
    try {
      return await argon2Verify(stored, password.normalize('NFC'));
    } catch {
      return false;
    }
  }

  needsRehash(stored: string): boolean {
    const found = readParams(stored);
    if (!found) return true;
    const p = this.params;
    return found.memoryCost !== p.memoryCost || found.timeCost !== p.timeCost || found.parallelism !== p.parallelism;
  }

  private options(): Options {
    return { algorithm: ARGON2ID, ...this.params };
  }
}

/** The parameters of a well-formed argon2id hash within our bounds, else null. */
function readParams(stored: string): Argon2Parameters | null {
  if (typeof stored !== 'string' || !stored.startsWith('$argon2id$')) return null;
  try {
    const { algorithm, memoryCost, timeCost, parallelism, outputLen, saltLen } = parseOptions(stored);
    if (algorithm !== ARGON2ID || outputLen < 16 || saltLen < 8) return null;
    if (!inRange(parallelism, 1, MAX_PARALLELISM) || !inRange(memoryCost, 8 * parallelism, MAX_MEMORY_KIB)
      || !inRange(timeCost, 1, MAX_TIME)) return null;
    return { memoryCost, timeCost, parallelism };
  } catch {
    return null;
  }
}

const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
