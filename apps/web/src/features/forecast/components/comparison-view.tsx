import type { ComparisonResult, ComparisonRow } from '@bus/domain';
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { formatDecimal, lngOf } from '../lib/amounts';
import { recommendationReason } from '../lib/calibration-text';
import { forecastCodeText } from '../lib/error-text';

/**
 * Chosen models on the same folds (issue 16 §5), best mean sMAPE first, and the auto mode's
 * recommendation with the reason it gives. A model that could not be scored says why; the
 * others are still compared.
 */
export function ComparisonView({ result }: { result: ComparisonResult }) {
  const { t, i18n } = useTranslation(['forecastPortal', 'forecast', 'errors']);
  const lng = lngOf(i18n.resolvedLanguage);
  const best = result.rows.find((row) => row.metrics !== null)?.model;
  const rec = result.recommendation;
  return (
    <div className="fc-stack" data-testid="fc-comparison">
      {rec ? (
        <Alert
          type="success"
          showIcon
          data-testid="fc-recommendation"
          title={t('results.recommendation', { model: t(`forecast:models.${rec.model}.name`) })}
          description={recommendationReason(t, rec)}
        />
      ) : null}
      <Typography.Paragraph type="secondary" className="fc-note">
        {t('results.folds', {
          count: result.folds.length,
          cutoffs: result.folds.map((fold) => fold.cutoff ?? '-').join(', '),
        })}
      </Typography.Paragraph>
      <Table<ComparisonRow>
        size="small"
        rowKey="model"
        pagination={false}
        dataSource={result.rows}
        scroll={{ x: 'max-content' }}
        data-testid="fc-comparison-table"
        columns={[
          {
            key: 'model',
            title: t('results.model'),
            render: (_, row) => (
              <span className="fc-model-option">
                {t(`forecast:models.${row.model}.name`)}
                {row.model === best ? <Tag color="green">{t('results.best')}</Tag> : null}
              </span>
            ),
          },
          {
            key: 'smape',
            title: t('forecast:metrics.smape.name'),
            align: 'right',
            render: (_, row) => formatPercent(row.metrics?.smape),
          },
          {
            key: 'mase',
            title: t('forecast:metrics.mase.name'),
            align: 'right',
            render: (_, row) => formatDecimal(row.metrics?.mase, 3),
          },
          {
            key: 'mape',
            title: t('forecast:metrics.mape.name'),
            align: 'right',
            render: (_, row) => formatPercent(row.metrics?.mape),
          },
          {
            key: 'rmse',
            title: t('forecast:metrics.rmse.name'),
            align: 'right',
            render: (_, row) => (
              <span className="costing-amount">
                {row.metrics?.rmse == null ? '-' : formatKRW(row.metrics.rmse, 'won', lng)}
              </span>
            ),
          },
          {
            key: 'coverage95',
            title: t('forecast:metrics.coverage95.name'),
            align: 'right',
            render: (_, row) => formatPercent(row.metrics?.coverage95),
          },
          {
            key: 'seconds',
            title: t('results.seconds'),
            align: 'right',
            render: (_, row) => (row.seconds === null ? '-' : formatDecimal(row.seconds, 2)),
          },
          {
            key: 'error',
            title: t('results.note'),
            render: (_, row) =>
              row.error ? (
                <Typography.Text type="danger">
                  {forecastCodeText(row.error.code, row.error.params, t)}
                </Typography.Text>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
