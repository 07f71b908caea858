import { useState } from 'react';
import { variantSrcSet } from '../lib/imageVariants';

export interface VariantImageProps {
  src: string;
  alt: string;
  /** how wide the picture is shown, for the browser's choice of copy */
  sizes: string;
  /** intrinsic size, so the box is reserved before the picture arrives */
  width: number;
  height: number;
  /** above the fold (a page's main picture): fetched at once, not lazily */
  priority?: boolean;
  /** neither the copies nor the original could be shown */
  onFail: () => void;
}

/**
 * An uploaded picture from its resized copies (WebP, JPEG fallback; the server makes them at
 * upload). One uploaded before they existed fails over to its original URL, then to onFail.
 * Keyed by src by its caller, so a new picture starts again from its copies.
 */
export function VariantImage({ src, alt, sizes, width, height, priority, onFail }: VariantImageProps) {
  const webp = variantSrcSet(src, 'webp');
  const [copies, setCopies] = useState(webp !== null);
  const img = (
    <img
      src={src}
      srcSet={copies ? (variantSrcSet(src, 'jpg') ?? undefined) : undefined}
      sizes={copies ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => (copies ? setCopies(false) : onFail())}
    />
  );
  if (!copies || !webp) return <picture key="original">{img}</picture>;
  return (
    <picture key="copies">
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
