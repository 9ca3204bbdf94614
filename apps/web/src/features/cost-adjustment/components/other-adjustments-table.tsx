import { DeleteOutlined } from '@ant-design/icons';
import type { OtherAdjustment, OtherAdjustmentList } from '@bus/domain';
import { Button, Popconfirm, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { formatDate, formatKRW } from '../../../lib/format';

/** The period's other adjustments with their total; each row can be deleted after a confirm. */
export function OtherAdjustmentsTable({
  list,
  deletingId,
  onDelete,
  readOnly = false,
}: {
  list: OtherAdjustmentList;
  deletingId: string | null;
  onDelete: (adjustment: OtherAdjustment) => void;
  /** A reader (issue 14 §8): no delete column. */
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('costAdjustment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const columns: ColumnsType<OtherAdjustment> = [
    {
      key: 'category',
      title: t('other.columns.category'),
      render: (_, row) => t(`categories.${row.category}`),
    },
    {
      key: 'amount',
      title: t('other.columns.amount'),
      align: 'right',
      render: (_, row) => (
        <span className="costing-amount">{formatKRW(row.amount, 'won', lng)}</span>
      ),
    },
    {
      key: 'reason',
      title: t('other.columns.reason'),
      render: (_, row) => <span className="ca-reason">{row.reason}</span>,
    },
    { key: 'author', title: t('other.columns.author'), render: (_, row) => row.author.name },
    {
      key: 'createdAt',
      title: t('other.columns.createdAt'),
      render: (_, row) => (
        <span className="ca-nowrap">{formatDate(row.createdAt, lng, { time: true })}</span>
      ),
    },
  ];
  const actions: ColumnsType<OtherAdjustment> = [
    {
      key: 'actions',
      title: t('other.columns.actions'),
      ...ACTIONS_COLUMN,
      render: (_, row) => (
        <RowActions>
          <Popconfirm
            title={t('other.deleteConfirm')}
            okText={t('other.deleteOk')}
            okButtonProps={{ danger: true }}
            cancelText={t('other.cancel')}
            onConfirm={() => onDelete(row)}
          >
            <Button
              danger
              size="small"
              icon={<DeleteOutlined />}
              loading={deletingId === row.id}
              aria-label={t('other.deleteLabel', { reason: row.reason })}
            >
              {t('other.delete')}
            </Button>
          </Popconfirm>
        </RowActions>
      ),
    },
  ];

  return (
    <Table<OtherAdjustment>
      data-testid="ca-list"
      size="small"
      rowKey="id"
      columns={readOnly ? columns : [...columns, ...actions]}
      dataSource={list.items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('other.empty') }}
      summary={() =>
        list.items.length > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('other.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong className="costing-amount" data-testid="ca-list-total">
                {formatKRW(list.total, 'won', lng)}
              </strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={4} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
