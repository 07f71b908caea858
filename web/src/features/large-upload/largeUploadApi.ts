import { formatHttpError, type ApiError } from '../../lib/errors';
import type { ChunkState, ChunkTransport, InitBody } from './chunkedUpload';
import type { PollAnswer, UploadProgressReport } from './progressPolling';

const BASE = '/api/admin/videos';
const enc = encodeURIComponent;

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** JSON call with the session cookie; rejects with an ApiError carrying the status. */
async function callJson<T>(url: string, method: 'GET' | 'POST', body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw { status: 'FETCH_ERROR', message: 'Network error' } satisfies ApiError;
  }
  const data = await readBody(res);
  if (!res.ok) throw { status: res.status, data, message: formatHttpError(res.status, data, res.statusText) } satisfies ApiError;
  return data as T;
}

export interface XhrAnswer<T> {
  data: T;
  header: (name: string) => string | null;
}

/** Multipart POST through XHR, for the bytes-sent progress fetch cannot report. */
export function postMultipart<T>(url: string, form: FormData, onBytes: (sent: number, total: number) => void, signal?: AbortSignal): Promise<XhrAnswer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    if (signal?.aborted) return reject({ status: 'ABORTED', message: 'Upload cancelled' } satisfies ApiError);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onBytes(e.loaded, e.total);
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* keep the text */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: data as T, header: (name) => xhr.getResponseHeader(name) });
      // status 0: the connection dropped before any answer
      else if (xhr.status === 0) reject({ status: 'FETCH_ERROR', message: 'Network error during upload' } satisfies ApiError);
      else reject({ status: xhr.status, data, message: formatHttpError(xhr.status, data, xhr.statusText) } satisfies ApiError);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', message: 'Network error during upload' } satisfies ApiError);
    xhr.onabort = () => reject({ status: 'ABORTED', message: 'Upload cancelled' } satisfies ApiError);
    xhr.send(form);
  });
}

/** The chunked endpoints (admin §7 'Large uploads'). */
export const chunkTransport: ChunkTransport = {
  init: (body: InitBody) => callJson<ChunkState>(`${BASE}/upload-chunked/init`, 'POST', body),
  status: (uploadId) => callJson<ChunkState>(`${BASE}/upload-chunked/${enc(uploadId)}`, 'GET'),
  async sendChunk(uploadId, index, totalChunks, chunk, onBytes, signal) {
    const form = new FormData();
    // the text fields first, so the server knows where the chunk goes before its bytes
    form.append('uploadId', uploadId);
    form.append('chunkIndex', String(index));
    form.append('totalChunks', String(totalChunks));
    form.append('chunk', chunk, `chunk-${index}`);
    await postMultipart(
      `${BASE}/upload-chunked/chunk`,
      form,
      // the multipart envelope is counted too: scale to the chunk's own bytes
      (sent, total) => onBytes(total > 0 ? Math.round((sent / total) * chunk.size) : 0),
      signal,
    );
  },
  complete: (uploadId) => callJson<unknown>(`${BASE}/upload-chunked/complete`, 'POST', { uploadId }),
};

export async function fetchUploadProgress(uploadId: string): Promise<PollAnswer> {
  try {
    return { ok: true, report: await callJson<UploadProgressReport>(`${BASE}/upload-progress/${enc(uploadId)}`, 'GET') };
  } catch (err) {
    return { ok: false, status: (err as ApiError).status };
  }
}

export const OPTIMIZED_URL = `${BASE}/upload-optimized`;
