import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart';

// ECharts is loaded with the first chart, after the tables and forms are on screen.
const EChart = lazy(() => import('./echart').then((module) => ({ default: module.EChart })));

/** An ECharts chart whose code arrives on first use, with a skeleton of its height meanwhile. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
