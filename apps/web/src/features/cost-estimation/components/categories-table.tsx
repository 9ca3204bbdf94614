import type { EstimationScenarioResult } from '@bus/domain';
import { Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Change, estimateColumns, type Lng, scenarioKey, Won } from './comparison-columns';

type Row = { category: string; base: number };

/** The estimate per cost class (운송비, 일반관리비 …): the base once, each scenario's estimate. */
export function CategoriesTable({
  scenarios,
  lng,
}: {
  scenarios: EstimationScenarioResult[];
  lng: Lng;
}) {
  const narrow = !Grid.useBreakpoint().md;
  const { t } = useTranslation('costEstimation');
  const rows: Row[] = scenarios[0]?.result?.categories ?? [];
  const estimateOf = (scenario: EstimationScenarioResult, category: string) =>
    scenario.result?.categories.find((entry) => entry.category === category)?.estimate ?? null;

  const columns: ColumnsType<Row> = [
    {
      key: 'category',
      title: t('results.category'),
      fixed: 'left',
      width: narrow ? 110 : 160,
      render: (_, row) => t(`categories.${row.category}`),
    },
    {
      key: 'base',
      title: t('results.base'),
      align: 'right',
      width: 150,
      render: (_, row) => <Won value={row.base} lng={lng} />,
    },
    ...estimateColumns<Row>(scenarios, {
      t,
      lng,
      baseOf: (row) => row.base,
      estimateOf: (scenario, row) => estimateOf(scenario, row.category),
    }),
  ];

  const base = scenarios[0]?.result?.total.base ?? 0;
  return (
    <Table<Row>
      data-testid="ce-categories"
      size="small"
      bordered
      rowKey="category"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row className="ce-total-row">
          <Table.Summary.Cell index={0}>{t('results.total')}</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Won value={base} lng={lng} />
          </Table.Summary.Cell>
          {scenarios.flatMap((scenario, index) => [
            <Table.Summary.Cell
              key={`${scenarioKey(scenario)}-e`}
              index={2 + index * 2}
              align="right"
            >
              <Won value={scenario.result?.total.estimate} lng={lng} />
            </Table.Summary.Cell>,
            <Table.Summary.Cell
              key={`${scenarioKey(scenario)}-c`}
              index={3 + index * 2}
              align="right"
            >
              <Change base={base} estimate={scenario.result?.total.estimate ?? base} />
            </Table.Summary.Cell>,
          ])}
        </Table.Summary.Row>
      )}
    />
  );
}
