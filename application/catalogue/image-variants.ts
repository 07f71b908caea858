import sharp from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantKey, type ImageVariantFormat } from '../../domain/shared/limits';
import type { BlobStorage } from '../ports/services';

export interface ImageVariant {
  key: string;
  width: number;
  format: ImageVariantFormat;
  bytes: Buffer;
}

const MIME: Record<ImageVariantFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Every width in every format, from the original's bytes. A picture narrower than a width
 * is not enlarged but still stored under that width's key, so the web can name all of them.
 * The first frame of an animation; transparency on black in the JPEG fallback.
 */
export async function makeImageVariants(key: string, bytes: Buffer): Promise<ImageVariant[]> {
  const out: ImageVariant[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    // one decode and resize per width, two encodes from it
    const resized = sharp(bytes, { animated: false }).rotate().resize({ width, withoutEnlargement: true });
    const [webp, jpg] = await Promise.all([
      resized.clone().webp({ quality: 75, effort: 4 }).toBuffer(),
      resized.clone().flatten({ background: '#000000' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
    ]);
    out.push({ key: imageVariantKey(key, width, 'webp'), width, format: 'webp', bytes: webp });
    out.push({ key: imageVariantKey(key, width, 'jpg'), width, format: 'jpg', bytes: jpg });
  }
  return out;
}

/**
 * Stores the variants beside the original. A picture sharp cannot read (the API checked only
 * its first bytes) keeps just its original: the web falls back to it, so this never fails an upload.
 */
export async function storeImageVariants(blobs: BlobStorage, key: string, bytes: Buffer): Promise<number> {
  let variants: ImageVariant[];
  try {
    variants = await makeImageVariants(key, bytes);
  } catch {
    return 0;
  }
  await Promise.all(variants.map((v) => blobs.put(v.key, v.bytes, MIME[v.format])));
  return variants.length;
}

/** Each variant's key, whether or not it was ever made (a missing one is no error to delete). */
export const imageVariantKeys = (key: string): string[] =>
  IMAGE_VARIANT_WIDTHS.flatMap((w) => IMAGE_VARIANT_FORMATS.map((f) => imageVariantKey(key, w, f)));
