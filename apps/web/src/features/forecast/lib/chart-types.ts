import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** Every chart option of the forecasting screens (only these parts of ECharts are loaded). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | TitleComponentOption
  | AriaComponentOption
>;

/** Colours of the forecast fan: actuals dark, the forecast blue, its bands lighter blues. */
export const CHART_COLORS = {
  actual: '#1f2937',
  forecast: '#1668dc',
  band80: 'rgba(22, 104, 220, 0.28)',
  band95: 'rgba(22, 104, 220, 0.12)',
  flagged: '#d4380d',
  bar: '#1668dc',
  negative: '#d4380d',
  bound: '#8c8c8c',
} as const;

/** Axis labels and names stay inside the chart's box (ECharts 6's replacement of containLabel). */
export const CONTAINED_GRID = {
  outerBoundsMode: 'same',
  outerBoundsContain: 'all',
} as const;
