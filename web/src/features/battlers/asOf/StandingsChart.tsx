import styled from 'styled-components';
import { LineChart } from '../../../components/charts';
import { SkeletonRows } from '../../../components/Skeleton';
import { formatDate, formatDateTime, formatTime } from '../../../lib/date';
import { serverMessage } from '../../../lib/errors';
import { useGetStandingsOverTimeQuery } from './asOfApi';

const Box = styled.div`
  margin: 1rem 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  p { margin: 0.5rem 0 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

const distinct = (labels: readonly string[]) => new Set(labels).size === labels.length;

/**
 * The instants' labels, as short as tells them apart (a phone's axis has room for few):
 * days; times, with the day as the axis' name, when all share one day (a league younger
 * than a day; to the second in its first minutes); else days and times, the year left out
 * when all share one.
 */
function labelsOf(instants: readonly string[]): { labels: string[]; xLabel: string } {
  const days = instants.map((at) => formatDate(at));
  if (distinct(days)) return { labels: days, xLabel: 'Date' };
  if (new Set(days).size === 1) {
    const times = instants.map((at) => formatTime(at));
    return { labels: distinct(times) ? times : instants.map((at) => formatTime(at, { seconds: true })), xLabel: `Time on ${days[0]}` };
  }
  const years = new Set(days.map((d) => d.slice(-4)));
  return { labels: instants.map((at) => (years.size === 1 ? formatTime(at, { withDay: true }) : formatDateTime(at))), xLabel: 'Date' };
}

/** The top battlers' wins at a few instants up to the chosen one (lazy: the chart loads only in the past view). */
export default function StandingsChart({ asOf }: { asOf: string }) {
  const { data, error, isLoading } = useGetStandingsOverTimeQuery(asOf);
  if (isLoading) return <Box><SkeletonRows count={1} height="12rem" label="Loading standings over time" /></Box>;
  if (error) {
    // a refused instant (400, 401, 403) is the banner's to explain; too many past reads in a minute is the chart's own
    if ((error as { status?: unknown }).status !== 429) return null;
    return <Box><p role="status">The standings over time cannot be drawn now: {serverMessage(error) ?? 'please try again in a minute.'}</p></Box>;
  }
  if (!data || data.series.length < 1 || data.instants.length < 2) return null;
  const series = data.series.map((s) => ({ label: s.name, values: s.wins }));
  const { labels, xLabel } = labelsOf(data.instants);
  return (
    <Box>
      <LineChart title="Standings over time: wins of the top 5" x={labels} series={series} xLabel={xLabel} height={220} />
      <p>Wins at {data.instants.length} instants from the league&apos;s start (at most a year back) to the chosen date.</p>
    </Box>
  );
}
