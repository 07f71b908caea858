import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { ZodError } from 'zod';
import { PasswordHasherBusy } from '../../application/ports/services';
import { DomainError, type DomainErrorKind } from '../../domain/shared/errors';
import { STORAGE_FULL, STORAGE_FULL_STATUS, STORAGE_READ_ONLY, STORAGE_READ_ONLY_STATUS } from '../../domain/storage/limits';

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

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
/** the storage cannot be written now (read-only, or an I/O error: a failing disk, a remount under an open file) */
const READ_ONLY_CODES = new Set(['EROFS', 'EACCES', 'EIO']);

/**
 * Whether the server's own storage refused a write: the disk (or quota) is full, or
 * the data directory cannot be written. Looked for along the error's causes, as a
 * stream or a wrapper may hold the system's error inside its own.
 */
export function storageFailure(err: unknown): 'full' | 'read_only' | null {
  for (let e = err as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (FULL_CODES.has(code)) return 'full';
    // SQLITE_READONLY and SQLITE_IOERR with their extended codes (_DBMOVED, _WRITE, _FSYNC, ...):
    // a disk turned read-only under an open database file reports SQLITE_IOERR_WRITE
    if (READ_ONLY_CODES.has(code) || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_IOERR')) return 'read_only';
  }
  return null;
}

/** The answer to a failure a client caused or a full or read-only disk; null for a bug (a 500). */
export function errorReply(err: unknown): { status: number; body: { message: string; field?: string } } | null {
  if (err instanceof DomainError) return { status: STATUS[err.kind], body: { message: err.message } };
  if (err instanceof HttpError) return { status: err.status, body: { message: err.message } };
  if (err instanceof PasswordHasherBusy) return { status: 503, body: { message: err.message } };
  if (err instanceof ZodError) return { status: 400, body: zodMessage(err) };
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return { status: 413, body: { message: 'File too large: images must be under 5MB' } };
    return { status: 400, body: { message: `Invalid upload: ${err.message}`, field: err.field } };
  }
  const storage = storageFailure(err);
  if (storage === 'full') return { status: STORAGE_FULL_STATUS, body: { message: STORAGE_FULL } };
  if (storage === 'read_only') return { status: STORAGE_READ_ONLY_STATUS, body: { message: STORAGE_READ_ONLY } };
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
  if (reply && storageFailure(err)) req.log?.error({ err }, 'storage refused a write');
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
