import styled from 'styled-components';
import { Skeleton } from '../../components/Skeleton';
import type { AppTheme } from '../../lib/theme';
import type { CategoryCounts } from './battlerList';
import { StatTile } from './styles';

type Accent = keyof AppTheme['colors'];

const Grid = styled.dl`
  margin: 0 0 1.75rem;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 1rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: repeat(2, 1fr); gap: 0.75rem; }
`;

const Tile = styled(StatTile)<{ $accent: Accent }>`
  border-top: 3px solid ${({ theme, $accent }) => theme.colors[$accent]};
  dd { font-size: clamp(1.8rem, 5vw, 2.4rem); }
`;

/**
 * Roster totals over every battler (the search and tab do not change them). `unavailable`: the
 * roster could not be read, so the totals are unknown: a dash, not a 0 that would claim an
 * empty league (the page says what went wrong).
 */
export function SummaryTiles({ counts, loading, unavailable }: { counts: CategoryCounts; loading?: boolean; unavailable?: boolean }) {
  const tiles: { label: string; value: number; accent: Accent }[] = [
    { label: 'Total', value: counts.all, accent: 'text' },
    { label: 'Active', value: counts.active, accent: 'green' },
    { label: 'Hall of Fame', value: counts.hall_of_fame, accent: 'gold' },
    { label: 'In Memory', value: counts.in_memory, accent: 'subtle' },
  ];
  return (
    <Grid aria-label="Roster summary">
      {tiles.map((t) => (
        <Tile key={t.label} $accent={t.accent} data-testid={`tile-${t.label}`}>
          <dt>{t.label}</dt>
          <dd>
            {loading ? (
              <Skeleton $h="2.2rem" $w="3rem" aria-hidden="true" />
            ) : unavailable ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">unavailable</span>
              </>
            ) : (
              t.value
            )}
          </dd>
        </Tile>
      ))}
    </Grid>
  );
}
