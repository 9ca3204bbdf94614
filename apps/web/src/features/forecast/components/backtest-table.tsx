import type { Backtest, BacktestFold } from '@bus/domain';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { lngOf } from '../lib/amounts';

/** One fold opened: each held-out period with its actual, forecast and error. */
function FoldDetail({ fold }: { fold: BacktestFold }) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const won = (value: number) => (
    <span className="costing-amount">{formatKRW(value, 'won', lng)}</span>
  );
  const rows = fold.forecast.labels.map((label, i) => {
    const actual = fold.actual[i] ?? 0;
    const forecast = fold.forecast.mean[i] ?? 0;
    return { label, actual, forecast, error: actual - forecast };
  });
  return (
    <Table
      size="small"
      rowKey="label"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'label', title: t('results.table.period'), dataIndex: 'label' },
        {
          key: 'actual',
          title: t('backtest.actual'),
          align: 'right',
          render: (_, r) => won(r.actual),
        },
        {
          key: 'forecast',
          title: t('backtest.forecast'),
          align: 'right',
          render: (_, r) => won(r.forecast),
        },
        {
          key: 'error',
          title: t('backtest.error'),
          align: 'right',
          render: (_, r) => won(r.error),
        },
      ]}
    />
  );
}

/**
 * The rolling-origin backtest (issue 16 §2): each fold trained up to its cutoff and scored on the
 * periods after it. A row opens to the periods themselves.
 */
export function BacktestTable({ backtest }: { backtest: Backtest }) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const columns: ColumnsType<BacktestFold> = [
    { key: 'index', title: t('backtest.fold'), render: (_, fold) => fold.index + 1 },
    { key: 'cutoff', title: t('backtest.cutoff'), render: (_, fold) => fold.cutoff ?? '-' },
    {
      key: 'train',
      title: t('backtest.trainSize'),
      align: 'right',
      render: (_, fold) => t('preview.count', { count: fold.trainSize }),
    },
    {
      key: 'smape',
      title: t('metrics.smape.name'),
      align: 'right',
      render: (_, fold) => formatPercent(fold.metrics.smape),
    },
    {
      key: 'mape',
      title: t('metrics.mape.name'),
      align: 'right',
      render: (_, fold) => formatPercent(fold.metrics.mape),
    },
    {
      key: 'mae',
      title: t('metrics.mae.name'),
      align: 'right',
      render: (_, fold) => (
        <span className="costing-amount">
          {fold.metrics.mae === null ? '-' : formatKRW(fold.metrics.mae, 'won', lng)}
        </span>
      ),
    },
    {
      key: 'coverage95',
      title: t('metrics.coverage95.name'),
      align: 'right',
      render: (_, fold) => formatPercent(fold.metrics.coverage95),
    },
  ];
  return (
    <div className="fc-stack">
      <Typography.Paragraph type="secondary" className="fc-note">
        {t('backtest.intro', { count: backtest.folds.length })}
      </Typography.Paragraph>
      <Table<BacktestFold>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={backtest.folds}
        columns={columns}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (fold) => <FoldDetail fold={fold} /> }}
        data-testid="fc-backtest"
      />
    </div>
  );
}
