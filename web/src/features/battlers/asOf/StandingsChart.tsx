import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { LineChart } from '../../../components/charts';
import { SkeletonRows } from '../../../components/Skeleton';
import { formatDate, formatDateTime } from '../../../lib/date';
import { useAppDispatch } from '../../../lib/hooks';
import type { Battler } from '../../catalogue';
import { asOfApi, useGetBattlersWithStatsAsOfQuery } from './asOfApi';
import { leagueStart, sampleInstants, standingsSeries } from './standingsOverTime';

const Box = styled.div`
  margin: 1rem 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  p { margin: 0.5rem 0 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

/** The rosters at each instant, through the same cached past reads the page uses; null where refused. */
function useRosters(instants: readonly string[]) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<{ key: string; rosters: (Battler[] | null)[] } | null>(null);
  const key = instants.join('|');
  useEffect(() => {
    if (!key) return undefined;
    const reads = key.split('|').map((at) => dispatch(asOfApi.endpoints.getBattlersWithStatsAsOf.initiate(at)));
    let current = true;
    void Promise.all(reads.map((r) => r.unwrap().catch(() => null))).then((rosters) => {
      if (current) setState({ key, rosters });
    });
    return () => {
      current = false;
      reads.forEach((r) => r.unsubscribe());
    };
  }, [dispatch, key]);
  return state?.key === key ? state.rosters : null;
}

/** The instants' labels: days, or days and times when two instants share a day. */
function labelsOf(instants: readonly string[]): string[] {
  const days = instants.map((at) => formatDate(at));
  return new Set(days).size === days.length ? days : instants.map((at) => formatDateTime(at));
}

/** The top battlers' wins at a few instants up to the chosen one (lazy: the chart loads only in the past view). */
export default function StandingsChart({ asOf }: { asOf: string }) {
  // the page's own read of that instant, from the cache: its earliest battler bounds the samples
  const { data: roster, isError } = useGetBattlersWithStatsAsOfQuery(asOf);
  const since = roster ? leagueStart(roster) : undefined;
  const instants = useMemo(() => (roster ? sampleInstants(asOf, since) : []), [asOf, since, roster]);
  const rosters = useRosters(instants);
  const standings = useMemo(() => (rosters ? standingsSeries(instants, rosters) : null), [instants, rosters]);
  // a refused instant: the banner says why, and there is nothing to chart
  if (isError) return null;
  if (!standings) return <Box><SkeletonRows count={1} height="12rem" label="Loading standings over time" /></Box>;
  if (standings.series.length < 1 || standings.instants.length < 2) return null;
  return (
    <Box>
      <LineChart title="Standings over time: wins of the top 5" x={labelsOf(standings.instants)} series={standings.series} xLabel="Date" height={220} />
      <p>Wins at {standings.instants.length} instants from the league&apos;s start (at most a year back) to the chosen date.</p>
    </Box>
  );
}
