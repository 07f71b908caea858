import type { RequestHandler } from 'express';
import { MulterError } from 'multer';
import { HttpError } from './errors';

export const MALFORMED_MULTIPART = 'Malformed multipart body: send multipart/form-data with a boundary and complete parts';

/**
 * What a multipart parser's failure means for the client. The parser (busboy)
 * reports a truncated body, a missing or wrong boundary or a bad part header as a
 * plain Error, which would be a 500; those are the client's, so a 400. A system
 * error keeps its own answer (a full disk's 507, a temp folder that is gone a 500).
 */
export function multipartFailure(err: unknown): unknown {
  if (!(err instanceof Error) || err instanceof MulterError || err instanceof HttpError) return err;
  if ('syscall' in err || 'errno' in err) return err;
  return new HttpError(400, MALFORMED_MULTIPART);
}

/** A multer middleware whose parse failures are the client's 400s. */
export const withMultipartErrors = (upload: RequestHandler): RequestHandler => (req, res, next) =>
  upload(req, res, (err?: unknown) => (err ? next(multipartFailure(err)) : next()));
