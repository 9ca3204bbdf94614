import type { Formatters } from './chart-forecast';
import { CHART_COLORS, type ChartOption, CONTAINED_GRID } from './chart-types';

/**
 * In-sample one-step errors (actual − fitted) as bars over the last periods of the history: a
 * pattern (a run of one sign, a season) means the model missed something.
 */
export function residualsOption(
  labels: readonly string[],
  residuals: readonly number[],
  text: { name: string; unit: string; description: string },
  format: Formatters,
): ChartOption {
  // Residuals are aligned with the end of the history.
  const periods = labels.slice(labels.length - residuals.length);
  return {
    aria: { enabled: true, label: { description: text.description } },
    animation: false,
    grid: { left: 8, right: 16, top: 32, bottom: 8, ...CONTAINED_GRID },
    tooltip: { trigger: 'axis', valueFormatter: (v) => format.value(Number(v)) },
    xAxis: { type: 'category', data: periods },
    yAxis: {
      type: 'value',
      name: text.unit,
      axisLabel: { formatter: (v: number) => format.tick(v), hideOverlap: true },
    },
    series: [
      {
        type: 'bar',
        name: text.name,
        data: residuals.map((value) => ({
          value,
          itemStyle: { color: value < 0 ? CHART_COLORS.negative : CHART_COLORS.bar },
        })),
      },
    ],
  };
}

/** Height of one panel of the Prophet small multiples. */
export const COMPONENT_PANEL_PX = 150;
const PANEL_GAP_PX = 40;

/**
 * Prophet's trend, seasonalities and holiday effects as small multiples: one panel each, on the
 * same periods, each with its own scale (a holiday effect is small beside the trend).
 */
export function componentsOption(
  labels: readonly string[],
  components: ReadonlyArray<{ title: string; values: readonly number[] }>,
  description: string,
  format: Formatters,
): ChartOption {
  const top = (i: number) => i * (COMPONENT_PANEL_PX + PANEL_GAP_PX) + 28;
  return {
    aria: { enabled: true, label: { description } },
    animation: false,
    title: components.map((component, i) => ({
      text: component.title,
      top: top(i) - 26,
      left: 8,
      textStyle: { fontSize: 13, fontWeight: 'normal' },
    })),
    tooltip: { trigger: 'axis', valueFormatter: (v) => format.value(Number(v)) },
    grid: components.map((_, i) => ({
      left: 8,
      right: 16,
      top: top(i),
      height: COMPONENT_PANEL_PX - 30,
      ...CONTAINED_GRID,
    })),
    xAxis: components.map((_, i) => ({
      type: 'category',
      gridIndex: i,
      data: [...labels],
      axisLabel: { hideOverlap: true },
    })),
    yAxis: components.map((_, i) => ({
      type: 'value',
      gridIndex: i,
      scale: true,
      splitNumber: 3,
      axisLabel: { formatter: (v: number) => format.tick(v), hideOverlap: true },
    })),
    series: components.map((component, i) => ({
      type: 'line',
      name: component.title,
      xAxisIndex: i,
      yAxisIndex: i,
      data: [...component.values],
      symbol: 'none',
      itemStyle: { color: CHART_COLORS.forecast },
    })),
  };
}

export function componentsHeight(count: number): number {
  return count * (COMPONENT_PANEL_PX + PANEL_GAP_PX);
}

/** XGBoost's feature importance: share of total gain per feature, largest on top. */
export function importanceOption(
  rows: ReadonlyArray<{ label: string; gain: number }>,
  text: { name: string; description: string },
): ChartOption {
  return {
    aria: { enabled: true, label: { description: text.description } },
    animation: false,
    grid: { left: 8, right: 48, top: 8, bottom: 8, ...CONTAINED_GRID },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${(Number(v) * 100).toFixed(1)}%` },
    xAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%`, hideOverlap: true },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((row) => row.label),
      axisLabel: { width: 160, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: text.name,
        data: rows.map((row) => row.gain),
        barMaxWidth: 18,
        itemStyle: { color: CHART_COLORS.bar },
        label: {
          show: true,
          position: 'right',
          formatter: (p) => `${(Number(p.value) * 100).toFixed(1)}%`,
        },
      },
    ],
  };
}

/**
 * Autocorrelation of the residuals by lag with the white-noise bounds ±1.96/√n as dashed lines:
 * bars past the lines mean structure the model left in the residuals.
 */
export function acfOption(
  acf: ReadonlyArray<{ lag: number; value: number }>,
  bound: number,
  text: { name: string; lag: string; bound: string; description: string },
): ChartOption {
  const line = (y: number) => ({ yAxis: y, name: text.bound });
  return {
    aria: { enabled: true, label: { description: text.description } },
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 8, ...CONTAINED_GRID },
    tooltip: { trigger: 'axis', valueFormatter: (v) => Number(v).toFixed(3) },
    xAxis: { type: 'category', name: text.lag, data: acf.map((point) => String(point.lag)) },
    yAxis: { type: 'value', min: -1, max: 1 },
    series: [
      {
        type: 'bar',
        name: text.name,
        barMaxWidth: 14,
        data: acf.map((point) => ({
          value: point.value,
          itemStyle: {
            color: Math.abs(point.value) > bound ? CHART_COLORS.negative : CHART_COLORS.bar,
          },
        })),
        markLine: {
          symbol: 'none',
          silent: true,
          label: { formatter: `±${bound.toFixed(3)}`, position: 'insideEndTop' },
          lineStyle: { type: 'dashed', color: CHART_COLORS.bound },
          data: [line(bound), line(-bound)],
        },
      },
    ],
  };
}
