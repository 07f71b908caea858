import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FACEBOOK_URL, INSTAGRAM_URL, VIDEO_CHANNEL_URL, X_URL } from '../lib/brand';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './icons';

export type Social = 'youtube' | 'facebook' | 'instagram' | 'x';

export const SOCIALS: Record<Social, { label: string; href: string; icon: ReactNode }> = {
  youtube: { label: 'YouTube', href: VIDEO_CHANNEL_URL, icon: <YouTubeIcon size={18} /> },
  facebook: { label: 'Facebook', href: FACEBOOK_URL, icon: <FacebookIcon size={18} /> },
  instagram: { label: 'Instagram', href: INSTAGRAM_URL, icon: <InstagramIcon size={18} /> },
  x: { label: 'X', href: X_URL, icon: <XIcon size={16} /> },
};

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-width: 42px;
    height: 42px;
    padding: 0 0.75rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    font-size: 0.88rem;
    &:hover { border-color: ${({ theme }) => theme.colors.gold}; color: ${({ theme }) => theme.colors.gold}; text-decoration: none; }
  }
`;

/** Links to the league's channels; icon-only unless showLabels. */
export function SocialLinks({
  which = ['youtube', 'facebook', 'instagram', 'x'],
  showLabels = false,
}: {
  which?: Social[];
  showLabels?: boolean;
}) {
  return (
    <Row>
      {which.map((key) => {
        const s = SOCIALS[key];
        return (
          <li key={key}>
            <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={showLabels ? undefined : s.label}>
              {s.icon}
              {showLabels && <span>{s.label}</span>}
            </a>
          </li>
        );
      })}
    </Row>
  );
}
