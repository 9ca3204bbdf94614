import type { ForecastMetrics } from '@bus/domain';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { lngOf } from '../lib/amounts';
import { formatMetric, METRIC_KEYS, type MetricKey } from '../lib/metric-rows';

type Row = { key: MetricKey; value: number | null };

/**
 * The run's metrics with a one-line explanation each (issue 16 §2): measured on the backtest, out
 * of sample, so they say how far off a forecast like this one has been. The explanation sits under
 * the name, so a phone shows it without a sideways scroll.
 */
export function MetricsTable({ metrics, testId }: { metrics: ForecastMetrics; testId?: string }) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const won = (value: number) => formatKRW(value, 'won', lng);
  const rows: Row[] = METRIC_KEYS.map((key) => ({ key, value: metrics[key] }));
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      data-testid={testId ?? 'fc-metrics'}
      columns={[
        {
          key: 'name',
          title: t('metrics.metric'),
          render: (_, row) => (
            <div className="fc-metric-name">
              <strong>{t(`metrics.${row.key}.name`)}</strong>
              <Typography.Text type="secondary">{t(`metrics.${row.key}.help`)}</Typography.Text>
            </div>
          ),
        },
        {
          key: 'value',
          title: t('metrics.value'),
          align: 'right',
          render: (_, row) => (
            <span className="costing-amount" data-testid={`fc-metric-${row.key}`}>
              {formatMetric(row.key, row.value, won)}
            </span>
          ),
        },
      ]}
    />
  );
}
