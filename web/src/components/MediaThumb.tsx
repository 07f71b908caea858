import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CARD_SIZES } from '../lib/imageVariants';
import { MicIcon } from './icons';
import { VariantImage } from './VariantImage';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: repeating-linear-gradient(135deg, #141418 0 12px, #18181d 12px 24px);
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

export interface MediaThumbProps {
  src?: string | null;
  /** '' by default: the card's title already names what the picture shows */
  alt?: string;
  /** shown on the striped placeholder when there is no picture (default: a mic) */
  icon?: ReactNode;
  /** CSS aspect-ratio, default 16 / 9 */
  ratio?: string;
  /** how wide the picture is shown, for the browser's choice of copy (default: a grid card) */
  sizes?: string;
  /** above the fold (a page's main picture): fetched at once, not lazily */
  priority?: boolean;
  /** overlays (badges, duration, lock), positioned by the caller */
  children?: ReactNode;
  className?: string;
}

/** A 16:9 thumbnail at the size it is shown, or a striped placeholder when there is none or it fails to load. */
export function MediaThumb({ src, alt = '', icon, ratio = '16 / 9', sizes = CARD_SIZES, priority, children, className }: MediaThumbProps) {
  // remember which URL failed, so a new src gets its own chance
  const [failed, setFailed] = useState<string | null>(null);
  const show = !!src && failed !== src;
  return (
    <Frame $ratio={ratio} className={className} data-testid="media-thumb">
      {show ? (
        <VariantImage key={src} src={src} alt={alt} sizes={sizes} width={960} height={540} priority={priority} onFail={() => setFailed(src)} />
      ) : (
        <div className="placeholder" aria-hidden="true">
          {icon ?? <MicIcon size={36} />}
        </div>
      )}
      {children}
    </Frame>
  );
}
