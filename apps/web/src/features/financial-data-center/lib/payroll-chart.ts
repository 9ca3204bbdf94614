import { PAYROLL_JOB_TYPES, type PayrollJobType, type PayrollMonth } from '@bus/domain';
import type { BarSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type PayrollChartOption = ComposeOption<
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

type ChartLabels = {
  month: (month: number) => string;
  jobType: (jobType: PayrollJobType) => string;
  /** An axis amount (short, e.g. in 백만원) and a tooltip amount (in won). */
  axisAmount: (won: number) => string;
  amount: (won: number) => string;
};

/** Pay of one job type in a month; 0 when that month has none of it. */
function payOf(month: PayrollMonth, jobType: PayrollJobType): number {
  return month.byJobType.find((item) => item.jobType === jobType)?.pay ?? 0;
}

/**
 * The month-by-month chart of the payroll tab: pay per job type, stacked per month, for the job
 * types that have any pay in the year (an empty series would only crowd the legend).
 */
export function payrollChartOption(
  monthly: readonly PayrollMonth[],
  labels: ChartLabels,
): PayrollChartOption {
  const months = [...monthly].sort((a, b) => a.month - b.month);
  const jobTypes = PAYROLL_JOB_TYPES.filter((jobType) =>
    months.some((month) => payOf(month, jobType) > 0),
  );
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? labels.amount(value) : String(value)),
    },
    xAxis: { type: 'category', data: months.map((month) => labels.month(month.month)) },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (value: number) => labels.axisAmount(value) },
    },
    series: jobTypes.map((jobType) => ({
      type: 'bar',
      stack: 'pay',
      name: labels.jobType(jobType),
      data: months.map((month) => payOf(month, jobType)),
    })),
  };
}

/** Each month's total pay, for the chart's words (screen readers and the chart's label). */
export function monthTotals(monthly: readonly PayrollMonth[]): { month: number; pay: number }[] {
  return [...monthly]
    .sort((a, b) => a.month - b.month)
    .map((month) => ({
      month: month.month,
      pay: month.byJobType.reduce((sum, item) => sum + item.pay, 0),
    }));
}
