import type { FinancialSupportRecord } from '@bus/domain';
import { Card, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatKRW } from '../../../lib/format';

type Props = {
  records: readonly FinancialSupportRecord[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

/** fiscal year, cost basis, cost, revenue, loss, gap, saved by, saved at, note. */
function historyColumns(t: TFunction, lng: 'ko' | 'en'): TableColumnsType<FinancialSupportRecord> {
  const won = (value: number) => (
    <span className="costing-amount">{formatKRW(value, 'won', lng)}</span>
  );
  const amount = (key: string, title: string, value: (r: FinancialSupportRecord) => number) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, r: FinancialSupportRecord) => won(value(r)),
  });
  return [
    {
      key: 'year',
      title: t('history.fiscalYear'),
      render: (_, r) => t('pickers.yearOption', { year: r.fiscalYear }),
    },
    {
      key: 'basis',
      title: t('history.costBasis'),
      render: (_, r) => t(`basis.${r.result.costBasis}`),
    },
    amount('cost', t('history.cost'), (r) => r.result.cost),
    amount(
      'revenue',
      t('history.revenue'),
      (r) => r.result.transportRevenue + r.result.otherOperatingRevenue,
    ),
    amount('loss', t('history.loss'), (r) => r.result.transportLoss),
    amount('gap', t('history.gap'), (r) => r.result.supportGap),
    { key: 'by', title: t('history.savedBy'), render: (_, r) => r.savedBy.name },
    {
      key: 'at',
      title: t('history.savedAt'),
      render: (_, r) => formatDate(r.savedAt, lng, { time: true }),
    },
    {
      key: 'note',
      title: t('history.note'),
      render: (_, r) => <span className="fs-note">{r.note ?? ''}</span>,
    },
  ];
}

/** The company's stored snapshots, newest first (GET /costing/financial-support?companyId=). */
export function HistoryTable({ records, loading, error, onRetry }: Props) {
  const { t, i18n } = useTranslation(['financialSupport', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return (
    <Card title={t('history.title')} className="costing-block" data-testid="fs-history">
      {error ? (
        <QueryError
          className="costing-block"
          title={t('history.failed')}
          error={error}
          onRetry={onRetry}
        />
      ) : null}
      <Table<FinancialSupportRecord>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={[...records]}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('history.empty') }}
        scroll={{ x: 'max-content' }}
        columns={historyColumns(t, lng)}
      />
    </Card>
  );
}
