import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Asset, EntityRef } from '@bus/domain';
import { Button, Popconfirm, Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { formatKRW } from '../../../lib/format';
import { entityNamer } from '../lib/entity-label';

/** A register row: the domain's asset, plus what the server keeps beside it (version …). */
export type RegisterAsset = Asset;

type Props<Row extends RegisterAsset> = {
  assets: readonly Row[];
  entities: readonly EntityRef[];
  /** False for a reader (issue 14 §8): no edit or delete buttons. */
  canEdit: boolean;
  /** The server's pages (signed in) or the table's own (the demo's register in memory). */
  pagination: TablePaginationConfig | false;
  loading?: boolean;
  deletingId?: string | null;
  onEdit: (asset: Row) => void;
  onDelete: (asset: Row) => void;
};

/**
 * The asset register (issue 15 §4): code, name, class, entity, acquisition date, cost, residual
 * value, useful life, method and disposal date. Shared by the signed-in screen and the demo: it
 * shows the rows it is given and reports edit and delete through the callbacks.
 */
export function AssetTable<Row extends RegisterAsset>({
  assets,
  entities,
  canEdit,
  pagination,
  loading = false,
  deletingId = null,
  onEdit,
  onDelete,
}: Props<Row>) {
  const { t, i18n } = useTranslation('depreciation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const entityName = entityNamer(entities, t);
  const won = (value: number) => (
    <span className="costing-amount">{formatKRW(value, 'won', lng)}</span>
  );
  const columns: ColumnsType<Row> = [
    { key: 'code', title: t('register.columns.code'), render: (_, row) => row.code ?? '-' },
    {
      key: 'name',
      title: t('register.columns.name'),
      render: (_, row) => <span className="dep-name">{row.name}</span>,
    },
    {
      key: 'assetClass',
      title: t('register.columns.assetClass'),
      render: (_, row) => t(`classes.${row.assetClass}`),
    },
    {
      key: 'entityId',
      title: t('register.columns.entityId'),
      render: (_, row) => <span className="dep-name">{entityName(row.entityId)}</span>,
    },
    {
      key: 'acquisitionDate',
      title: t('register.columns.acquisitionDate'),
      render: (_, row) => <span className="costing-amount">{row.acquisitionDate}</span>,
    },
    {
      key: 'cost',
      title: t('register.columns.cost'),
      align: 'right',
      render: (_, row) => won(row.cost),
    },
    {
      key: 'residualValue',
      title: t('register.columns.residualValue'),
      align: 'right',
      render: (_, row) => won(row.residualValue),
    },
    {
      key: 'usefulLifeYears',
      title: t('register.columns.usefulLifeYears'),
      align: 'right',
      render: (_, row) => t('register.years', { count: row.usefulLifeYears }),
    },
    {
      key: 'method',
      title: t('register.columns.method'),
      render: (_, row) => t(`methods.${row.method}`),
    },
    {
      key: 'disposalDate',
      title: t('register.columns.disposalDate'),
      render: (_, row) => <span className="costing-amount">{row.disposalDate ?? '-'}</span>,
    },
  ];
  const actions: ColumnsType<Row> = [
    {
      key: 'actions',
      title: t('register.columns.actions'),
      ...ACTIONS_COLUMN,
      render: (_, row) => (
        <RowActions>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('register.editLabel', { name: row.name })}
            onClick={() => onEdit(row)}
          />
          <Popconfirm
            title={t('register.deleteConfirm', { name: row.name })}
            okText={t('register.deleteOk')}
            okButtonProps={{ danger: true }}
            cancelText={t('form.cancel')}
            onConfirm={() => onDelete(row)}
          >
            <Button
              danger
              size="small"
              icon={<DeleteOutlined />}
              loading={deletingId === row.id}
              aria-label={t('register.deleteLabel', { name: row.name })}
            />
          </Popconfirm>
        </RowActions>
      ),
    },
  ];

  return (
    <Table<Row>
      data-testid="dep-register"
      size="small"
      rowKey="id"
      loading={loading}
      columns={canEdit ? [...columns, ...actions] : columns}
      dataSource={assets as Row[]}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('register.empty') }}
    />
  );
}
