import multer from 'multer';
import type { Request } from 'express';
import { detectImageType } from '../../infrastructure/files/image-type';
import { HttpError } from './errors';
import { withMultipartErrors } from './multipart';

export const IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

/** Images are small (≤ 5 MB): held in memory long enough to check their bytes. */
export const imageUpload = (field: string) => withMultipartErrors(
  multer({ storage: multer.memoryStorage(), limits: { fileSize: IMAGE_LIMIT_BYTES, files: 1, fields: 20 } }).single(field));

export interface CheckedImage {
  bytes: Buffer;
  mime: string;
  ext: string;
}

/** The uploaded file, if it is an image by its bytes (never by its name). */
export function checkedImage(req: Request, field: string, options: { allowSvg?: boolean } = {}): CheckedImage {
  const file = req.file;
  if (!file) throw new HttpError(400, `No file uploaded: send the image in the "${field}" field`);
  const type = detectImageType(file.buffer.subarray(0, 4096));
  if (!type || (type.ext === 'svg' && !options.allowSvg)) {
    throw new HttpError(400, options.allowSvg
      ? 'Invalid file: please upload an image (PNG, JPG, GIF, WebP or SVG)'
      : 'Invalid file: please upload an image (PNG, JPG, GIF or WebP)');
  }
  return { bytes: file.buffer, mime: type.mime, ext: type.ext };
}
