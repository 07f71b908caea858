import type { Response } from 'express';

/**
 * The policy for bytes someone uploaded (an admin's SVG logo can hold script):
 * nothing loads, nothing runs, even when the file is opened on its own.
 */
export const UPLOADED_BYTES_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Headers for any response whose body is uploaded bytes: /uploads, the favicon, /media. */
export function sandboxUploadedBytes(res: Response): void {
  res.set('Content-Security-Policy', UPLOADED_BYTES_CSP);
  res.set('X-Content-Type-Options', 'nosniff');
}
