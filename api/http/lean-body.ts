import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** The JSON body limit of every API call, Express's and the lean path's. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

/** The declared length of a plain, uncompressed JSON body within the limit; null for anything else (Express reads those). */
export function plainJsonLength(req: IncomingMessage): number | null {
  const h = req.headers;
  if (h['transfer-encoding'] || (h['content-encoding'] && h['content-encoding'] !== 'identity')) return null;
  if (!h['content-type'] || !JSON_TYPE.test(h['content-type'])) return null;
  const declared = h['content-length'];
  if (!declared || !/^\d{1,7}$/.test(declared)) return null;
  const length = Number(declared);
  return length > 0 && length <= JSON_BODY_LIMIT_BYTES ? length : null;
}

const malformed = () => Object.assign(new Error('Malformed JSON body'), { type: 'entity.parse.failed' });

/** The body as body-parser's strict mode reads it: an object or an array, nothing else. */
export function readJson(req: IncomingMessage, length: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= length) chunks.push(chunk);
    });
    // a client gone before its body ended: a 400 to nobody, not a server error in the log
    req.on('error', () => reject(Object.assign(new Error('Request aborted'), { status: 400 })));
    req.on('end', () => {
      if (received !== length) return reject(Object.assign(new Error('request size did not match content length'), { status: 400 }));
      const text = Buffer.concat(chunks, received).toString('utf8').trim();
      if (text[0] !== '{' && text[0] !== '[') return reject(malformed());
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(malformed());
      }
    });
  });
}

/** Runs an express-rate-limit middleware on a plain request: false when it answered (429). */
export function passes(limiter: RequestHandler, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  // its standard headers go through Express's res.append
  const expressLike = res as ServerResponse & { append?: (name: string, value: string) => void };
  expressLike.append ??= (name, value) => void res.appendHeader(name, value);
  return new Promise((resolve, reject) => {
    let passed = false;
    const done = limiter(req as never, res as never, (err?: unknown) => {
      if (err) return reject(err);
      passed = true;
      resolve(true);
    }) as unknown;
    void Promise.resolve(done).then(() => {
      if (!passed) resolve(false);
    }, reject);
  });
}
