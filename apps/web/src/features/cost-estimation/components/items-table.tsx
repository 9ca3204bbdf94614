import { ESTIMATION_ITEMS, type EstimationScenarioResult } from '@bus/domain';
import { Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { type Lng, scenarioKey, scenarioTitle, signedPercent, Won } from './comparison-columns';

const ORDER: readonly string[] = [...ESTIMATION_ITEMS, 'none', 'unmapped'];

type Row = { item: string };

/**
 * The estimate per inflation item (expected.md §9's table), the compared scenarios side by side:
 * each with its rate, base and estimate (a scenario's own line mapping can move a base), and the
 * totals. The lines of an item are listed under its name.
 */
export function ItemsTable({
  scenarios,
  lng,
}: {
  scenarios: EstimationScenarioResult[];
  lng: Lng;
}) {
  const { t } = useTranslation('costEstimation');
  // On a phone the item's lines (listed on the accounts tab) would push the figures away.
  const narrow = !Grid.useBreakpoint().md;
  const present = new Set(scenarios.flatMap((s) => s.result?.items.map((i) => i.item) ?? []));
  const rows: Row[] = ORDER.filter((item) => present.has(item as never)).map((item) => ({ item }));
  const itemOf = (scenario: EstimationScenarioResult, item: string) =>
    scenario.result?.items.find((entry) => entry.item === item);
  const first = scenarios[0];
  /** The lines of an item in the first scenario; SG&A lines marked, since both statements have 수선비 … */
  const lineNames = (item: string) =>
    (first?.result?.lines ?? [])
      .filter((line) => line.item === item)
      .map((line) =>
        line.category === 'administration_cost' ? `${line.name}(${t('results.sga')})` : line.name,
      );

  const columns: ColumnsType<Row> = [
    {
      key: 'item',
      title: t('results.item'),
      fixed: 'left',
      width: narrow ? 110 : 200,
      render: (_, row) => {
        const names = lineNames(row.item);
        return (
          <>
            <div className="ce-item-name">{t(`items.${row.item}`)}</div>
            {names.length > 0 && !narrow ? (
              <div className="ce-item-lines costing-small">{names.join(', ')}</div>
            ) : null}
          </>
        );
      },
    },
    ...scenarios.map((scenario, index) => ({
      key: `s-${index}`,
      title: scenarioTitle(scenario, index),
      children: [
        {
          key: `s-${index}-rate`,
          title: t('results.rate'),
          align: 'right' as const,
          width: 80,
          render: (_: unknown, row: Row) => {
            const entry = itemOf(scenario, row.item);
            return (
              <span className="costing-amount">{entry ? formatPercent(entry.rate) : '-'}</span>
            );
          },
        },
        {
          key: `s-${index}-base`,
          title: t('results.base'),
          align: 'right' as const,
          width: 150,
          render: (_: unknown, row: Row) => (
            <Won value={itemOf(scenario, row.item)?.base} lng={lng} />
          ),
        },
        {
          key: `s-${index}-estimate`,
          title: t('results.estimate'),
          align: 'right' as const,
          width: 150,
          render: (_: unknown, row: Row) => (
            <Won value={itemOf(scenario, row.item)?.estimate} lng={lng} />
          ),
        },
      ],
    })),
  ];

  return (
    <Table<Row>
      data-testid="ce-items"
      size="small"
      bordered
      rowKey="item"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row className="ce-total-row">
          <Table.Summary.Cell index={0}>{t('results.total')}</Table.Summary.Cell>
          {scenarios.flatMap((scenario, index) => [
            <Table.Summary.Cell
              key={`${scenarioKey(scenario)}-rate`}
              index={1 + index * 3}
              align="right"
            >
              <span className="costing-amount">
                {scenario.result ? signedPercent(scenario.result.total.changePercent) : '-'}
              </span>
            </Table.Summary.Cell>,
            <Table.Summary.Cell
              key={`${scenarioKey(scenario)}-base`}
              index={2 + index * 3}
              align="right"
            >
              <Won value={scenario.result?.total.base} lng={lng} />
            </Table.Summary.Cell>,
            <Table.Summary.Cell
              key={`${scenarioKey(scenario)}-estimate`}
              index={3 + index * 3}
              align="right"
            >
              <span data-testid={`ce-total-${index}`}>
                <Won value={scenario.result?.total.estimate} lng={lng} />
              </span>
            </Table.Summary.Cell>,
          ])}
        </Table.Summary.Row>
      )}
    />
  );
}
