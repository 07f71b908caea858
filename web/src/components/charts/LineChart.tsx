import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton';
import { canDraw, ChartBoundary } from './ChartBoundary';
import type { LineChartProps } from './types';

const UPlotChart = lazy(() => import('./UPlotChart'));

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.5rem;
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
  figcaption { display: flex; justify-content: space-between; align-items: center; gap: 0.75rem; flex-wrap: wrap; font-weight: 700; }
  .toggle { background: none; border: 1px solid ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.text}; border-radius: ${({ theme }) => theme.radii.sm}; padding: 0.3rem 0.7rem; font: inherit; font-size: 0.85rem; cursor: pointer; }
  .toggle:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .uplot, .uplot-box { width: 100%; }
  .u-legend { color: ${({ theme }) => theme.colors.text}; font-size: 0.85rem; }
  .scroll { overflow-x: auto; max-height: 22rem; }
  table { border-collapse: collapse; font-size: 0.88rem; width: 100%; }
  th, td { text-align: right; padding: 0.3rem 0.6rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th:first-child, td:first-child { text-align: left; }
  @media print { .toggle { display: none; } }
`;

const number = new Intl.NumberFormat('en-US');

/**
 * A line chart with its figures as a table: the canvas is hidden from screen readers and
 * the table is always in the page for them (and shown to everyone with "Show table").
 */
export function LineChart(props: LineChartProps) {
  const { title, x, series, xLabel = 'Day' } = props;
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Figure aria-label={title}>
      <figcaption>
        <span>{title}</span>
        <button type="button" className="toggle" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((v) => !v)}>
          {tableShown ? 'Hide table' : 'Show table'}
        </button>
      </figcaption>
      {canDraw() && (
        <div aria-hidden="true">
          <ChartBoundary>
            <Suspense fallback={<Skeleton $h={`${props.height ?? 260}px`} />}>
              <UPlotChart {...props} />
            </Suspense>
          </ChartBoundary>
        </div>
      )}
      <div id={tableId} className={tableShown ? 'scroll' : 'sr-only'}>
        <table>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr><th scope="col">{xLabel}</th>{series.map((s) => <th scope="col" key={s.label}>{s.label}</th>)}</tr>
          </thead>
          <tbody>
            {x.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => <td key={s.label}>{number.format(s.values[i] ?? 0)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}
