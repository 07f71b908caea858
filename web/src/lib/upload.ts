import { formatHttpError, type ApiError } from './errors';

/**
 * POST a multipart form with XMLHttpRequest so the upload's progress can be shown
 * (fetch has no upload progress). Sends cookies; rejects with an ApiError.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  method = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 1000) / 10));
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* keep the text */
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(data as T);
      } else {
        const err: ApiError = { status: xhr.status, data, message: formatHttpError(xhr.status, data, xhr.statusText) };
        reject(err);
      }
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', message: 'Network error during upload' } satisfies ApiError);
    xhr.onabort = () => reject({ status: 'ABORTED', message: 'Upload cancelled' } satisfies ApiError);
    xhr.send(form);
  });
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The image types the server stores (api/http/uploads.ts checks the bytes): anything else
 * (HEIC, AVIF, BMP, TIFF) it refuses, so it is refused here, before the upload.
 */
export const STORED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** A file input's `accept`: a phone's picker offers these, and converts a HEIC photo to JPEG. */
export const IMAGE_ACCEPT = STORED_IMAGE_TYPES.join(',');
/** The site logo also takes SVG. */
export const LOGO_ACCEPT = `${IMAGE_ACCEPT},image/svg+xml`;

export function isImageFile(file: File, { svg = false }: { svg?: boolean } = {}): boolean {
  return (STORED_IMAGE_TYPES as readonly string[]).includes(file.type) || (svg && file.type === 'image/svg+xml');
}
