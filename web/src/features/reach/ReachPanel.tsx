import { useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../components/Button';
import { LineChart } from '../../components/charts';
import { ErrorState } from '../../components/ErrorState';
import { SkeletonRows } from '../../components/Skeleton';
import { formatDay } from '../../lib/date';
import { isApiError } from '../../lib/errors';
import { EventReachRows } from './EventReachRows';
import { formatCount, formatWatchTime } from './format';
import { printOne } from './printOne';
import { reachCsvUrl, type SponsorReachWire, useGetSponsorReachQuery } from './reachApi';

/**
 * While one panel is printed, only it is on the page: everything off its path from the body
 * takes no room (hidden things would still fill pages), so it is one sheet a sponsor can forward.
 */
const PrintOne = createGlobalStyle`
  @media print {
    body.printing-one :not(.print-path, .print-target, .print-target *) { display: none !important; }
    /* the path's grids and boxes would keep the panel in a column of the screen's layout */
    body.printing-one, body.printing-one .print-path {
      display: block !important; width: auto; max-width: none; margin: 0; padding: 0; border: 0; min-height: 0;
      box-shadow: none; background: #fff;
    }
    body.printing-one .print-target { width: 100%; }
    /* ink on paper: the dark theme's tiles and muted greys would print as dark blocks (the chart keeps its own layers and colours) */
    body.printing-one .print-target, body.printing-one .print-target :not(.uplot, .uplot *) {
      color: #000 !important; background: #fff !important; box-shadow: none !important;
      overflow: visible !important; border-color: #999 !important;
    }
    body.printing-one .print-target .u-legend .u-label { color: #000 !important; }
    body.printing-one .print-target .no-print { display: none; }
  }
`;

const Box = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
  h3, h4 { margin: 0; }
  .head { display: flex; justify-content: space-between; align-items: baseline; gap: 0.75rem; flex-wrap: wrap; }
  .period { color: ${({ theme }) => theme.colors.muted}; margin: 0; }
  .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
  .csv { color: ${({ theme }) => theme.colors.text}; align-self: center; font-weight: 700; }
  .csv:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: 0.75rem; margin: 0; }
  dl > div { padding: 0.75rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface2}; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.82rem; }
  dd { margin: 0.2rem 0 0; font-size: 1.35rem; font-weight: 800; }
  /* names wrap between words; the table scrolls in its own box rather than breaking them */
  td, th { overflow-wrap: normal; word-break: normal; }
  td:first-child { min-width: 10rem; }
`;

function Totals({ reach }: { reach: SponsorReachWire }) {
  const t = reach.totals;
  const items: [string, string][] = [
    ['Views', formatCount(t.views)], ['Unique viewers', formatCount(t.uniqueViewers)], ['Watch time', formatWatchTime(t.watchSeconds)],
    ['Votes', formatCount(t.votes)], ['Comments', formatCount(t.comments)],
  ];
  return (
    <dl aria-label="Totals">
      {items.map(([label, value]) => (
        <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}

function Reach({ reach, headingLevel }: { reach: SponsorReachWire; headingLevel: 'h3' | 'h4' }) {
  const box = useRef<HTMLElement>(null);
  const H = headingLevel;
  const headingId = `reach-${reach.applicationId}`;
  const x = reach.daily.map((d) => d.day);
  const series = [
    { label: 'Views', values: reach.daily.map((d) => d.views) },
    { label: 'Votes', values: reach.daily.map((d) => d.votes) },
  ];
  return (
    <Box ref={box} aria-labelledby={headingId} data-testid="sponsor-reach">
      <div className="head">
        <div>
          <H id={headingId}>Reach: {reach.companyName}</H>
          <p className="period">{formatDay(reach.period.start)} – {formatDay(reach.period.end)}</p>
        </div>
        <div className="actions no-print">
          <a className="csv" href={reachCsvUrl(reach.applicationId)} download>Download CSV</a>
          <Button size="sm" variant="secondary" onClick={() => printOne(box.current)}>Print</Button>
        </div>
      </div>
      <Totals reach={reach} />
      <LineChart title="Views and votes per day" x={x} series={series} />
      <EventReachRows events={reach.events} />
    </Box>
  );
}

/** An approved sponsorship's reach: totals, daily chart, the events' rows, CSV and print. */
export function ReachPanel({ applicationId, headingLevel = 'h3' }: { applicationId: string; headingLevel?: 'h3' | 'h4' }) {
  const { data, isLoading, isError, error, refetch } = useGetSponsorReachQuery(applicationId);
  return (
    <>
      <PrintOne />
      {isLoading ? (
        <SkeletonRows count={3} height="4rem" label="Loading reach" />
      ) : isError || !data ? (
        <ErrorState as="h3" title="Could not load the reach" message={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
      ) : (
        <Reach reach={data} headingLevel={headingLevel} />
      )}
    </>
  );
}

export default ReachPanel;
