import { createReadStream, mkdirSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { ImageFile, VideoUpload } from '../../application/catalogue/stored-files';
import { detectImageType } from '../../infrastructure/files/image-type';
import { detectVideoType } from '../../infrastructure/files/video-type';
import { HttpError } from './errors';
import { multipartFailure } from './multipart';
import { IMAGE_LIMIT_BYTES, refuseTooManyPixels } from './uploads';

type Files = Record<string, Express.Multer.File[] | undefined>;

/**
 * Every temporary file a request's upload began, finished or not: multer forgets a
 * file whose write failed (a full disk), and its first bytes would stay on the disk.
 */
const begun = new WeakMap<Request, string[]>();

/**
 * Multipart with a video: every file streams to a temporary file under
 * `<dataDir>/tmp` (never whole in memory); the route reads what it needs and
 * `removeTemporaryFiles` deletes them whatever happened.
 */
export function videoUpload(dataDir: string, maxBytes: number, fields: string[]): RequestHandler {
  const dir = path.join(dataDir, 'tmp');
  mkdirSync(dir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (req, _file, cb) => {
        const name = `${randomUUID()}.part`;
        begun.set(req, [...(begun.get(req) ?? []), path.join(dir, name)]);
        cb(null, name);
      },
    }),
    limits: { fileSize: maxBytes, files: fields.length, fields: 30, fieldSize: 64 * 1024 },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      void removeTemporaryFiles(req);
      if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return next(new HttpError(413, `File too large: videos must be under ${Math.round(maxBytes / 1024 / 1024)}MB`));
      }
      if (err instanceof MulterError && err.code === 'LIMIT_UNEXPECTED_FILE') {
        return next(new HttpError(400, `Unexpected file field "${err.field}": send ${fields.join(' and ')}`));
      }
      next(multipartFailure(err));
    });
  };
}

const fileOf = (req: Request, field: string) => (req.files as Files | undefined)?.[field]?.[0];

export async function removeTemporaryFiles(req: Request): Promise<void> {
  const files = Object.values((req.files as Files | undefined) ?? {}).flat().flatMap((f) => (f ? [f.path] : []));
  const all = new Set([...files, ...(begun.get(req) ?? [])]);
  await Promise.all([...all].map((f) => unlink(f).catch(() => undefined)));
}

/** The first bytes of a file: enough to tell its type. */
export async function head(file: string, bytes = 4096): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** The uploaded video, if its bytes say it is one (the probe then looks inside). */
export async function checkedVideo(req: Request, field = 'video'): Promise<VideoUpload> {
  const file = fileOf(req, field);
  if (!file) throw new HttpError(400, 'Please select a video file to upload');
  const type = detectVideoType(await head(file.path));
  if (!type) throw new HttpError(400, 'Invalid file: please upload a video file');
  return { path: file.path, size: file.size, mime: type.mime, ext: type.ext, open: () => createReadStream(file.path) };
}

/** The optional thumbnail of the same form: an image by its bytes, ≤ 5 MB and IMAGE_MAX_PIXELS. */
export async function optionalThumbnail(req: Request, field = 'thumbnail'): Promise<ImageFile | null> {
  const file = fileOf(req, field);
  if (!file) return null;
  if (file.size > IMAGE_LIMIT_BYTES) throw new HttpError(413, 'File too large: images must be under 5MB');
  const bytes = await readFile(file.path);
  const type = detectImageType(bytes.subarray(0, 4096));
  if (!type || type.ext === 'svg') throw new HttpError(400, 'Invalid file: please upload an image (PNG, JPG, GIF or WebP)');
  await refuseTooManyPixels(bytes);
  return { bytes, mime: type.mime, ext: type.ext };
}
