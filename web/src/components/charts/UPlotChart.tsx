import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { SERIES_COLOURS } from './palette';
import type { LineChartProps } from './types';

/** Whole x positions, evenly spread, at most one per ~90 px of width; the last always kept. */
function xSplits(count: number, width: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / 90))));
  const at: number[] = [];
  for (let i = 0; i < count; i += step) at.push(i);
  if (count > 0 && at.at(-1) !== count - 1 && count - 1 - (at.at(-1) ?? 0) >= step / 2) at.push(count - 1);
  return at;
}

const AXIS = { stroke: '#a9a6a0', grid: { stroke: '#2c2c36', width: 1 }, ticks: { stroke: '#2c2c36', width: 1 } };

/**
 * The canvas chart (uPlot). Loaded only where a chart is shown: LineChart imports it lazily.
 * x is the index of each label; the axis shows the labels themselves.
 */
export default function UPlotChart({ x, series, height = 260, xLabel = 'Day' }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [x.map((_, i) => i), ...series.map((s) => [...s.values])];
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height,
      // the names only: the figures are in the table beside the chart
      legend: { show: true, live: false },
      // room for the last x label, which sits centred on the right edge
      padding: [12, 36, 0, 8],
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        // ticks on whole positions only, as many as fit (~90 px a label), so labels never overlap
        { ...AXIS, splits: (u) => xSplits(x.length, u.bbox.width / devicePixelRatio), values: (_u, ticks) => ticks.map((t) => x[t] ?? '') },
        { ...AXIS, size: 56 },
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
