import type { ForecastPath } from '@bus/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { lngOf } from '../lib/amounts';

type Row = {
  label: string;
  mean: number;
  lower80: number;
  upper80: number;
  lower95: number;
  upper95: number;
};

const BOUNDS = ['lower95', 'lower80', 'upper80', 'upper95'] as const;

/** The forecast by period with its bounds, in won, right-aligned (the chart's text alternative). */
export function ForecastTable({ forecast }: { forecast: ForecastPath }) {
  const { t, i18n } = useTranslation('forecast');
  const lng = lngOf(i18n.resolvedLanguage);
  const won = (value: number) => (
    <span className="costing-amount">{formatKRW(value, 'won', lng)}</span>
  );
  const rows: Row[] = forecast.labels.map((label, i) => ({
    label,
    mean: forecast.mean[i] ?? 0,
    lower80: forecast.lower80[i] ?? 0,
    upper80: forecast.upper80[i] ?? 0,
    lower95: forecast.lower95[i] ?? 0,
    upper95: forecast.upper95[i] ?? 0,
  }));
  return (
    <Table<Row>
      size="small"
      rowKey="label"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="fc-forecast-table"
      columns={[
        { key: 'label', title: t('results.table.period'), dataIndex: 'label', fixed: 'left' },
        {
          key: 'mean',
          title: t('results.table.forecast'),
          align: 'right',
          render: (_, row) => <strong>{won(row.mean)}</strong>,
        },
        ...BOUNDS.map((bound) => ({
          key: bound,
          title: t(`results.table.${bound}`),
          align: 'right' as const,
          render: (_: unknown, row: Row) => won(row[bound]),
        })),
      ]}
    />
  );
}
