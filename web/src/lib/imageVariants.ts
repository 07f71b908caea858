import { IMAGE_VARIANT_WIDTHS, imageVariantKey, type ImageVariantFormat } from '../../../domain/shared/limits';

/** Where the server keeps uploads; only those have resized copies. */
const UPLOADS = '/uploads/';

/**
 * The `srcset` of an uploaded picture's resized copies in one format (the server writes them
 * at upload: application/catalogue/image-variants.ts), or null for a picture from elsewhere.
 * The names follow from the URL, so the wire types carry nothing more.
 */
export function variantSrcSet(url: string | null | undefined, format: ImageVariantFormat): string | null {
  if (!url || !url.startsWith(UPLOADS) || url.includes('?')) return null;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantKey(url, w, format)} ${w}w`).join(', ');
}
