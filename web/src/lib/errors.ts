/** The error every API call rejects with (see lib/api.ts). */
export interface ApiError {
  /** HTTP status, or a string such as 'FETCH_ERROR' when no response came back. */
  status: number | string;
  /** The parsed response body (JSON object or text). */
  data?: unknown;
  /** A sentence a page can show: the server's JSON `message`, else one chosen by the status. */
  message: string;
}

/** Longer than this, a server's text is a page or a dump, not a message meant for people. */
const MAX_SHOWN = 200;

const BY_STATUS: Record<string, string> = {
  FETCH_ERROR: 'Could not reach the server. Check your connection.',
  TIMEOUT_ERROR: 'The server took too long to answer. Please try again.',
  PARSING_ERROR: 'The server sent an answer the page could not read. Please try again.',
  400: 'The request was not accepted. Please check it and try again.',
  401: 'Please sign in to see this.',
  403: "You don't have permission to see this.",
  404: 'It could not be found. It may have been removed.',
  408: 'The server took too long to answer. Please try again.',
  413: 'That was too large for the server to accept.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function shownText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // a proxy's or framework's error page can arrive as JSON's message too; markup is never shown
  if (!text || text.length > MAX_SHOWN || /<[a-z!/]/i.test(text)) return undefined;
  return text;
}

/** The JSON body's own `message` (or `error`), when it reads as a sentence. */
function bodyMessage(data: unknown): string | undefined {
  let body = data;
  if (typeof body === 'string' && body.trimStart().startsWith('{')) {
    try {
      body = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(body)) return undefined;
  return shownText(body.message) ?? shownText(body.error);
}

/**
 * What a page says about a failed call (issue 30: never an HTML body or a bare status): the
 * server's JSON `message`, else a plain sentence for the status or the network failure.
 * The status and the raw body stay on the ApiError for code that needs them.
 */
export function formatHttpError(status: number | string, data?: unknown, _statusText?: string): string {
  const own = bodyMessage(data);
  if (own) return own;
  if (BY_STATUS[status]) return BY_STATUS[status];
  if (typeof status === 'number' && status >= 500) return 'The server had a problem. Please try again.';
  return 'Something went wrong. Please try again.';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The server's own `message` (or `error`) field, if the failure carried one meant for people. */
export function serverMessage(err: unknown): string | undefined {
  if (!isRecord(err)) return undefined;
  return bodyMessage(err.data);
}

/** The message a form's failure toast shows: the server's field, else the given default. */
export function errorMessage(err: unknown, fallback: string): string {
  return serverMessage(err) ?? fallback;
}

/** The server's message, else '{prefix}: {status}' ('Update failed: 500', 'Upload failed: 413'). */
export function failureMessage(err: unknown, prefix: 'Update failed' | 'Upload failed'): string {
  const own = serverMessage(err);
  if (own) return own;
  const status = isRecord(err) && 'status' in err ? String(err.status) : 'error';
  return `${prefix}: ${status}`;
}

export function isApiError(err: unknown): err is ApiError {
  return isRecord(err) && 'status' in err && typeof err.message === 'string';
}

/** A refusal because nobody is signed in (the session ended or never began). */
export function isUnauthorized(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 401;
}
