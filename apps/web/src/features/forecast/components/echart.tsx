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
import { useEffect, useRef } from 'react';
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

/** One ECharts chart, drawn in SVG, resized with its box. */
export function EChart({ option, height, label, onChart, testId }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const report = useRef(onChart);
  report.current = onChart;

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const instance = init(node, undefined, { renderer: 'svg' });
    chart.current = instance;
    report.current?.(instance);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      report.current?.(null);
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={element}
      className="fc-chart"
      style={{ height }}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
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
