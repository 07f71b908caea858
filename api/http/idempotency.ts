import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DomainError } from '../../domain/shared/errors';
import { HttpError } from './errors';

/**
 * A retried submission (the answer was lost: a network drop, a 5xx after the write, a
 * timeout) carries the key of its first try in this header (the IETF httpapi
 * Idempotency-Key idea). The new record's id is derived from it, so the retry meets
 * the stream the first try wrote, and the route answers with that record again:
 * the event log is the only memory of keys, no store of its own.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 8 to 100 letters, digits, - or _';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The request's key: null when it sent none; a 400 when it is not 8 to 100 letters,
 * digits, - or _ (a header sent twice arrives joined by ', ', so it is refused too).
 */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
  return raw;
}

/** JSON with every object's keys sorted: the same value is the same text, however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonical(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SHA-256 of a parsed request body, as hex: what "the same submission" compares. */
export const contentHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

/** the namespace of this site's derived ids (a fixed random UUID; changing it changes every derived id) */
const NAMESPACE = '5c0f9f52-6c1d-4b8e-9a57-3e2d41b7c6a9';

/** An RFC 9562 name-based UUID (version 5, SHA-1) of `name` in `namespace` (the site's own by default). */
export function nameBasedUuid(name: string, namespace = NAMESPACE): string {
  const bytes = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Submission {
  /** what is created, one name per route: 'sponsorship-application' */
  scope: string;
  userId: string;
  key: string;
  /** the parsed body */
  body: unknown;
  /** the record it is created under, when the path names one (the video of a comment) */
  within?: string;
}

/**
 * The id of the record a keyed submission creates: the same user, key and content
 * (and parent) give the same id every time; another user, key or content another.
 */
export const idempotentId = ({ scope, userId, key, body, within }: Submission): string =>
  nameBasedUuid(JSON.stringify([scope, userId, key, within ?? null, contentHash(body)]));

/**
 * How a keyed retry meets its first try: its create runs into the stream the first
 * one wrote, and the decider refuses it (a conflict; or a concurrent append failed
 * on its revision and its retry, application/command-handling.ts, was refused).
 */
export const isConflict = (err: unknown): boolean => err instanceof DomainError && err.kind === 'conflict';
