/** One line of a chart: its name and one value per x position. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface LineChartProps {
  /** what the chart shows, read to screen readers and used as the table's caption */
  title: string;
  /** the x positions' labels (league days, `YYYY-MM-DD`, or instants' labels), oldest first */
  x: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
  /** the x column's heading in the table (default 'Day') */
  xLabel?: string;
}
