import sharp from 'sharp';
import {
  IMAGE_MAX_PIXELS, IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantKey, type ImageVariantFormat,
} from '../../domain/shared/limits';
import type { BlobStorage } from '../ports/services';
import { QueueFull, Semaphore } from '../processing/semaphore';

export interface ImageVariant {
  key: string;
  width: number;
  format: ImageVariantFormat;
  bytes: Buffer;
}

const MIME: Record<ImageVariantFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

// One libvips thread per picture whatever the machine (sharp's default follows the C
// library and the core count): resizing a picture is never urgent, the pages around it are.
sharp.concurrency(1);

/**
 * Image jobs (one picture's copies) at once, and how many may wait for the slot. A job holds
 * one libuv thread at a time (its encodes run in turn); with the password hasher's two, a file
 * read always finds one of libuv's four free. Beyond the queue an upload keeps its original
 * alone and the backfill (image-variants.reactor.ts) makes its copies later.
 */
export const imageJobs = new Semaphore(1, 4);

/** Every image job is taken or waiting: the backfill tries again later. */
export class ImageJobsBusy extends Error {
  constructor() {
    super('Every image job is taken; the resized copies wait for a free one');
    this.name = 'ImageJobsBusy';
  }
}

/**
 * A picture's width and height when it has more pixels than IMAGE_MAX_PIXELS, read from its
 * header alone; null when it has no more, or sharp cannot read it (the type check answers that).
 */
export async function oversizedPicture(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height && width * height > IMAGE_MAX_PIXELS ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Every width in every format, from the original's bytes, as one image job (`imageJobs`;
 * QueueFull when every slot and place in the queue is taken). A picture narrower than a width
 * is not enlarged but still stored under that width's key, so the web can name all of them.
 * The first frame of an animation; transparency on black in the JPEG fallback. A picture of
 * more than IMAGE_MAX_PIXELS is refused by sharp from its header, before any pixel is read.
 */
export function makeImageVariants(key: string, bytes: Buffer): Promise<ImageVariant[]> {
  return imageJobs.run(async () => {
    const out: ImageVariant[] = [];
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const resized = sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate().resize({ width, withoutEnlargement: true });
      // in turn, not together: a job takes one libuv thread, not two
      const webp = await resized.clone().webp({ quality: 75, effort: 4 }).toBuffer();
      const jpg = await resized.clone().flatten({ background: '#000000' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
      out.push({ key: imageVariantKey(key, width, 'webp'), width, format: 'webp', bytes: webp });
      out.push({ key: imageVariantKey(key, width, 'jpg'), width, format: 'jpg', bytes: jpg });
    }
    return out;
  });
}

/**
 * Stores the variants beside the original. A picture sharp cannot read (the API checked only
 * its first bytes) or will not (over IMAGE_MAX_PIXELS) keeps just its original: the web falls
 * back to it, so this never fails an upload. When every image job is taken, an upload does
 * without (`whenBusy: 'skip'`: the backfill comes back for it) and the backfill throws
 * ImageJobsBusy (`'throw'`) to be retried with backoff.
 */
export async function storeImageVariants(blobs: BlobStorage, key: string, bytes: Buffer,
  whenBusy: 'skip' | 'throw' = 'skip'): Promise<number> {
  let variants: ImageVariant[];
  try {
    variants = await makeImageVariants(key, bytes);
  } catch (err) {
    if (err instanceof QueueFull && whenBusy === 'throw') throw new ImageJobsBusy();
    return 0;
  }
  await Promise.all(variants.map((v) => blobs.put(v.key, v.bytes, MIME[v.format])));
  return variants.length;
}

/** Each variant's key, whether or not it was ever made (a missing one is no error to delete). */
export const imageVariantKeys = (key: string): string[] =>
  IMAGE_VARIANT_WIDTHS.flatMap((w) => IMAGE_VARIANT_FORMATS.map((f) => imageVariantKey(key, w, f)));
