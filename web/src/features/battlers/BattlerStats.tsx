import styled from 'styled-components';
import { formatCount, type Battler } from '../catalogue';
import { formatNumber, shownWinRate } from './format';

const Grid = styled.dl`
  margin: 2rem 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 1rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: repeat(2, 1fr); gap: 0.75rem; }
  div {
    padding: 1rem 1.1rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: 0.72rem;
    font-weight: 800;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.2rem 0 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(1.7rem, 4vw, 2.2rem);
    line-height: 1.1;
  }
`;

/** The record: battles, wins, win rate (N/A before a first battle), votes; YouTube numbers when the setting allows. */
export function BattlerStats({ battler: b, showYouTube }: { battler: Battler; showYouTube: boolean }) {
  const stats: [string, string][] = [
    ['Battles', formatNumber(b.battles)],
    ['Wins', formatNumber(b.wins)],
    ['Win Rate', shownWinRate(b)],
    ['Total Votes', formatNumber(b.totalVotes)],
  ];
  if (showYouTube) {
    stats.push(['YouTube Views', formatCount(b.totalYoutubeViews)], ['YouTube Videos', formatNumber(b.youtubeVideoCount)]);
  }
  return (
    <Grid aria-label="Battle record">
      {stats.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Grid>
  );
}
