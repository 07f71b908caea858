import { useState } from 'react';
import styled from 'styled-components';
import { PRODUCT } from '../../lib/brand';
import { animationCss, normalizeAnimation, type LogoAnimation } from './animations';
import { DefaultLogo } from './DefaultLogo';
import { useGetSettingQuery, useSiteLogo } from './settingsApi';

export type LogoSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';
const SIZES: Record<LogoSize, number> = { sm: 40, md: 64, lg: 120, xl: 200, '2xl': 280 };

const Frame = styled.span<{ $px: number; $anim: LogoAnimation }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  max-width: 100%;
  ${({ $anim }) => animationCss($anim)}
  img { width: 100%; height: 100%; object-fit: contain; display: block; }
`;

/**
 * The league logo: the uploaded image, or the built-in badge when none is set.
 * Its animation comes from the logo_animation setting unless one is given.
 */
export function SiteLogo({ size = 'md', animation, className }: { size?: LogoSize; animation?: string; className?: string }) {
  const { data: logo, isLoading } = useSiteLogo();
  const { data: setting } = useGetSettingQuery('logo_animation', { skip: animation !== undefined });
  const anim = normalizeAnimation(animation ?? setting?.value);
  const [broken, setBroken] = useState<string | null>(null);
  const url = logo?.value && logo.value !== broken ? logo.value : null;
  return (
    <Frame
      $px={SIZES[size]}
      $anim={anim}
      data-animation={anim}
      className={`site-logo logo-animation-${anim}${className ? ` ${className}` : ''}`}
    >
      {isLoading ? null : url ? (
        <img src={url} alt={`${PRODUCT} logo`} onError={() => setBroken(url)} />
      ) : (
        <DefaultLogo />
      )}
    </Frame>
  );
}
