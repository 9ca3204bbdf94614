import type { LineSeriesOption } from 'echarts/charts';
import { LineChart } from 'echarts/charts';
import type {
  AriaComponentOption,
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
import { EChartFrame } from '../../../components/echart-frame';

// Only what the dashboard's small forecast chart draws, as the forecasting screens do.
use([LineChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export type DashboardChartOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export type EChartProps = {
  /** Built with useMemo by the caller: the chart is redrawn when its identity changes. */
  option: DashboardChartOption;
  height: number;
  label: string;
  testId?: string;
};

/** The dashboard's forecast chart in its frame. */
export function EChart(props: EChartProps) {
  return <EChartFrame className="dash-chart" {...props} />;
}
