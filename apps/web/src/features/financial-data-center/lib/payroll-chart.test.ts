import { describe, expect, it } from 'vitest';
import { monthTotals, payrollChartOption } from './payroll-chart';

const labels = {
  month: (month: number) => `${month}월`,
  jobType: (jobType: string) => jobType,
  axisAmount: (won: number) => `${won / 1_000_000}M`,
  amount: (won: number) => `${won}원`,
};

const monthly = [
  {
    month: 2,
    headcount: 3,
    byJobType: [
      { jobType: 'driver' as const, headcount: 2, pay: 6_000_000 },
      { jobType: 'office' as const, headcount: 1, pay: 3_000_000 },
    ],
  },
  {
    month: 1,
    headcount: 2,
    byJobType: [{ jobType: 'driver' as const, headcount: 2, pay: 5_000_000 }],
  },
];

describe('payrollChartOption', () => {
  it('stacks each job type with pay month by month, in month order', () => {
    const option = payrollChartOption(monthly, labels);
    expect(option.xAxis).toMatchObject({ data: ['1월', '2월'] });
    expect(option.series).toEqual([
      { type: 'bar', stack: 'pay', name: 'driver', data: [5_000_000, 6_000_000] },
      { type: 'bar', stack: 'pay', name: 'office', data: [0, 3_000_000] },
    ]);
  });

  it('totals each month for the words beside the chart', () => {
    expect(monthTotals(monthly)).toEqual([
      { month: 1, pay: 5_000_000 },
      { month: 2, pay: 9_000_000 },
    ]);
  });
});
