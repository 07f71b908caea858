import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '../../domain/shared/errors';

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const STATUS: Record<DomainErrorKind, number> = {
  validation: 400, unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409,
};

export function zodMessage(err: ZodError): { message: string; field?: string } {
  const issue = err.issues[0];
  const field = issue?.path.join('.') || undefined;
  return { message: issue?.message ?? 'Invalid input', field };
}

/** Every failure becomes JSON { message }; nothing but a 500's id reaches the client of a bug. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof DomainError) return void res.status(STATUS[err.kind]).json({ message: err.message });
  if (err instanceof HttpError) return void res.status(err.status).json({ message: err.message });
  if (err instanceof ZodError) return void res.status(400).json(zodMessage(err));
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return void res.status(413).json({ message: 'File too large: images must be under 5MB' });
    return void res.status(400).json({ message: `Invalid upload: ${err.message}`, field: err.field });
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e.type === 'entity.parse.failed') return void res.status(400).json({ message: 'Malformed JSON body' });
  if (e.type === 'entity.too.large') return void res.status(413).json({ message: 'Request body too large' });
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return void res.status(e.status).json({ message: e.message ?? 'Bad request' });
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.', requestId: req.id });
};

export const notFoundApi: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such API route: ${req.method} ${req.path}` });
};
