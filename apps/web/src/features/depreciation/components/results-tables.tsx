import type { DepreciationResultsView, EntityRef } from '@bus/domain';
import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { entityNamer, resultEntityName } from '../lib/entity-label';
import { type Periods, periodEnd, periodRange } from '../lib/periods';
import { type EntityResultRow, entityResultRows } from '../lib/results-rows';

type ClassRow = DepreciationResultsView['byClass'][number];
type AssetRow = DepreciationResultsView['byAsset'][number];

function useWon() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return (value: number) => <span className="costing-amount">{formatKRW(value, 'won', lng)}</span>;
}

/** The base and estimate amount columns, titled with the twelve months each covers. */
function periodColumns<Row extends { base: number; estimate: number }>(
  periods: Periods,
  t: (key: string, values?: Record<string, string>) => string,
  won: (value: number) => React.ReactNode,
): ColumnsType<Row> {
  return (['base', 'estimate'] as const).map((key) => ({
    key,
    title: (
      <span className="dep-period-title">
        {t(`periods.${key}`)}
        <span className="dep-hint">{periodRange(periods[key])}</span>
      </span>
    ),
    align: 'right',
    render: (_: unknown, row: Row) => won(row[key]),
  }));
}

/** Spec §3 "Depreciation by entity": name, standard and original id, a year's depreciation. */
export function EntityResultsTable({
  byEntity,
  periods,
}: {
  byEntity: DepreciationResultsView['byEntity'];
  periods: Periods;
}) {
  const { t } = useTranslation('depreciation');
  const won = useWon();
  const rows = entityResultRows(byEntity);
  // Amounts right after the name: on a phone they are what shows before scrolling sideways.
  const columns: ColumnsType<EntityResultRow> = [
    {
      key: 'entityName',
      title: t('results.columns.entityName'),
      render: (_, row) => <span className="dep-name">{resultEntityName(row.entityName, t)}</span>,
    },
    ...periodColumns<EntityResultRow>(periods, t, won),
    {
      key: 'standardEntityId',
      title: t('results.columns.standardEntityId'),
      render: (_, row) => row.standardEntityId ?? '-',
    },
    {
      key: 'originalEntityId',
      title: t('results.columns.originalEntityId'),
      render: (_, row) => <span className="dep-name">{row.originalEntityId ?? '-'}</span>,
    },
  ];
  return (
    <Table<EntityResultRow>
      data-testid="dep-results-entity"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('results.empty') }}
      summary={() => (
        <TotalRow rows={rows} label={t('results.total')} offset={1} trailing={2} won={won} />
      )}
    />
  );
}

/** By asset class (bus, building, equipment, other), classes present only. */
export function ClassResultsTable({ rows, periods }: { rows: ClassRow[]; periods: Periods }) {
  const { t } = useTranslation('depreciation');
  const won = useWon();
  const columns: ColumnsType<ClassRow> = [
    {
      key: 'assetClass',
      title: t('results.columns.assetClass'),
      render: (_, row) => t(`classes.${row.assetClass}`),
    },
    ...periodColumns<ClassRow>(periods, t, won),
  ];
  return (
    <Table<ClassRow>
      data-testid="dep-results-class"
      size="small"
      rowKey="assetClass"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('results.empty') }}
      summary={() => <TotalRow rows={rows} label={t('results.total')} offset={1} won={won} />}
    />
  );
}

/** By asset, with the book value at the end of the base year; paged by the caller. */
export function AssetResultsTable({
  rows,
  periods,
  entities,
  pagination,
  loading = false,
}: {
  rows: AssetRow[];
  periods: Periods;
  entities: readonly EntityRef[];
  pagination: TablePaginationConfig | false;
  loading?: boolean;
}) {
  const { t } = useTranslation('depreciation');
  const won = useWon();
  const entityName = entityNamer(entities, t);
  const columns: ColumnsType<AssetRow> = [
    {
      key: 'name',
      title: t('results.columns.name'),
      render: (_, row) => <span className="dep-name">{row.name}</span>,
    },
    ...periodColumns<AssetRow>(periods, t, won),
    {
      key: 'bookValue',
      title: t('results.columns.bookValue', { month: periodEnd(periods.base) }),
      align: 'right',
      render: (_, row) => won(row.bookValueEndOfBase),
    },
    {
      key: 'assetClass',
      title: t('results.columns.assetClass'),
      render: (_, row) => t(`classes.${row.assetClass}`),
    },
    {
      key: 'entity',
      title: t('results.columns.entity'),
      render: (_, row) => <span className="dep-name">{entityName(row.entityId)}</span>,
    },
  ];
  return (
    <Table<AssetRow>
      data-testid="dep-results-asset"
      size="small"
      rowKey="assetId"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('results.empty') }}
    />
  );
}

/** The total of the base and estimate columns, after `offset` label cells and before `trailing`. */
function TotalRow({
  rows,
  label,
  offset,
  trailing = 0,
  won,
}: {
  rows: readonly { base: number; estimate: number }[];
  label: string;
  offset: number;
  trailing?: number;
  won: (value: number) => React.ReactNode;
}) {
  if (rows.length === 0) return null;
  const base = rows.reduce((sum, row) => sum + row.base, 0);
  const estimate = rows.reduce((sum, row) => sum + row.estimate, 0);
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={offset}>
        <strong>{label}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={offset} align="right">
        <strong>{won(base)}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={offset + 1} align="right">
        <strong>{won(estimate)}</strong>
      </Table.Summary.Cell>
      {trailing > 0 ? <Table.Summary.Cell index={offset + 2} colSpan={trailing} /> : null}
    </Table.Summary.Row>
  );
}
