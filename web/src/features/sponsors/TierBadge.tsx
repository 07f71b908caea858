import styled from 'styled-components';
import { tierBadge, type TierTone } from './tierBadge';

// text colours chosen for 4.5:1 or more on the card surface
const TONES: Record<TierTone, { fg: string; bg: string }> = {
  gold: { fg: '#f5b301', bg: 'rgba(245, 179, 1, 0.12)' },
  silver: { fg: '#d4d4dc', bg: 'rgba(212, 212, 220, 0.12)' },
  bronze: { fg: '#e09a5f', bg: 'rgba(224, 154, 95, 0.14)' },
  platinum: { fg: '#e8f0f2', bg: 'rgba(232, 240, 242, 0.12)' },
  diamond: { fg: '#8fdcff', bg: 'rgba(143, 220, 255, 0.13)' },
  other: { fg: '#f5f2ea', bg: 'rgba(245, 242, 234, 0.08)' },
};

const Pill = styled.span<{ $tone: TierTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  max-width: 100%;
  padding: 0.25rem 0.7rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
  color: ${({ $tone }) => TONES[$tone].fg};
  background: ${({ $tone }) => TONES[$tone].bg};
  border: 1px solid ${({ $tone }) => TONES[$tone].fg}55;
`;

export function TierBadge({ level }: { level: string }) {
  const { title, tone } = tierBadge(level);
  return (
    <Pill $tone={tone} data-tone={tone}>
      <span aria-hidden="true">★</span>
      {title}
    </Pill>
  );
}
