import { ESTIMATION_ITEMS, type EstimatedLineView, type EstimationItem } from '@bus/domain';
import { Grid, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { type Lng, Won } from './comparison-columns';

/** The Select value that drops the scenario's override (back to the dictionary's item). */
const DICTIONARY = 'dictionary';

const SOURCE_COLORS: Record<string, string> = {
  dictionary: 'blue',
  override: 'orange',
  unmapped: 'red',
};

type Props = {
  lines: EstimatedLineView[];
  lng: Lng;
  onItem: (lineKey: string, item: EstimationItem | 'none' | 'dictionary') => void;
};

/**
 * Every line of the open scenario with its inflation item (accounts.md "Inflation item", or the
 * scenario's choice), the rate applied, the base and the estimate (rounded per line, half away
 * from zero: domain.md §4). The item is chosen per line; the choice belongs to the scenario.
 */
export function LinesTable({ lines, lng, onItem }: Props) {
  const { t } = useTranslation('costEstimation');
  const narrow = !Grid.useBreakpoint().md;
  const options = (line: EstimatedLineView) => [
    ...(line.itemSource === 'override'
      ? [{ value: DICTIONARY, label: t('lines.dictionary') }]
      : []),
    ...[...ESTIMATION_ITEMS, 'none' as const].map((item) => ({
      value: item,
      label: t(`items.${item}`),
    })),
  ];
  const columns: ColumnsType<EstimatedLineView> = [
    {
      key: 'name',
      title: t('lines.account'),
      fixed: 'left',
      width: narrow ? 120 : 170,
      render: (_, line) => (
        <>
          {line.name}
          {narrow ? <span className="ce-sub">{t(`categories.${line.category}`)}</span> : null}
        </>
      ),
    },
    {
      key: 'category',
      title: t('lines.class'),
      width: 100,
      hidden: narrow,
      render: (_, line) => t(`categories.${line.category}`),
    },
    {
      key: 'item',
      title: t('lines.item'),
      width: narrow ? 160 : 220,
      render: (_, line) => (
        <Select<string>
          className="costing-full"
          aria-label={t('lines.itemOf', { name: line.name })}
          value={line.item === 'unmapped' ? undefined : line.item}
          placeholder={t('items.unmapped')}
          onChange={(item) => onItem(line.key, item as EstimationItem | 'none' | 'dictionary')}
          options={options(line)}
        />
      ),
    },
    {
      key: 'source',
      title: t('lines.source'),
      width: 110,
      render: (_, line) => (
        <Tag color={SOURCE_COLORS[line.itemSource]}>{t(`sources.${line.itemSource}`)}</Tag>
      ),
    },
    {
      key: 'rate',
      title: t('results.rate'),
      align: 'right',
      width: 80,
      render: (_, line) => <span className="costing-amount">{formatPercent(line.rate)}</span>,
    },
    {
      key: 'base',
      title: t('results.base'),
      align: 'right',
      width: 150,
      render: (_, line) => <Won value={line.base} lng={lng} />,
    },
    {
      key: 'estimate',
      title: t('results.estimate'),
      align: 'right',
      width: 150,
      render: (_, line) => <Won value={line.estimate} lng={lng} />,
    },
  ];
  const sum = (field: 'base' | 'estimate') => lines.reduce((total, line) => total + line[field], 0);
  return (
    <Table<EstimatedLineView>
      data-testid="ce-lines"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row className="ce-total-row">
          <Table.Summary.Cell index={0} colSpan={narrow ? 4 : 5}>
            {t('results.total')}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            <Won value={sum('base')} lng={lng} />
          </Table.Summary.Cell>
          <Table.Summary.Cell index={6} align="right">
            <Won value={sum('estimate')} lng={lng} />
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
