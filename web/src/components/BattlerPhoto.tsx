import { useState } from 'react';
import styled from 'styled-components';
import { firstAndLastInitials } from '../lib/initials';
import { VariantImage } from './VariantImage';

const Frame = styled.div<{ $size: number; $memorial?: boolean }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  border: 3px solid ${({ theme, $memorial }) => ($memorial ? theme.colors.border : theme.colors.gold)};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surface3}, ${({ theme }) => theme.colors.surface2});
  color: ${({ theme }) => theme.colors.gold};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  letter-spacing: 0.04em;
  picture { display: block; width: 100%; height: 100%; }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: ${({ $memorial }) => ($memorial ? 'grayscale(1)' : 'none')};
  }
`;

/**
 * The battler's photo, or their initials when there is none (or it fails to load).
 * `alt` is empty on cards, where the name sits right beside it.
 */
export function BattlerPhoto({
  name,
  url,
  size = 72,
  memorial,
  alt = '',
}: {
  name: string;
  url: string | null;
  size?: number;
  memorial?: boolean;
  alt?: string;
}) {
  // remembers which URL failed, so a new photo gets its own chance to load
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  return (
    <Frame $size={size} $memorial={memorial} data-testid="battler-photo">
      {url && url !== brokenUrl ? (
        <VariantImage key={url} src={url} alt={alt} sizes={`${size}px`} width={size} height={size} onFail={() => setBrokenUrl(url)} />
      ) : (
        <span aria-hidden="true">{firstAndLastInitials(name)}</span>
      )}
    </Frame>
  );
}
