import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { SERIES_COLOURS } from './palette';
import type { LineChartProps } from './types';

/** Whole x positions, evenly spread, one per label's width at most; the last kept where it fits. */
function xSplits(count: number, width: number, labelPx: number): number[] {
  if (count < 2) return count ? [0] : [];
  const perIndex = width / (count - 1);
  const step = Math.max(1, Math.ceil(labelPx / perIndex));
  const at: number[] = [];
  for (let i = 0; i < count; i += step) at.push(i);
  const last = at[at.length - 1];
  // the last label when it fits beside the one before; else it takes that one's place
  if (last !== count - 1) {
    if ((count - 1 - last) * perIndex >= labelPx) at.push(count - 1);
    else if (at.length > 1) at[at.length - 1] = count - 1;
  }
  return at;
}

/** Tick steps for counts: whole numbers only (no 0.25 of a vote) */
const COUNT_STEPS = [1, 2, 5].flatMap((n) => Array.from({ length: 10 }, (_, e) => n * 10 ** e)).sort((a, b) => a - b);

const AXIS = { stroke: '#a9a6a0', grid: { stroke: '#2c2c36', width: 1 }, ticks: { stroke: '#2c2c36', width: 1 } };

/**
 * The canvas chart (uPlot). Loaded only where a chart is shown: LineChart imports it lazily.
 * x is the index of each label; the axis shows the labels themselves. y are counts: whole-number ticks.
 */
export default function UPlotChart({ x, series, height = 260, xLabel = 'Day' }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [x.map((_, i) => i), ...series.map((s) => [...s.values])];
    // room each x label needs at the axis font (about 7 px a character), so long ones ('Nov 28, 2026, 7:28 PM') never overlap
    const labelPx = Math.max(90, Math.max(0, ...x.map((l) => l.length)) * 7 + 24);
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height,
      // the names only: the figures are in the table beside the chart
      legend: { show: true, live: false },
      // room for the first and last x labels, which sit centred on the plot's edges (the y axis is 56 px on the left)
      padding: [12, Math.min(56, Math.ceil(labelPx / 2)), 0, Math.min(32, Math.max(8, Math.ceil(labelPx / 2) - 56))],
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        // ticks on whole positions only, as many as fit (~90 px a label), so labels never overlap
        { ...AXIS, splits: (u) => xSplits(x.length, u.bbox.width / devicePixelRatio, labelPx), values: (_u, ticks) => ticks.map((t) => x[t] ?? '') },
        { ...AXIS, size: 56, incrs: COUNT_STEPS },
      ],
      series: [
        { label: xLabel, value: (_u, v) => (v == null ? '' : x[Math.round(v)] ?? '') },
        ...series.map((s, i) => ({ label: s.label, stroke: SERIES_COLOURS[i % SERIES_COLOURS.length], width: 2, points: { show: x.length <= 60 } })),
      ],
    };
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series, height, xLabel]);
  return <div ref={box} className="uplot-box" />;
}
