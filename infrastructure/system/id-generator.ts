import { randomBytes, randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../application/ports/services';

/** Ids are random UUIDs (v4); tokens are CSPRNG bytes as hex. */
export class RandomIdGenerator implements IdGenerator {
  next(): string {
    return randomUUID();
  }

  token(bytes: number): string {
    if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1024) throw new RangeError(`token size must be 1..1024 bytes, got ${bytes}`);
    return randomBytes(bytes).toString('hex');
  }
}
