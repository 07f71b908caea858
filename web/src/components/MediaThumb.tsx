import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MicIcon } from './icons';

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
  /** overlays (badges, duration, lock), positioned by the caller */
  children?: ReactNode;
  className?: string;
}

/** A 16:9 thumbnail, or a striped placeholder when there is none or it fails to load. */
export function MediaThumb({ src, alt = '', icon, ratio = '16 / 9', children, className }: MediaThumbProps) {
  // remember which URL failed, so a new src gets its own chance
  const [failed, setFailed] = useState<string | null>(null);
  const show = !!src && failed !== src;
  return (
    <Frame $ratio={ratio} className={className} data-testid="media-thumb">
      {show ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        <div className="placeholder" aria-hidden="true">
          {icon ?? <MicIcon size={36} />}
        </div>
      )}
      {children}
    </Frame>
  );
}
