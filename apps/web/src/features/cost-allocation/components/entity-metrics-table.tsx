import type { AllocationRunView, CustomDriver, EntityAllocationView } from '@bus/domain';
import { Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { useDriverLabel } from './driver-label';

type Props = { run: AllocationRunView; customDrivers: readonly CustomDriver[] };

/**
 * Per entity: its total, share, each pool's part (expected.md §8's table), the estimate and the
 * unit costs — per km, per operated vehicle and per operated vehicle-day (a year's days).
 */
export function EntityMetricsTable({ run, customDrivers }: Props) {
  const { t, i18n } = useTranslation('costAllocation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const driverLabel = useDriverLabel(customDrivers);
  const narrow = !Grid.useBreakpoint().md;
  const { result } = run;
  const won = (value: number | null) => (
    <span className="costing-amount">{value === null ? '-' : formatKRW(value, 'won', lng)}</span>
  );

  const columns: ColumnsType<EntityAllocationView> = [
    {
      key: 'name',
      title: t('result.entities.entity'),
      fixed: 'left',
      width: narrow ? 120 : 170,
      render: (_, entity) => <span className="al-account">{entity.name}</span>,
    },
    {
      key: 'type',
      title: t('result.entities.type'),
      width: 90,
      hidden: narrow,
      render: (_, entity) => t(`types.${entity.type}`),
    },
    ...result.pools.map((pool) => ({
      key: `pool-${pool.driver}`,
      title: t('result.entities.pool', { driver: driverLabel(pool.driver) }),
      align: 'right' as const,
      width: 150,
      render: (_: unknown, entity: EntityAllocationView) => won(entity.byDriver[pool.driver] ?? 0),
    })),
    {
      key: 'total',
      title: t('result.entities.total'),
      align: 'right',
      width: 160,
      render: (_, entity) => <strong>{won(entity.total)}</strong>,
    },
    {
      key: 'share',
      title: t('result.entities.share'),
      align: 'right',
      width: 90,
      render: (_, entity) => (
        <span className="costing-amount">{formatPercent(entity.share * 100)}</span>
      ),
    },
    {
      key: 'estimate',
      title: t('result.entities.estimate'),
      align: 'right',
      width: 160,
      render: (_, entity) => won(entity.estimate),
    },
    {
      key: 'perKm',
      title: t('result.entities.perKm'),
      align: 'right',
      width: 120,
      render: (_, entity) => won(entity.costPerKm),
    },
    {
      key: 'perVehicle',
      title: t('result.entities.perVehicle'),
      align: 'right',
      width: 150,
      render: (_, entity) => won(entity.costPerOperatedVehicle),
    },
    {
      key: 'perVehicleDay',
      title: t('result.entities.perVehicleDay', { days: result.daysInYear }),
      align: 'right',
      width: 140,
      render: (_, entity) => won(entity.costPerVehicleDay),
    },
  ];

  const poolCount = result.pools.length;
  return (
    <Table<EntityAllocationView>
      data-testid="al-entities-result"
      size="small"
      rowKey="entityId"
      columns={columns}
      dataSource={result.entities}
      pagination={result.entities.length > 50 ? { pageSize: 50 } : false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row className="al-total-row">
          <Table.Summary.Cell index={0} colSpan={narrow ? 1 : 2}>
            {t('result.rows.totalLine')}
          </Table.Summary.Cell>
          {result.pools.map((pool, index) => (
            <Table.Summary.Cell key={pool.driver} index={2 + index} align="right">
              {won(pool.amount)}
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={2 + poolCount} align="right">
            <strong>{won(result.total)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3 + poolCount} align="right">
            <span className="costing-amount">{formatPercent(result.total === 0 ? 0 : 100)}</span>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4 + poolCount} align="right">
            {won(result.estimateTotal)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5 + poolCount} colSpan={3} />
        </Table.Summary.Row>
      )}
    />
  );
}
