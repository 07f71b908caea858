import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The caller's X-Request-Id when it is a plain token, else a new one: it becomes every event's correlationId. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}
