import type { Readable } from 'node:stream';
import type { BlobStorage, IdGenerator } from '../ports/services';
import { imageVariantKeys, storeImageVariants } from './image-variants';

/** An image already checked by its bytes (the API does that). */
export interface ImageFile {
  bytes: Buffer;
  mime: string;
  ext: string;
}

/** A video received to a temporary file: the probe reads the path, storage reads the stream. */
export interface VideoUpload {
  path: string;
  size: number;
  mime: string;
  ext: string;
  open(): Readable;
}

/** A video already in storage (a chunked upload joined there), its type told by its bytes. */
export interface StoredVideo {
  key: string;
  size: number;
  mime: string;
  ext: string;
}

/** Where a video's own file is stored. */
export const videoKey = (videoId: string, ext: string) => `videos/${videoId}.${ext}`;

export const UPLOADS_PREFIX = '/uploads/';

/**
 * Stores an image under a generated key in `folder`, with its resized copies beside it
 * (image-variants.ts); answers its public URL and key.
 */
export async function storeImage(blobs: BlobStorage, ids: IdGenerator, folder: string, image: ImageFile) {
  const key = `${folder}/${ids.next()}.${image.ext}`;
  await blobs.put(key, image.bytes, image.mime);
  await storeImageVariants(blobs, key, image.bytes);
  return { key, url: `${UPLOADS_PREFIX}${key}` };
}

/** A file the site no longer points at goes, with any resized copies; the log keeps its address for the record. */
export async function deleteByUrl(blobs: BlobStorage, url: string | null | undefined): Promise<void> {
  if (!url || !url.startsWith(UPLOADS_PREFIX)) return;
  const key = url.slice(UPLOADS_PREFIX.length);
  await Promise.all([key, ...imageVariantKeys(key)].map((k) => blobs.delete(k).catch(() => undefined)));
}

export async function deleteKey(blobs: BlobStorage, key: string | null | undefined): Promise<void> {
  if (key) await blobs.delete(key).catch(() => undefined);
}
