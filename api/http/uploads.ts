import multer from 'multer';
import type { Request, RequestHandler } from 'express';
import { oversizedPicture } from '../../application/catalogue/image-variants';
import { IMAGE_MAX_PIXELS } from '../../domain/shared/limits';
import { detectImageType } from '../../infrastructure/files/image-type';
import { HttpError } from './errors';
import { withMultipartErrors } from './multipart';

export const IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

export const tooManyPixelsMessage = (width: number, height: number) =>
  `Image too large: images must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (this one is ${width}x${height})`;

/**
 * Refuses (413) a picture with more pixels than IMAGE_MAX_PIXELS, by its header, before
 * anything reads its pixels: a few KB of PNG can declare 16000×16000. An SVG is drawn at
 * the size it is shown, and bytes that are no picture are the type check's to refuse.
 */
export async function refuseTooManyPixels(bytes: Buffer): Promise<void> {
  const type = detectImageType(bytes.subarray(0, 4096));
  if (!type || type.ext === 'svg') return;
  const over = await oversizedPicture(bytes);
  if (over) throw new HttpError(413, tooManyPixelsMessage(over.width, over.height));
}

/** Images are small (≤ 5 MB and IMAGE_MAX_PIXELS): held in memory long enough to check their bytes. */
export const imageUpload = (field: string): RequestHandler => {
  const parse = withMultipartErrors(
    multer({ storage: multer.memoryStorage(), limits: { fileSize: IMAGE_LIMIT_BYTES, files: 1, fields: 20 } }).single(field));
  return (req, res, next) => parse(req, res, (err?: unknown) => {
    if (err || !req.file) return next(err);
    refuseTooManyPixels(req.file.buffer).then(() => next(), next);
  });
};

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
