import type { DashboardCompany } from '@bus/domain';
import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { moneyLng } from '../lib/cards';
import { forecastOption, unitOf } from '../lib/chart';
import { CardLink } from './card-link';

// ECharts arrives with the first chart, after the figures are on screen.
const EChart = lazy(() => import('./echart').then((module) => ({ default: module.EChart })));

const CHART_HEIGHT = 240;

/** The company's latest saved forecast: its name, model and fan chart, linked to the run. */
export function ForecastCard({ company, link }: { company: DashboardCompany; link: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? 'ko';
  const lng = moneyLng(language);
  const run = company.forecast;
  const label = run
    ? t('forecast.chartLabel', {
        first: run.history.labels[0] ?? '',
        last: run.history.labels.at(-1) ?? '',
        from: run.forecast.labels[0] ?? '',
        to: run.forecast.labels.at(-1) ?? '',
      })
    : '';
  const option = useMemo(
    () =>
      run
        ? forecastOption(
            run,
            {
              actual: t('forecast.series.actual'),
              forecast: t('forecast.series.forecast'),
              band80: t('forecast.series.band80'),
              description: label,
            },
            lng,
          )
        : null,
    [run, t, label, lng],
  );

  return (
    <Card
      className="dash-card dash-card-wide"
      title={t('forecast.title')}
      data-testid="dash-forecast"
    >
      {run && option ? (
        <>
          <Typography.Text strong>{run.name ?? t('forecast.unnamed')}</Typography.Text>
          <Typography.Paragraph type="secondary" className="dash-small">
            {t('forecast.saved', {
              date: run.savedAt ? formatDate(run.savedAt, language) : '-',
              model: t(`forecast.models.${run.model}`, { defaultValue: run.model }),
              horizon: run.horizon,
            })}
            {typeof run.metrics?.smape === 'number'
              ? ` · ${t('forecast.smape', { value: run.metrics.smape.toFixed(2) })}`
              : ''}
            {` · ${t('forecast.unit', { unit: t(`forecast.units.${unitOf(run)}`) })}`}
          </Typography.Paragraph>
          <Suspense
            fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}
          >
            <EChart
              option={option}
              height={CHART_HEIGHT}
              label={label}
              testId="dash-forecast-chart"
            />
          </Suspense>
          <CardLink to={link} label={t('forecast.open')} />
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('forecast.none')} {t('forecast.noneText')}
          </Typography.Paragraph>
          <CardLink to={link} label={t('forecast.create')} />
        </>
      )}
    </Card>
  );
}
