import { Alert, Descriptions, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatKRW, formatPercent } from '../../../lib/format';
import { useAccuracy } from '../api/get-accuracy';
import { lngOf } from '../lib/amounts';

/**
 * A saved forecast scored on the actuals that arrived after it (issue 16 §6): each period's
 * actual beside the forecast, inside or outside the 95 % interval, and the realised metrics.
 */
export function AccuracyPanel({ runId }: { runId: string }) {
  const { t, i18n } = useTranslation(['forecastDashboard', 'forecast']);
  const lng = lngOf(i18n.resolvedLanguage);
  const accuracy = useAccuracy(runId, true);
  if (accuracy.isPending) return <Spin size="small" />;
  if (accuracy.isError) {
    return (
      <QueryError
        title={t('accuracy.failed')}
        error={accuracy.error}
        onRetry={() => void accuracy.refetch()}
      />
    );
  }
  const { periods, metrics } = accuracy.data;
  if (!metrics || periods.length === 0) {
    return <Alert type="info" showIcon title={t('accuracy.none')} data-testid="fc-accuracy-none" />;
  }
  const won = (value: number) => (
    <span className="costing-amount">{formatKRW(value, 'won', lng)}</span>
  );
  return (
    <div className="fc-stack" data-testid="fc-accuracy">
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} className="fc-facts">
        <Descriptions.Item label={t('accuracy.periods')}>
          {t('forecast:preview.count', { count: periods.length })}
        </Descriptions.Item>
        <Descriptions.Item label={t('forecast:metrics.mape.name')}>
          <span data-testid="fc-accuracy-mape">{formatPercent(metrics.mape)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('forecast:metrics.coverage95.name')}>
          {formatPercent(metrics.coverage95)}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="label"
        pagination={false}
        dataSource={periods}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'label', title: t('forecast:results.table.period'), dataIndex: 'label' },
          {
            key: 'actual',
            title: t('accuracy.actual'),
            align: 'right',
            render: (_, p) => won(p.actual),
          },
          {
            key: 'forecast',
            title: t('accuracy.forecast'),
            align: 'right',
            render: (_, p) => won(p.forecast),
          },
          {
            key: 'error',
            title: t('accuracy.error'),
            align: 'right',
            render: (_, p) => (
              <span className="costing-amount">
                {p.actual === 0 ? '-' : formatPercent(((p.actual - p.forecast) / p.actual) * 100)}
              </span>
            ),
          },
          {
            key: 'inside',
            title: t('accuracy.inside'),
            render: (_, p) =>
              p.actual >= p.lower95 && p.actual <= p.upper95 ? (
                <Tag color="green">{t('accuracy.in')}</Tag>
              ) : (
                <Tag color="red">{t('accuracy.out')}</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
