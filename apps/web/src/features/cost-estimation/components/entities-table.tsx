import type { EntityEstimateView, EstimationScenarioResult } from '@bus/domain';
import { Alert, Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../lib/reason-message';
import { Change, estimateColumns, type Lng, scenarioKey, Won } from './comparison-columns';

/**
 * The estimate per service entity: the base year's allocation and each scenario's estimate
 * allocated the same way (issue 15 §3). Without entities (or when a pool cannot be allocated) the
 * reason is shown with the way to /cost-allocation.
 */
export function EntitiesTable({
  scenarios,
  lng,
}: {
  scenarios: EstimationScenarioResult[];
  lng: Lng;
}) {
  const narrow = !Grid.useBreakpoint().md;
  const { t } = useTranslation(['costEstimation', 'errors']);
  const withEntities = scenarios.find((scenario) => scenario.entities !== null);
  if (!withEntities?.entities) {
    const reason = scenarios[0]?.entitiesReason;
    return (
      <Alert
        type="info"
        showIcon
        data-testid="ce-entities-reason"
        title={t('results.noEntities')}
        description={
          <>
            {reason ? <div>{errorMessageOf(reason.code, t)}</div> : null}
            <Link to="/cost-allocation">{t('results.openAllocation')}</Link>
          </>
        }
      />
    );
  }
  const rows = withEntities.entities;
  const estimateOf = (scenario: EstimationScenarioResult, entityId: string) =>
    scenario.entities?.find((entity) => entity.entityId === entityId)?.estimate ?? null;

  const columns: ColumnsType<EntityEstimateView> = [
    {
      key: 'name',
      title: t('results.entity'),
      fixed: 'left',
      width: narrow ? 110 : 180,
      render: (_, e) => e.name,
    },
    {
      key: 'base',
      title: t('results.baseAllocated'),
      align: 'right',
      width: 150,
      render: (_, entity) => <Won value={entity.base} lng={lng} />,
    },
    ...estimateColumns<EntityEstimateView>(scenarios, {
      t,
      lng,
      baseOf: (entity) => entity.base,
      estimateOf: (scenario, entity) => estimateOf(scenario, entity.entityId),
    }),
  ];
  const sum = (list: EntityEstimateView[] | null, field: 'base' | 'estimate') =>
    list === null ? null : list.reduce((total, entity) => total + entity[field], 0);

  return (
    <Table<EntityEstimateView>
      data-testid="ce-entities"
      size="small"
      bordered
      rowKey="entityId"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row className="ce-total-row">
          <Table.Summary.Cell index={0}>{t('results.total')}</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Won value={sum(rows, 'base')} lng={lng} />
          </Table.Summary.Cell>
          {scenarios.flatMap((scenario, index) => [
            <Table.Summary.Cell
              key={`${scenarioKey(scenario)}-e`}
              index={2 + index * 2}
              align="right"
            >
              <Won value={sum(scenario.entities, 'estimate')} lng={lng} />
            </Table.Summary.Cell>,
            <Table.Summary.Cell
              key={`${scenarioKey(scenario)}-c`}
              index={3 + index * 2}
              align="right"
            >
              <Change
                base={sum(rows, 'base') ?? 0}
                estimate={sum(scenario.entities, 'estimate') ?? sum(rows, 'base') ?? 0}
              />
            </Table.Summary.Cell>,
          ])}
        </Table.Summary.Row>
      )}
    />
  );
}
