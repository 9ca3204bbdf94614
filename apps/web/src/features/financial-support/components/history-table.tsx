import { DeleteOutlined } from '@ant-design/icons';
import type { FinancialSupportRecord } from '@bus/domain';
import { Button, Card, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { formatDate, formatKRW } from '../../../lib/format';

type Props = {
  records: readonly FinancialSupportRecord[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Whether the user may delete this record (its author, or a manager and above, who can write). */
  deletable: (record: FinancialSupportRecord) => boolean;
  onDelete: (record: FinancialSupportRecord) => Promise<void>;
  /** The record being deleted, if any. */
  deletingId: string | null;
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
export function HistoryTable(props: Props) {
  const { records, loading, error, onRetry, deletable } = props;
  const { t, i18n } = useTranslation(['financialSupport', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  // No actions column when no row may be deleted (a reader's list has no empty gap).
  const actions: TableColumnsType<FinancialSupportRecord> = records.some(deletable)
    ? [
        {
          key: 'actions',
          title: t('history.actions'),
          ...ACTIONS_COLUMN,
          render: (_, r) =>
            deletable(r) ? (
              <RowActions>
                <DeleteRecord record={r} {...props} />
              </RowActions>
            ) : null,
        },
      ]
    : [];
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
        columns={[...historyColumns(t, lng), ...actions]}
      />
    </Card>
  );
}

function DeleteRecord({
  record,
  onDelete,
  deletingId,
}: Props & { record: FinancialSupportRecord }) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const what = {
    year: record.fiscalYear,
    savedAt: formatDate(record.savedAt, lng, { time: true }),
  };
  return (
    <Popconfirm
      title={t('history.deleteTitle')}
      description={t('history.deleteText', what)}
      okText={t('history.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('history.cancel')}
      onConfirm={() => onDelete(record)}
    >
      <Button
        danger
        size="small"
        icon={<DeleteOutlined />}
        loading={deletingId === record.id}
        aria-label={t('history.deleteLabel', what)}
      >
        {t('history.delete')}
      </Button>
    </Popconfirm>
  );
}
