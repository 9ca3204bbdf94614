import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { importanceOption } from '../lib/chart-diagnostics';
import { featureLabel } from '../lib/diagnostic-labels';
import { LazyChart } from './lazy-chart';

/** Bars shown at most; the table lists every feature. */
const MAX_BARS = 15;
const ROW_PX = 30;

/** XGBoost's feature importance (issue 16 §4): each feature's share of the trees' total gain. */
export function XgboostImportance({
  importance,
}: {
  importance: Array<{ feature: string; gain: number }>;
}) {
  const { t } = useTranslation('forecast');
  const rows = useMemo(
    () => importance.map((row) => ({ ...row, label: featureLabel(row.feature, t) })),
    [importance, t],
  );
  const top = rows[0]?.label ?? '';
  const description = t('diagnostics.xgboost.chartLabel', { top });
  const option = useMemo(
    () =>
      importanceOption(rows.slice(0, MAX_BARS), {
        name: t('diagnostics.xgboost.gain'),
        description,
      }),
    [rows, t, description],
  );
  const bars = Math.min(rows.length, MAX_BARS);
  return (
    <div className="fc-stack" data-testid="fc-xgboost-importance">
      <Typography.Paragraph type="secondary" className="fc-note">
        {t('diagnostics.xgboost.intro')}
      </Typography.Paragraph>
      <LazyChart option={option} height={Math.max(160, bars * ROW_PX + 24)} label={description} />
      <Table
        size="small"
        rowKey="feature"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'label', title: t('diagnostics.xgboost.feature'), dataIndex: 'label' },
          {
            key: 'gain',
            title: t('diagnostics.xgboost.gain'),
            align: 'right',
            render: (_, row) => formatPercent(row.gain * 100),
          },
        ]}
      />
    </div>
  );
}
