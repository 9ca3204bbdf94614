import type { PayrollMonth } from '@bus/domain';
import { Card } from 'antd';
import { BarChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartFrame } from '../../../components/echart-frame';
import { formatKRW } from '../../../lib/format';
import { monthTotals, payrollChartOption } from '../lib/payroll-chart';

// Only what this chart draws (components/echart-frame.tsx: the full bundle is several times larger).
use([BarChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

const CHART_HEIGHT = 280;

/** Month by month pay per job type, when the year has monthly registers (ADR 0013). */
export function PayrollChart({
  monthly,
  fiscalYear,
}: {
  monthly: readonly PayrollMonth[];
  fiscalYear: number;
}) {
  const { t, i18n } = useTranslation('payroll');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const option = useMemo(
    () =>
      payrollChartOption(monthly, {
        month: (month) => t('periods.month', { month }),
        jobType: (jobType) => t(`jobTypes.${jobType}`),
        axisAmount: (won) => formatKRW(won, 'million', lng),
        amount: (won) => formatKRW(won, 'won', lng),
      }),
    [monthly, t, lng],
  );
  const label = t('chart.label', {
    year: fiscalYear,
    months: monthTotals(monthly)
      .map(({ month, pay }) =>
        t('chart.monthTotal', {
          month: t('periods.month', { month }),
          amount: formatKRW(pay, 'won', lng),
        }),
      )
      .join(', '),
  });
  return (
    <Card className="fdc-card" title={t('chart.title')}>
      <EChartFrame
        option={option}
        height={CHART_HEIGHT}
        label={label}
        className="fdc-payroll-chart"
        testId="fdc-payroll-chart"
      />
    </Card>
  );
}
