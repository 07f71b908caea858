import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { BlobInfo, BlobStorage } from '../../application/ports/services';
import { isValidBlobKey } from './local-blob-storage';

export interface ServeBlobOptions {
  /** the storage key the request names, or null (answered 404) */
  keyFromRequest(req: Request): string | null;
  /** the Cache-Control header of every answer, e.g. 'public, max-age=31536000, immutable' */
  cacheControl: string;
  /** a failure that is not the client going away (which is normal and ignored) */
  onError?(err: unknown, req: Request): void;
}

const NOT_FOUND = { message: 'File not found' };

/**
 * Serves stored files for GET and HEAD (other methods go to `next`):
 * Content-Type from the stored info, `X-Content-Type-Options: nosniff`,
 * `Accept-Ranges: bytes`, ETag and Last-Modified with 304 on a matching
 * If-None-Match / If-Modified-Since (express's `req.fresh`), one byte range
 * (`bytes=a-b`, `bytes=a-`, `bytes=-n`, parsed by express's `req.range`, i.e.
 * range-parser) as 206 with Content-Range, an unsatisfiable one as 416 with
 * `Content-Range: bytes *\/size`. Several ranges are answered with the whole file
 * (200): a multipart/byteranges body is allowed to be replaced by the full
 * representation, and players ask for one range. A malformed Range header is
 * ignored (200), as is a Range whose If-Range validator no longer matches.
 * A key that is invalid, unreadable or absent answers 404 `{ message: 'File not found' }`.
 * The bytes are streamed with pipeline: a client aborting mid-file only ends the read.
 */
export function serveBlob(storage: BlobStorage, options: ServeBlobOptions): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    let key: string | null = null;
    try {
      key = options.keyFromRequest(req);
    } catch {
      key = null; // e.g. a malformed percent-encoding
    }
    if (!key || !isValidBlobKey(key)) {
      res.status(404).json(NOT_FOUND);
      return;
    }

    let info: BlobInfo | null;
    try {
      info = await storage.info(key);
    } catch (err) {
      if ((err as { code?: string }).code === 'INVALID_BLOB_KEY') info = null;
      else {
        next(err);
        return;
      }
    }
    if (!info) {
      res.status(404).json(NOT_FOUND);
      return;
    }

    res.setHeader('Content-Type', info.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('ETag', info.etag);
    res.setHeader('Last-Modified', info.modifiedAt.toUTCString());
    res.setHeader('Cache-Control', options.cacheControl);

    if (req.fresh) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }

    const size = info.size;
    let range: { start: number; end: number } | undefined;
    if (req.headers.range && ifRangeHolds(req, info)) {
      const parsed = req.range(size, { combine: true });
      if (parsed === -1) {
        res.setHeader('Content-Range', `bytes */${size}`);
        res.status(416).json({ message: 'Range Not Satisfiable' });
        return;
      }
      if (parsed !== undefined && parsed !== -2 && parsed.type === 'bytes' && parsed.length === 1) {
        range = { start: parsed[0].start, end: parsed[0].end };
      }
      // -2 (malformed), another unit, or several ranges: the whole file
    }

    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      res.status(200);
      res.setHeader('Content-Length', String(size));
    }

    if (req.method === 'HEAD') {
      res.end();
      return;
    }

    let stream: Readable;
    try {
      stream = await storage.read(key, range);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'INVALID_BLOB_KEY') {
        // deleted between info and read
        res.removeHeader('Content-Range');
        res.removeHeader('Content-Length');
        res.status(404).json(NOT_FOUND);
      } else {
        next(err);
      }
      return;
    }
    if (res.destroyed || req.destroyed) {
      stream.destroy();
      return;
    }
    try {
      await pipeline(stream, res);
    } catch (err) {
      if (!clientWentAway(err, res)) options.onError?.(err, req);
    }
  };
}

/** If-Range: the range applies only while the representation is the one the client has. */
function ifRangeHolds(req: Request, info: BlobInfo): boolean {
  const ifRange = req.get('If-Range');
  if (!ifRange) return true;
  // our etags are weak but change with every write, so plain equality is safe (as in `send`)
  if (ifRange.includes('"')) return ifRange.trim() === info.etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(info.modifiedAt.getTime() / 1000) <= Math.floor(date / 1000);
}

function clientWentAway(err: unknown, res: Response): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_DESTROYED' ||
    (res.destroyed && !res.writableFinished)
  );
}
