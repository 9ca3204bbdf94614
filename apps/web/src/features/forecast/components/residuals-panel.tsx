import { Descriptions, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountFormatters, lngOf } from '../lib/amounts';
import { residualsOption } from '../lib/chart-diagnostics';
import { LazyChart } from './lazy-chart';

const RESIDUALS_HEIGHT = 240;

function summary(residuals: readonly number[]) {
  const n = residuals.length;
  const mean = n ? residuals.reduce((sum, r) => sum + r, 0) / n : 0;
  const spread =
    n > 1 ? Math.sqrt(residuals.reduce((s, r) => s + (r - mean) ** 2, 0) / (n - 1)) : 0;
  const positive = residuals.filter((r) => r > 0).length;
  return { n, mean, spread, positive };
}

/**
 * In-sample residuals (actual − fitted) as bars, with their mean and spread: a mean far from 0 is
 * a bias, runs of one sign or a yearly pattern are something the model did not learn.
 */
export function ResidualsPanel({
  labels,
  residuals,
}: {
  labels: readonly string[];
  residuals: readonly number[];
}) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const format = useMemo(() => amountFormatters(residuals, lng), [residuals, lng]);
  const stats = summary(residuals);
  const option = useMemo(
    () =>
      residualsOption(
        labels,
        residuals,
        {
          name: t('residuals.name'),
          unit: t(`units.${format.unit}`),
          description: t('residuals.chartLabel', { count: residuals.length }),
        },
        format,
      ),
    [labels, residuals, format, t],
  );
  if (residuals.length === 0) {
    return <Typography.Text type="secondary">{t('residuals.none')}</Typography.Text>;
  }
  return (
    <div className="fc-stack">
      <Typography.Paragraph type="secondary" className="fc-note">
        {t('residuals.intro')}
      </Typography.Paragraph>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} className="fc-facts">
        <Descriptions.Item label={t('residuals.mean')}>
          <span className="costing-amount">{format.value(stats.mean)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('residuals.spread')}>
          <span className="costing-amount">{format.value(stats.spread)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('residuals.positive')}>
          {t('residuals.positiveOf', { positive: stats.positive, count: stats.n })}
        </Descriptions.Item>
      </Descriptions>
      <LazyChart
        option={option}
        height={RESIDUALS_HEIGHT}
        label={t('residuals.chartLabel', { count: residuals.length })}
        testId="fc-residuals-chart"
      />
    </div>
  );
}
