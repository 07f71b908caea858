// Resized copies of an uploaded picture (issue 15: images at the size they are shown).
// No imports: the web builds its srcset from these, and the server its preload of a page's first picture.

/**
 * An email address as every form and route checks it (zod's own email pattern): the
 * forms refuse what the server would, 'me@gmail' or 'a.@x.com', in place, before sending.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** An email address's length at most (api/http/validate.ts `email`: 'Email is too long'), trimmed. */
export const EMAIL_MAX = 254;

/** The widths, in px, each uploaded event, video and battler picture is also stored at. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960] as const;

/**
 * The most pixels (width × height) an uploaded picture may have: a photo's worth. Reading a
 * picture costs by its pixels, not its bytes: a 30 KB PNG can declare 16000×16000 and keep
 * the server busy for seconds. Uploads beyond it are refused (413); sharp reads no more.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

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

/**
 * How wide a card's picture is shown in the site's three, two or one column grids (the web's
 * theme.media, layout.maxWidth 1200px). The page's `sizes` and the server's preload of the
 * events page's first picture (api/http/page-hints.ts) must say the same, or a phone would
 * fetch that picture twice.
 */
export const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw';
