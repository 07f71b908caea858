// Resized copies of an uploaded picture (issue 15: images at the size they are shown).
// No imports: the web builds its srcset from these.

/** The widths, in px, each uploaded event, video and battler picture is also stored at. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960] as const;

/** The modern format and the fallback each width is stored in. */
export const IMAGE_VARIANT_FORMATS = ['webp', 'jpg'] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/**
 * Where a variant lives, from the original's key or URL: `thumbnails/<id>.png` →
 * `thumbnails/<id>-640.webp`. The name is the whole contract: no wire field says a
 * picture has variants; one uploaded before them falls back to its original URL.
 */
export function imageVariantKey(key: string, width: number, format: ImageVariantFormat): string {
  const slash = key.lastIndexOf('/');
  const dot = key.lastIndexOf('.');
  const stem = dot > slash ? key.slice(0, dot) : key;
  return `${stem}-${width}.${format}`;
}
