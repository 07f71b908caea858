export { LineChart } from './LineChart';
export type { ChartSeries, LineChartProps } from './types';
