import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../application/ports/services';

export interface ScryptParameters {
  /** N, CPU/memory cost, a power of two; OWASP: 2^17 */
  cost: number;
  /** r; OWASP: 8 */
  blockSize: number;
  /** p; OWASP: 1 */
  parallelization: number;
  /** salt bytes; 16 */
  saltLength: number;
  /** derived key bytes; 64 */
  keyLength: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParameters = { cost: 2 ** 17, blockSize: 8, parallelization: 1, saltLength: 16, keyLength: 64 };

/** Bounds for parameters read back from a stored hash (a forged hash must not make us allocate gigabytes). */
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELIZATION = 16;
const MIN_MAXMEM = 256 * 1024 * 1024;

/**
 * Passwords hashed with node:crypto scrypt (asynchronous: the work runs on the
 * libuv pool, not the event loop). Stored as `scrypt$N$r$p$<salt b64>$<hash b64>`:
 * verify reads N, r, p and the key length from the string, so the parameters
 * can change without invalidating stored hashes (`needsRehash` tells when to
 * re-hash at the next login). Comparison with timingSafeEqual.
 * Tests and e2e pass a lower cost (`{ cost: 2 ** 14 }`); production uses OWASP's.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  readonly params: ScryptParameters;

  constructor(options: Partial<ScryptParameters> = {}) {
    this.params = { ...OWASP_SCRYPT, ...options };
    const { cost, blockSize, parallelization, saltLength, keyLength } = this.params;
    if (!isPowerOfTwo(cost) || cost < 2 || cost > MAX_COST) throw new Error(`scrypt cost must be a power of two in 2..2^20, got ${cost}`);
    if (!inRange(blockSize, 1, MAX_BLOCK_SIZE)) throw new Error(`scrypt blockSize out of range: ${blockSize}`);
    if (!inRange(parallelization, 1, MAX_PARALLELIZATION)) throw new Error(`scrypt parallelization out of range: ${parallelization}`);
    if (!inRange(saltLength, 16, 64)) throw new Error(`scrypt saltLength must be 16..64 bytes: ${saltLength}`);
    if (!inRange(keyLength, 32, 128)) throw new Error(`scrypt keyLength must be 32..128 bytes: ${keyLength}`);
  }

  async hash(password: string): Promise<string> {
    const { cost, blockSize, parallelization, saltLength, keyLength } = this.params;
    const salt = randomBytes(saltLength);
    const key = await derive(password, salt, keyLength, cost, blockSize, parallelization);
    return ['scrypt', cost, blockSize, parallelization, b64(salt), b64(key)].join('$');
  }

  async verify(stored: string, password: string): Promise<boolean> {
    if (typeof password !== 'string') return false;
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.hash.length, parsed.cost, parsed.blockSize, parsed.parallelization);
    return timingSafeEqual(key, parsed.hash);
  }

  /** True when a stored hash was made with other parameters than this hasher's (or is unreadable). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    if (!parsed) return true;
    const p = this.params;
    return (
      parsed.cost !== p.cost ||
      parsed.blockSize !== p.blockSize ||
      parsed.parallelization !== p.parallelization ||
      parsed.salt.length !== p.saltLength ||
      parsed.hash.length !== p.keyLength
    );
  }
}

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelization: number;
  salt: Buffer;
  hash: Buffer;
}

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parse(stored: string): ParsedHash | null {
  if (typeof stored !== 'string') return null;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltB64, hashB64] = parts;
  if (![n, r, p].every((x) => /^[1-9][0-9]{0,7}$/.test(x))) return null;
  const cost = Number(n);
  const blockSize = Number(r);
  const parallelization = Number(p);
  if (!isPowerOfTwo(cost) || cost < 2 || cost > MAX_COST) return null;
  if (!inRange(blockSize, 1, MAX_BLOCK_SIZE) || !inRange(parallelization, 1, MAX_PARALLELIZATION)) return null;
  if (!B64.test(saltB64) || !B64.test(hashB64)) return null;
  const salt = Buffer.from(saltB64, 'base64');
  const hash = Buffer.from(hashB64, 'base64');
  if (salt.length < 8 || salt.length > 64 || hash.length < 16 || hash.length > 128) return null;
  return { cost, blockSize, parallelization, salt, hash };
}

function derive(password: string, salt: Buffer, keyLength: number, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes; give it room above that
  const options: ScryptOptions = { N, r, p, maxmem: Math.max(MIN_MAXMEM, 2 * 128 * N * r * p) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');
const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
