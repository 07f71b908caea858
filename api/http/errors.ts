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

/** The answer to a failure a client caused; null for a bug (a 500). */
export function errorReply(err: unknown): { status: number; body: { message: string; field?: string } } | null {
  if (err instanceof DomainError) return { status: STATUS[err.kind], body: { message: err.message } };
  if (err instanceof HttpError) return { status: err.status, body: { message: err.message } };
  if (err instanceof ZodError) return { status: 400, body: zodMessage(err) };
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return { status: 413, body: { message: 'File too large: images must be under 5MB' } };
    return { status: 400, body: { message: `Invalid upload: ${err.message}`, field: err.field } };
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e.type === 'entity.parse.failed') return { status: 400, body: { message: 'Malformed JSON body' } };
  if (e.type === 'entity.too.large') return { status: 413, body: { message: 'Request body too large' } };
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return { status: e.status, body: { message: e.message ?? 'Bad request' } };
  return null;
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Every failure becomes JSON { message }; nothing but a 500's id reaches the client of a bug. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  const reply = errorReply(err);
  if (reply) return void res.status(reply.status).json(reply.body);
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: SERVER_ERROR_MESSAGE, requestId: req.id });
};

export const notFoundApi: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such API route: ${req.method} ${req.path}` });
};

export const notFoundAny: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};
