import { type EChartsCoreOption, type EChartsType, init } from 'echarts/core';
import { useEffect, useRef } from 'react';

export type EChartFrameProps = {
  /** Built by the caller with useMemo: the chart is redrawn when its identity changes. */
  option: EChartsCoreOption;
  height: number;
  /** The chart described in words for a screen reader (the figures stand in a table beside it). */
  label: string;
  className: string;
  /** The live chart (for a PNG export), and null once it is gone. */
  onChart?: (chart: EChartsType | null) => void;
  testId?: string;
};

/**
 * One ECharts chart, drawn in SVG (crisp when zoomed) and resized with its box. The feature that
 * uses it registers, with echarts' `use`, only the charts and components it draws: the full
 * bundle is several times larger.
 */
export function EChartFrame({
  option,
  height,
  label,
  className,
  onChart,
  testId,
}: EChartFrameProps) {
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
      className={className}
      style={{ height }}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}
