/** The error every API call rejects with (see app/api.ts). */
export interface ApiError {
  /** HTTP status, or a string such as 'FETCH_ERROR' when no response came back. */
  status: number | string;
  /** The parsed response body (JSON object or text). */
  data?: unknown;
  /** Generic message: 'status: body text', or 'status: statusText' when the body is empty. */
  message: string;
}

export function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

/** 'status: body text', or 'status: statusText' when the body is empty. */
export function formatHttpError(status: number, data: unknown, statusText = ''): string {
  const text = bodyText(data).trim();
  return `${status}: ${text || statusText}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The server's own `message` (or `error`) field, if the failure carried one. */
export function serverMessage(err: unknown): string | undefined {
  if (!isRecord(err)) return undefined;
  const data = err.data;
  if (isRecord(data)) {
    if (typeof data.message === 'string' && data.message) return data.message;
    if (typeof data.error === 'string' && data.error) return data.error;
  }
  return undefined;
}

/** The message a form's failure toast shows: the server's field, else the given default. */
export function errorMessage(err: unknown, fallback: string): string {
  return serverMessage(err) ?? fallback;
}

export function isApiError(err: unknown): err is ApiError {
  return isRecord(err) && 'status' in err && typeof err.message === 'string';
}

/** A refusal because nobody is signed in (the session ended or never began). */
export function isUnauthorized(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 401;
}
