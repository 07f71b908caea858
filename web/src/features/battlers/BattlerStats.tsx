import styled from 'styled-components';
import { formatCount, type Battler } from '../catalogue';
import { formatNumber, shownWinRate } from './format';
import { StatTile } from './styles';

const Grid = styled.dl`
  margin: 2rem 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 1rem;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: repeat(2, 1fr); gap: 0.75rem; }
`;

const Tile = styled(StatTile)`
  dd { font-size: clamp(1.7rem, 4vw, 2.2rem); }
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
        <Tile key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Tile>
      ))}
    </Grid>
  );
}
