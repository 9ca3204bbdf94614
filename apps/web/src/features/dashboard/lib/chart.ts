import { DASHBOARD_FORECAST_HISTORY, type DashboardForecast } from '@bus/domain';
import type { LineSeriesOption } from 'echarts/charts';
import { formatKRW, type KrwUnit } from '../../../lib/format';
import type { DashboardChartOption } from '../components/echart';

/** The forecasting screens' colours: actuals dark, the forecast blue, its 80 % band lighter. */
const COLORS = { actual: '#1f2937', forecast: '#1668dc', band80: 'rgba(22, 104, 220, 0.22)' };

/** The months of actuals the server sends (the card shows where the forecast starts from). */
export const HISTORY_SHOWN = DASHBOARD_FORECAST_HISTORY;

type Cell = number | null;

export type ChartText = { actual: string; forecast: string; band80: string; description: string };

/** Axis unit: monthly revenue runs to billions of won (백만원), smaller series to 천원 or 원. */
export function axisUnit(values: readonly number[]): KrwUnit {
  const largest = values.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  if (largest >= 100_000_000) return 'million';
  if (largest >= 100_000) return 'thousand';
  return 'won';
}

/**
 * The saved forecast's fan, as the forecast screen draws it but smaller: the recent actuals, the
 * forecast joined to the last actual, and its 80 % band (a transparent lower bound with the band's
 * width stacked on it).
 */
export function forecastOption(
  run: Pick<DashboardForecast, 'history' | 'forecast'>,
  text: ChartText,
  lng: 'ko' | 'en',
): DashboardChartOption {
  const from = Math.max(0, run.history.labels.length - HISTORY_SHOWN);
  const labels = run.history.labels.slice(from);
  const values = run.history.values.slice(from);
  const path = run.forecast;
  const gap: Cell[] = labels.map(() => null);
  const actual: Cell[] = [...values, ...path.labels.map(() => null)];
  const mean: Cell[] = [...gap, ...path.mean];
  if (values.length > 0) mean[values.length - 1] = values.at(-1) ?? null;
  const lower: Cell[] = [...gap, ...path.lower80];
  const width: Cell[] = [...gap, ...path.upper80.map((u, i) => u - (path.lower80[i] ?? u))];
  const unit = axisUnit([...values, ...path.upper80]);
  const band = (data: Cell[], name: string, color: string | null): LineSeriesOption => ({
    type: 'line',
    name,
    stack: 'band',
    stackStrategy: 'all',
    data,
    symbol: 'none',
    lineStyle: { opacity: 0 },
    areaStyle: color ? { color } : { opacity: 0 },
    itemStyle: color ? { color } : undefined,
    emphasis: { disabled: true },
    tooltip: { show: false },
  });
  return {
    aria: { enabled: true, label: { description: text.description } },
    animation: false,
    legend: { top: 0, data: [text.actual, text.forecast, text.band80] },
    grid: {
      left: 8,
      right: 12,
      top: 32,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    tooltip: { trigger: 'axis', valueFormatter: (v) => formatKRW(Number(v), 'won', lng) },
    xAxis: { type: 'category', data: [...labels, ...path.labels], boundaryGap: false },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: {
        formatter: (v: number) => formatKRW(v, unit, lng, { suffix: false }),
        hideOverlap: true,
      },
    },
    series: [
      band(lower, '', null),
      band(width, text.band80, COLORS.band80),
      {
        type: 'line',
        name: text.actual,
        data: actual,
        symbol: 'none',
        itemStyle: { color: COLORS.actual },
      },
      {
        type: 'line',
        name: text.forecast,
        data: mean,
        symbol: 'none',
        lineStyle: { type: 'dashed', width: 2 },
        itemStyle: { color: COLORS.forecast },
      },
    ],
  };
}

/** The axis unit's name for the chart's caption ('백만원'), in the money language. */
export function unitOf(run: Pick<DashboardForecast, 'history' | 'forecast'>): KrwUnit {
  const from = Math.max(0, run.history.values.length - HISTORY_SHOWN);
  return axisUnit([...run.history.values.slice(from), ...run.forecast.upper80]);
}
