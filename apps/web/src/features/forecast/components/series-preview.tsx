import type { SeriesInspection } from '@bus/domain';
import { Card, Collapse, Descriptions, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountFormatters, lngOf } from '../lib/amounts';
import { previewChartOption } from '../lib/chart-forecast';
import { LazyChart } from './lazy-chart';

const PREVIEW_HEIGHT = 260;

/** The series as the server read it: span, points, frequency, a chart and the same as a table. */
export function SeriesPreview({ inspection }: { inspection: SeriesInspection }) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const { series, dropped, checks } = inspection;
  const format = useMemo(() => amountFormatters(series.values, lng), [series.values, lng]);
  const first = series.labels[0] ?? '';
  const last = series.labels.at(-1) ?? '';
  const option = useMemo(() => {
    const flagged = new Set(checks.flatMap((check) => check.periods));
    return previewChartOption(
      series,
      flagged,
      {
        value: t('preview.value'),
        flagged: t('preview.flagged'),
        unit: t(`units.${format.unit}`),
        description: t('preview.chartLabel', { first, last, count: series.values.length }),
      },
      format,
    );
  }, [series, checks, t, format, first, last]);
  const rows = series.labels.map((label, i) => ({ label, value: series.values[i] ?? 0 }));

  return (
    <Card title={t('preview.title')} className="fc-card" data-testid="fc-preview">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} className="fc-facts">
        <Descriptions.Item label={t('preview.span')}>
          {first} ~ {last}
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.points')}>
          <span data-testid="fc-points">{t('preview.count', { count: series.values.length })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.frequency')}>
          {t(`frequency.${series.frequency}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.columns')}>
          {inspection.dateColumn} / {inspection.valueColumn}
        </Descriptions.Item>
        {dropped > 0 ? (
          <Descriptions.Item label={t('preview.dropped')}>
            {t('preview.count', { count: dropped })}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <LazyChart
        option={option}
        height={PREVIEW_HEIGHT}
        label={t('preview.chartLabel', { first, last, count: series.values.length })}
        testId="fc-preview-chart"
      />
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'table',
            label: t('preview.showTable'),
            children: (
              <Table
                size="small"
                rowKey="label"
                pagination={{ pageSize: 12, hideOnSinglePage: true, showSizeChanger: false }}
                dataSource={rows}
                columns={[
                  { key: 'label', title: t('preview.period'), dataIndex: 'label' },
                  {
                    key: 'value',
                    title: t('preview.value'),
                    align: 'right',
                    render: (_, row) => (
                      <span className="costing-amount">{format.value(row.value)}</span>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
