import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { EChartFrame } from '../../../components/echart-frame';
import type { ChartOption } from '../lib/chart-types';

// Only what the forecasting charts draw: the full echarts bundle is several times larger. The
// canvas renderer is for the PNG export only; the screen uses SVG, crisp when zoomed.
use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  TitleComponent,
  AriaComponent,
  SVGRenderer,
  CanvasRenderer,
]);

export type EChartProps = {
  /** Built by the caller with useMemo: the chart is redrawn when its identity changes. */
  option: ChartOption;
  height: number;
  /** The chart described in words for a screen reader (a table beside it holds the figures). */
  label: string;
  /** The live chart, for the PNG export (null once it is gone). */
  onChart?: (chart: EChartsType | null) => void;
  testId?: string;
};

/** A forecasting chart in its frame. */
export function EChart(props: EChartProps) {
  return <EChartFrame className="fc-chart" {...props} />;
}

/** Extra width and height of the exported picture relative to the screen (sharp when printed). */
const PNG_PIXEL_RATIO = 2;

/**
 * The chart as a PNG data URL (ECharts getDataURL), as zoomed on screen. SVG's getDataURL gives
 * SVG only, so the same option is drawn once more on an off-screen canvas.
 */
export function chartPng(source: EChartsType): string {
  const width = source.getWidth();
  const height = source.getHeight();
  const node = document.createElement('div');
  node.style.cssText = `position:fixed;left:-20000px;top:0;width:${width}px;height:${height}px`;
  document.body.append(node);
  const copy = init(node, undefined, { renderer: 'canvas', width, height });
  try {
    copy.setOption({ ...source.getOption(), animation: false });
    return copy.getDataURL({
      type: 'png',
      pixelRatio: PNG_PIXEL_RATIO,
      backgroundColor: '#ffffff',
    });
  } finally {
    copy.dispose();
    node.remove();
  }
}
