import type { BarSeriesOption } from 'echarts/charts';
import { BarChart as Bars } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { type ComposeOption, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo, useRef } from 'react';
import { EChartFrame } from '../../../components/echart-frame';

// Only what the bar charts draw: the full echarts bundle is several times larger.
use([Bars, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export type BarChartProps = {
  /** Category labels (entities, classes), drawn top to bottom. */
  categories: string[];
  series: { name: string; values: number[]; color: string }[];
  /** The chart described in words for a screen reader (the tables beside hold the figures). */
  label: string;
  /** An axis tick (short) and a tooltip value (full). */
  formatAxis: (value: number) => string;
  formatValue: (value: number) => string;
  axisName: string;
};

/** Pixels per category row, so long entity lists stay readable. */
const ROW_HEIGHT = 44;
const MIN_HEIGHT = 220;

/**
 * Horizontal grouped bars (one group per category): long Korean entity names read across, and
 * the chart grows with the list instead of squeezing it. SVG keeps the text crisp when zoomed.
 */
export function BarChart({
  categories,
  series,
  label,
  formatAxis,
  formatValue,
  axisName,
}: BarChartProps) {
  // The formatters change identity on every render; the chart is redrawn when the data does.
  const format = useRef({ formatAxis, formatValue });
  format.current = { formatAxis, formatValue };
  const signature = JSON.stringify({ categories, series, label, axisName });
  const height = Math.max(MIN_HEIGHT, categories.length * ROW_HEIGHT + 80);

  // `signature` stands for the data, so the option is built again only when the data changes.
  const option = useMemo((): Option => {
    const { categories, series, label, axisName } = JSON.parse(signature) as Omit<
      BarChartProps,
      'formatAxis' | 'formatValue'
    >;
    return {
      aria: { enabled: true, label: { description: label } },
      animation: false,
      legend: { top: 0 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (value) => format.current.formatValue(Number(value)),
      },
      // The axis labels and name stay inside the chart's box (ECharts 6's containLabel).
      grid: {
        left: 8,
        right: 24,
        top: 36,
        bottom: 8,
        outerBoundsMode: 'same',
        outerBoundsContain: 'all',
      },
      xAxis: {
        type: 'value',
        name: axisName,
        nameLocation: 'end',
        nameGap: 4,
        nameTextStyle: { align: 'right', verticalAlign: 'top', padding: [24, 0, 0, 0] },
        axisLabel: {
          formatter: (value: number) => format.current.formatAxis(value),
          hideOverlap: true,
        },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: categories,
        axisLabel: { width: 140, overflow: 'truncate' },
      },
      series: series.map((item) => ({
        type: 'bar',
        name: item.name,
        data: item.values,
        itemStyle: { color: item.color },
        barMaxWidth: 18,
      })),
    };
  }, [signature]);

  return <EChartFrame option={option} height={height} label={label} className="dep-chart" />;
}
