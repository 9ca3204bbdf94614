import type { ForecastPath, SeriesData } from '@bus/domain';
import type { EChartsType } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountFormatters, lngOf } from '../lib/amounts';
import { forecastChartOption } from '../lib/chart-forecast';
import { LazyChart } from './lazy-chart';

const CHART_HEIGHT = 380;

/**
 * Actuals, the forecast and its 80 % / 95 % bands, zoomable (slider and wheel); the table beside
 * it (forecast-table.tsx) holds the same figures for a screen reader.
 */
export function ForecastChart({
  history,
  forecast,
  onChart,
}: {
  history: SeriesData;
  forecast: ForecastPath;
  onChart?: (chart: EChartsType | null) => void;
}) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const label = t('results.chartLabel', {
    first: history.labels[0] ?? '',
    last: history.labels.at(-1) ?? '',
    from: forecast.labels[0] ?? '',
    to: forecast.labels.at(-1) ?? '',
  });
  const option = useMemo(() => {
    const format = amountFormatters([...history.values, ...forecast.upper95], lng);
    return forecastChartOption(
      history,
      forecast,
      {
        actual: t('results.series.actual'),
        forecast: t('results.series.forecast'),
        band80: t('results.series.band80'),
        band95: t('results.series.band95'),
        unit: t(`units.${format.unit}`),
        description: label,
      },
      format,
    );
  }, [history, forecast, lng, t, label]);
  return (
    <LazyChart
      option={option}
      height={CHART_HEIGHT}
      label={label}
      onChart={onChart}
      testId="fc-forecast-chart"
    />
  );
}
