import type { AllocatedRowView, AllocationRunView, CustomDriver } from '@bus/domain';
import { Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { useDriverLabel } from './driver-label';

/** Width of an entity's amount column: fits "24,158,552,083원". */
const ENTITY_WIDTH = 150;

type Props = { run: AllocationRunView; customDrivers: readonly CustomDriver[] };

/**
 * The allocation by account (spec §2 "Rows show account, class, total, estimate amount and
 * per-entity amounts"): the account column stays put while the entities scroll sideways; each row
 * adds up across; a 단수차이 line where an entity's rounded rows differ from its total by a won or
 * two (domain.md §4 rounding), then the totals, which add up to the allocated total exactly.
 */
export function AllocationRowsTable({ run, customDrivers }: Props) {
  const { t, i18n } = useTranslation('costAllocation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const driverLabel = useDriverLabel(customDrivers);
  // A phone shows the account (with its class under it) and the amounts, not two more columns.
  const narrow = !Grid.useBreakpoint().md;
  const { result } = run;
  const won = (value: number) => (
    <span className="costing-amount">{formatKRW(value, 'won', lng)}</span>
  );
  const labelSpan = narrow ? 1 : 3;
  const firstEntity = labelSpan + 2;
  const hasRounding = result.entities.some((entity) => entity.roundingDifference !== 0);

  const columns: ColumnsType<AllocatedRowView> = [
    {
      key: 'account',
      title: t('result.rows.account'),
      fixed: 'left',
      width: narrow ? 120 : 170,
      render: (_, row) => (
        <>
          <span className="al-account">{row.name}</span>
          {narrow ? (
            <span className="al-sub">
              {t(`categories.${row.category}`)} · {driverLabel(row.driver)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'class',
      title: t('result.rows.class'),
      width: 100,
      hidden: narrow,
      render: (_, row) => t(`categories.${row.category}`),
    },
    {
      key: 'driver',
      title: t('result.rows.driver'),
      width: 110,
      hidden: narrow,
      render: (_, row) => driverLabel(row.driver),
    },
    {
      key: 'total',
      title: t('result.rows.total'),
      align: 'right',
      width: ENTITY_WIDTH,
      render: (_, row) => won(row.total),
    },
    {
      key: 'estimate',
      title: t('result.rows.estimate'),
      align: 'right',
      width: ENTITY_WIDTH,
      render: (_, row) => won(row.estimate),
    },
    ...result.entities.map((entity, index) => ({
      key: `entity-${entity.entityId}`,
      title: <span className="al-entity-title">{entity.name}</span>,
      align: 'right' as const,
      width: ENTITY_WIDTH,
      render: (_: unknown, row: AllocatedRowView) => won(row.perEntity[index] ?? 0),
    })),
  ];

  return (
    <Table<AllocatedRowView>
      className="al-rows-table"
      data-testid="al-rows"
      size="small"
      bordered
      rowKey="key"
      columns={columns}
      dataSource={result.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary>
          {hasRounding ? (
            <Table.Summary.Row className="al-rounding-row" data-testid="al-rounding-row">
              <Table.Summary.Cell index={0} colSpan={labelSpan}>
                {t('result.rows.rounding')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={labelSpan} align="right">
                {won(0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={labelSpan + 1} />
              {result.entities.map((entity, index) => (
                <Table.Summary.Cell key={entity.entityId} index={firstEntity + index} align="right">
                  {won(entity.roundingDifference)}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null}
          <Table.Summary.Row className="al-total-row" data-testid="al-total-row">
            <Table.Summary.Cell index={0} colSpan={labelSpan}>
              {t('result.rows.totalLine')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={labelSpan} align="right">
              <span data-testid="al-rows-total">{won(result.total)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={labelSpan + 1} align="right">
              {won(result.estimateTotal)}
            </Table.Summary.Cell>
            {result.entities.map((entity, index) => (
              <Table.Summary.Cell key={entity.entityId} index={firstEntity + index} align="right">
                <span data-testid={`al-entity-total-${index}`}>{won(entity.total)}</span>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
