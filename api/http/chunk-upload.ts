import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { Readable } from 'node:stream';
import { HttpError } from './errors';
import { multipartFailure } from './multipart';

/**
 * Multipart whose one file part is handed, as a stream, to `receive` (which writes it
 * where it belongs) instead of a temporary file: a chunk goes straight to its offset.
 * The text fields that precede the file part are in `req.body` by then (busboy reads in
 * order), so a client sends uploadId, chunkIndex and totalChunks before the chunk.
 * The result of `receive` is `req.file.received` for the route.
 */
export function streamedFilePart<T>(field: string, maxBytes: number,
  receive: (req: Request, stream: Readable) => Promise<T>): RequestHandler {
  const storage: multer.StorageEngine = {
    _handleFile(req, file, done) {
      receive(req, file.stream).then((received) => done(null, { received } as Partial<Express.Multer.File>), (err: unknown) => {
        // the rest of the part is read and dropped, so the answer can be sent
        file.stream.resume();
        done(err as Error);
      });
    },
    _removeFile: (_req, _file, done) => done(null),
  };
  // 1 MB parser and file buffers: a 10 MB chunk in ten steps, not a hundred and sixty
  const upload = multer({
    storage, limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 }, highWaterMark: 1 << 20, fileHwm: 1 << 20,
  } as multer.Options).single(field);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(new HttpError(400, `Send the chunk as multipart/form-data in the "${field}" field`));
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_UNEXPECTED_FILE') {
        return next(new HttpError(400, `Unexpected file field "${err.field}": send the chunk in "${field}"`));
      }
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return next(new HttpError(400, `A chunk is at most ${maxBytes} bytes`));
      }
      next(multipartFailure(err));
    });
  };
}

export const receivedPart = <T>(req: Request): T | undefined =>
  (req.file as (Express.Multer.File & { received?: T }) | undefined)?.received;
