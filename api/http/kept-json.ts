import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Below this a gzip header costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

/**
 * A handler's answer already made into bytes, kept by the handler for the next caller
 * (a sponsor's reach): the respond step sends them as they are, gzipped for a client that
 * takes it. `T` is what the bytes hold, for the API description (scripts/openapi/answers.ts).
 */
export class KeptJson<T> {
  /** the type the bytes hold; never set */
  declare readonly holds?: T;
  private gzipped: Buffer | null | undefined;

  constructor(readonly json: Buffer) {}

  static of<T>(value: T): KeptJson<T> {
    return new KeptJson<T>(Buffer.from(JSON.stringify(value)));
  }

  /** The gzip of the bytes, made once, when first asked; null when too small to be worth it. */
  gzip(): Buffer | null {
    if (this.gzipped === undefined) this.gzipped = this.json.length >= GZIP_FROM_BYTES ? gzipSync(this.json) : null;
    return this.gzipped;
  }

  /**
   * Sends the bytes with `status`. `head`: the request was begun bare, and these headers go
   * out with the answer's own in one writeHead. Express's compression leaves an encoded answer as it is.
   */
  send(res: ServerResponse, accepts: string | undefined, status: number, head?: readonly string[]): void {
    const gzipped = this.gzip();
    const gzip = gzipped !== null && accepts !== undefined && /\bgzip\b/.test(accepts);
    const body = gzip ? gzipped : this.json;
    const own = ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)];
    if (gzipped) own.push('Vary', 'Accept-Encoding');
    if (gzip) own.push('Content-Encoding', 'gzip');
    if (head) {
      res.writeHead(status, head.concat(own));
    } else {
      res.statusCode = status;
      for (let i = 0; i < own.length; i += 2) res.setHeader(own[i], own[i + 1]);
    }
    res.end(body);
  }
}
