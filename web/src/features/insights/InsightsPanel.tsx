import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LineChart } from '../../components/charts';
import { ErrorState } from '../../components/ErrorState';
import { InputControl, Label } from '../../components/Field';
import { SkeletonRows } from '../../components/Skeleton';
import { DataTable } from '../../components/Table';
import { formatDay } from '../../lib/date';
import { isApiError } from '../../lib/errors';
import { EventReachRows, formatCount } from '../reach';
import { type InsightsWire, useGetInsightsQuery } from './insightsApi';
import { rangeOf, withRange } from './range';

const Box = styled.section`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  h2, h3 { margin: 0; }
  form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
  form > div { flex: 1 1 9rem; max-width: 12rem; }
  .period { color: ${({ theme }) => theme.colors.muted}; margin: 0; }
  dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: 0.75rem; margin: 0; }
  dl > div { padding: 0.75rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface2}; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.82rem; }
  dd { margin: 0.2rem 0 0; font-size: 1.35rem; font-weight: 800; }
`;

function RangeForm({ from, to, onPick }: { from: string; to: string; onPick: (range: { from: string; to: string }) => void }) {
  const [draft, setDraft] = useState({ from, to });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPick(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Period">
      <div>
        <Label htmlFor="insights-from">From</Label>
        <InputControl id="insights-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </div>
      <div>
        <Label htmlFor="insights-to">To</Label>
        <InputControl id="insights-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </div>
      <Button type="submit" size="sm">Show</Button>
    </form>
  );
}

function Figures({ data }: { data: InsightsWire }) {
  const t = data.totals;
  const totals: [string, number][] = [['Views', t.views], ['Votes', t.votes], ['Comments', t.comments], ['New members', t.newMembers]];
  const x = data.daily.map((d) => d.day);
  const series = [
    { label: 'Views', values: data.daily.map((d) => d.views) },
    { label: 'Votes', values: data.daily.map((d) => d.votes) },
    { label: 'Comments', values: data.daily.map((d) => d.comments) },
    { label: 'New members', values: data.daily.map((d) => d.newMembers) },
  ];
  return (
    <>
      <p className="period">{formatDay(data.period.start)} – {formatDay(data.period.end)}</p>
      <dl aria-label="Totals">
        {totals.map(([label, value]) => (
          <div key={label}><dt>{label}</dt><dd>{formatCount(value)}</dd></div>
        ))}
      </dl>
      <LineChart title="Views, votes, comments and new members per day" x={x} series={series} />
      <h3>Events</h3>
      {data.events.length === 0 ? <p>No events in this period.</p> : <EventReachRows events={data.events} />}
      <h3>Top battlers by votes</h3>
      {data.topBattlers.length === 0 ? (
        <p>No votes in this period.</p>
      ) : (
        <DataTable columns={['Rank', 'Battler', 'Votes']} label="Top battlers by votes">
          {data.topBattlers.map((b, i) => (
            <tr key={b.battlerId}><td>{i + 1}</td><td>{b.name}</td><td>{formatCount(b.votes)}</td></tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

/** The league in figures for a period kept in the address (`?from=&to=`): admins and analysts. */
export function InsightsPanel() {
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const { data, isFetching, isError, error, refetch } = useGetInsightsQuery(range);
  return (
    <Box aria-labelledby="insights-title">
      <h2 id="insights-title">Insights</h2>
      <RangeForm key={`${range.from}|${range.to}`} {...range} onPick={(r) => setSearch(withRange(search, r))} />
      {isError ? (
        <ErrorState as="h3" title="Could not load the insights" message={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
      ) : !data || isFetching ? (
        <SkeletonRows count={4} height="4rem" label="Loading insights" />
      ) : (
        <Figures data={data} />
      )}
    </Box>
  );
}

export default InsightsPanel;
