import type { DepreciationResultsView } from '@bus/domain';
import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { resultEntityName } from '../lib/entity-label';
import type { Periods } from '../lib/periods';
import { entityResultRows } from '../lib/results-rows';

// ECharts is loaded with the first chart, after the tables are on screen.
const BarChart = lazy(() => import('./bar-chart').then((module) => ({ default: module.BarChart })));

/** Entities drawn at most; the table lists every one. */
const MAX_CHART_ENTITIES = 20;
const BASE_COLOR = '#1668dc';
const ESTIMATE_COLOR = '#fa8c16';

type Bars = { categories: string[]; base: number[]; estimate: number[] };

function useChartText() {
  const { t, i18n } = useTranslation('depreciation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return {
    t,
    axisName: t('charts.axisUnit'),
    formatAxis: (value: number) => formatKRW(value, 'million', lng, { suffix: false }),
    formatValue: (value: number) => formatKRW(value, 'won', lng),
  };
}

function ChartCard({
  title,
  note,
  bars,
  periods,
  testId,
}: {
  title: string;
  note?: string;
  bars: Bars;
  periods: Periods;
  testId: string;
}) {
  const { t, axisName, formatAxis, formatValue } = useChartText();
  const series = [
    { name: `${t('periods.base')} ${periods.base}`, values: bars.base, color: BASE_COLOR },
    {
      name: `${t('periods.estimate')} ${periods.estimate}`,
      values: bars.estimate,
      color: ESTIMATE_COLOR,
    },
  ];
  return (
    <Card size="small" title={title} data-testid={testId}>
      {bars.categories.length === 0 ? (
        <Typography.Text type="secondary">{t('results.empty')}</Typography.Text>
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <BarChart
            categories={bars.categories}
            series={series}
            label={t('charts.label', { title, count: bars.categories.length })}
            axisName={axisName}
            formatAxis={formatAxis}
            formatValue={formatValue}
          />
        </Suspense>
      )}
      {note ? <p className="dep-note">{note}</p> : null}
    </Card>
  );
}

/** By entity, base against estimate (the largest MAX_CHART_ENTITIES by base-year amount). */
export function EntityChart({
  byEntity,
  periods,
}: {
  byEntity: DepreciationResultsView['byEntity'];
  periods: Periods;
}) {
  const { t } = useTranslation('depreciation');
  const rows = entityResultRows(byEntity);
  const shown =
    rows.length > MAX_CHART_ENTITIES
      ? [...rows].sort((a, b) => b.base - a.base).slice(0, MAX_CHART_ENTITIES)
      : rows;
  return (
    <ChartCard
      testId="dep-chart-entity"
      title={t('charts.byEntity')}
      note={
        rows.length > shown.length
          ? t('charts.topEntities', { count: shown.length, total: rows.length })
          : undefined
      }
      periods={periods}
      bars={{
        categories: shown.map((row) => resultEntityName(row.entityName, t)),
        base: shown.map((row) => row.base),
        estimate: shown.map((row) => row.estimate),
      }}
    />
  );
}

/** By asset class, base against estimate. */
export function ClassChart({
  byClass,
  periods,
}: {
  byClass: DepreciationResultsView['byClass'];
  periods: Periods;
}) {
  const { t } = useTranslation('depreciation');
  return (
    <ChartCard
      testId="dep-chart-class"
      title={t('charts.byClass')}
      periods={periods}
      bars={{
        categories: byClass.map((row) => t(`classes.${row.assetClass}`)),
        base: byClass.map((row) => row.base),
        estimate: byClass.map((row) => row.estimate),
      }}
    />
  );
}
