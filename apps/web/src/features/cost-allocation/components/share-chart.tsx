import type { BarSeriesOption } from 'echarts/charts';
import { BarChart } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts this chart draws (the full echarts bundle is several times larger).
use([BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

type Option = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

export type ShareBar = { name: string; share: number; amount: string };

/** Pixels per bar, so a long entity list stays readable; the chart grows with it. */
const ROW_HEIGHT = 36;
const MIN_HEIGHT = 160;
const BAR_COLOR = '#1677ff';

/**
 * Each entity's share of the allocated total as horizontal bars (issue 15 §2 "each entity's share
 * in a chart"), largest first, labelled with the percent; the tooltip adds the amount. SVG keeps
 * Korean names crisp; the tables beside hold the same figures for a screen reader.
 */
export function ShareChart({ bars, label }: { bars: ShareBar[]; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const signature = JSON.stringify(bars);
  const height = Math.max(MIN_HEIGHT, bars.length * ROW_HEIGHT + 40);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const data = JSON.parse(signature) as ShareBar[];
    const chart = init(node, undefined, { renderer: 'svg' });
    const option: Option = {
      aria: { enabled: true, label: { description: label } },
      animation: false,
      tooltip: {
        trigger: 'item',
        formatter: (params) => {
          const item = data[(params as { dataIndex: number }).dataIndex];
          return item ? `${item.name}<br/>${(item.share * 100).toFixed(2)}% · ${item.amount}` : '';
        },
      },
      // Axis labels (entity names) stay inside the box (ECharts 6's replacement of containLabel).
      grid: {
        left: 8,
        right: 64,
        top: 8,
        bottom: 8,
        outerBoundsMode: 'same',
        outerBoundsContain: 'axisLabel',
      },
      xAxis: {
        type: 'value',
        max: (extent: { max: number }) => Math.min(100, Math.ceil(extent.max / 10) * 10),
        axisLabel: { formatter: '{value}%', hideOverlap: true },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: data.map((item) => item.name),
        axisLabel: { width: 150, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: data.map((item) => Number((item.share * 100).toFixed(2))),
          itemStyle: { color: BAR_COLOR },
          barMaxWidth: 20,
          label: { show: true, position: 'right', formatter: '{c}%' },
        },
      ],
    };
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [signature, label]);

  return (
    <div
      ref={element}
      className="al-chart"
      data-testid="al-share-chart"
      style={{ height }}
      role="img"
      aria-label={label}
    />
  );
}
