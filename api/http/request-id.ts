import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const GIVEN = /^[\w-]{1,64}$/;
const LAST = 0xffff_ffff_ffff;
let prefix = '';
let next = LAST;

/**
 * A new id in a UUID's shape: a random per-process prefix (a v4 UUID's first 24
 * characters) and a counter for the last 12 hex digits, so each request costs one
 * increment, not a random UUID's bytes. Unique in the process; a new prefix when the
 * counter runs out, and every process draws its own.
 */
function newId(): string {
  if (next >= LAST) {
    prefix = randomUUID().slice(0, 24);
    next = 0;
  }
  return prefix + (next++).toString(16).padStart(12, '0');
}

/** The caller's X-Request-Id when it is a plain token, else a new one: it becomes every event's correlationId. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN.test(given) ? given : newId();
}
