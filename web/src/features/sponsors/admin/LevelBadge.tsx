import styled from 'styled-components';
import { adminLevel, LEVEL_COLOURS, LEVEL_LABELS, type AdminLevel } from './levels';

const Pill = styled.span<{ $level: AdminLevel }>`
  display: inline-flex;
  align-items: center;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  background: ${({ $level }) => LEVEL_COLOURS[$level].fill};
  color: ${({ $level }) => LEVEL_COLOURS[$level].text};
`;

/** The sponsor's level as the admin cards show it: gold, silver, otherwise bronze. */
export function LevelBadge({ level }: { level: string }) {
  const shown = adminLevel(level);
  return (
    <Pill $level={shown} data-level={shown}>
      {LEVEL_LABELS[shown]}
    </Pill>
  );
}
