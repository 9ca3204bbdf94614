import type { ForecastPath, SeriesData } from '@bus/domain';
import { CHART_COLORS, type ChartOption, CONTAINED_GRID } from './chart-types';

export type FanText = {
  actual: string;
  forecast: string;
  band80: string;
  band95: string;
  /** The y axis name, e.g. '백만원'. */
  unit: string;
  /** The chart described in words. */
  description: string;
};

export type Formatters = { value: (v: number) => string; tick: (v: number) => string };

type Cell = number | null;

/** Tooltip lines of one period, as HTML (labels are periods and numbers are formatted). */
function tooltipRows(rows: ReadonlyArray<readonly [string, string | null]>): string {
  return rows
    .filter((row): row is readonly [string, string] => row[1] !== null)
    .map(([name, value]) => `${name}: <b>${value}</b>`)
    .join('<br/>');
}

/**
 * The forecast fan (issue 16 §2): actuals, the forecast joined to the last actual, and the 80 %
 * and 95 % bands drawn as a transparent lower bound with the band's width stacked on it. Zoom by
 * the slider under the chart or the mouse wheel (ECharts dataZoom).
 */
export function forecastChartOption(
  history: SeriesData,
  forecast: ForecastPath,
  text: FanText,
  format: Formatters,
): ChartOption {
  const labels = [...history.labels, ...forecast.labels];
  const gap: Cell[] = history.labels.map(() => null);
  const last = history.values.length - 1;
  const actual: Cell[] = [...history.values, ...forecast.labels.map(() => null)];
  // The forecast line starts at the last actual, so the two lines join.
  const mean: Cell[] = [...gap, ...forecast.mean];
  if (last >= 0) mean[last] = history.values[last] ?? null;
  const lower80: Cell[] = [...gap, ...forecast.lower80];
  const lower95: Cell[] = [...gap, ...forecast.lower95];
  const width80: Cell[] = [
    ...gap,
    ...forecast.upper80.map((u, i) => u - (forecast.lower80[i] ?? u)),
  ];
  const width95: Cell[] = [
    ...gap,
    ...forecast.upper95.map((u, i) => u - (forecast.lower95[i] ?? u)),
  ];
  const band = (stack: string, data: Cell[], name: string, color: string | null) => ({
    type: 'line' as const,
    name,
    stack,
    // Stack on the lower bound even when it is below zero (the default stacks same signs only).
    stackStrategy: 'all' as const,
    data,
    symbol: 'none',
    lineStyle: { opacity: 0 },
    areaStyle: color ? { color } : { opacity: 0 },
    // The legend's swatch takes the item colour: the band's own, not the palette's next one.
    itemStyle: color ? { color } : undefined,
    emphasis: { disabled: true },
    tooltip: { show: false },
  });

  return {
    aria: { enabled: true, label: { description: text.description } },
    animation: false,
    legend: { top: 0, data: [text.actual, text.forecast, text.band80, text.band95] },
    grid: { left: 8, right: 16, top: 40, bottom: 56, ...CONTAINED_GRID },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const index = (Array.isArray(params) ? params[0] : params)?.dataIndex ?? 0;
        const f = index - history.labels.length;
        const range = (lower: number[], upper: number[]) =>
          f >= 0 ? `${format.value(lower[f] ?? 0)} ~ ${format.value(upper[f] ?? 0)}` : null;
        return `${labels[index] ?? ''}<br/>${tooltipRows([
          [text.actual, index <= last ? format.value(history.values[index] ?? 0) : null],
          [text.forecast, f >= 0 ? format.value(forecast.mean[f] ?? 0) : null],
          [text.band80, range(forecast.lower80, forecast.upper80)],
          [text.band95, range(forecast.lower95, forecast.upper95)],
        ])}`;
      },
    },
    dataZoom: [
      { type: 'inside', xAxisIndex: 0 },
      { type: 'slider', xAxisIndex: 0, height: 20, bottom: 8 },
    ],
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: {
      type: 'value',
      name: text.unit,
      scale: true,
      axisLabel: { formatter: (v: number) => format.tick(v), hideOverlap: true },
    },
    series: [
      band('b95', lower95, '', null),
      band('b95', width95, text.band95, CHART_COLORS.band95),
      band('b80', lower80, '', null),
      band('b80', width80, text.band80, CHART_COLORS.band80),
      {
        type: 'line',
        name: text.actual,
        data: actual,
        symbol: 'circle',
        symbolSize: 4,
        itemStyle: { color: CHART_COLORS.actual },
      },
      {
        type: 'line',
        name: text.forecast,
        data: mean,
        symbol: 'circle',
        symbolSize: 4,
        lineStyle: { type: 'dashed', width: 2 },
        itemStyle: { color: CHART_COLORS.forecast },
      },
    ],
  };
}

/**
 * The input step's preview: the series as read, with the periods a check flagged (outliers,
 * negatives) marked in red.
 */
export function previewChartOption(
  series: SeriesData,
  flagged: ReadonlySet<string>,
  text: { value: string; flagged: string; unit: string; description: string },
  format: Formatters,
): ChartOption {
  const marks = series.labels.map((label, i) =>
    flagged.has(label) ? (series.values[i] ?? null) : null,
  );
  return {
    aria: { enabled: true, label: { description: text.description } },
    animation: false,
    legend: flagged.size > 0 ? { top: 0, data: [text.value, text.flagged] } : undefined,
    grid: { left: 8, right: 16, top: 36, bottom: 8, ...CONTAINED_GRID },
    tooltip: { trigger: 'axis', valueFormatter: (v) => format.value(Number(v)) },
    xAxis: { type: 'category', data: series.labels },
    yAxis: {
      type: 'value',
      name: text.unit,
      scale: true,
      axisLabel: { formatter: (v: number) => format.tick(v), hideOverlap: true },
    },
    series: [
      {
        type: 'line',
        name: text.value,
        data: series.values,
        symbolSize: 4,
        itemStyle: { color: CHART_COLORS.actual },
      },
      {
        type: 'scatter',
        name: text.flagged,
        data: marks,
        symbolSize: 10,
        itemStyle: { color: CHART_COLORS.flagged },
      },
    ],
  };
}
