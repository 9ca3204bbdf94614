import {
  type DepreciationInput,
  type DepreciationRow,
  depreciationAdjustmentTable,
} from '@bus/domain';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';

/** Spec §2: rows of entity, actual, allocated or estimated, adjustment, plus a total row. */
export function DepreciationTable({ inputs }: { inputs: readonly DepreciationInput[] }) {
  const { t, i18n } = useTranslation('costAdjustment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  const { rows, totals } = depreciationAdjustmentTable(inputs);
  const amount = (key: 'actual' | 'allocated' | 'adjustment') => ({
    key,
    dataIndex: key,
    title: t(`depreciation.columns.${key}`),
    align: 'right' as const,
    render: (value: number) => <span className="costing-amount">{won(value)}</span>,
  });
  const columns: ColumnsType<DepreciationRow> = [
    { key: 'entity', dataIndex: 'entity', title: t('depreciation.columns.entity') },
    amount('actual'),
    amount('allocated'),
    amount('adjustment'),
  ];

  return (
    <Table<DepreciationRow>
      data-testid="ca-depreciation-table"
      size="small"
      rowKey="entity"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('depreciation.total')}</Typography.Text>
          </Table.Summary.Cell>
          {(['actual', 'allocated', 'adjustment'] as const).map((key, index) => (
            <Table.Summary.Cell key={key} index={index + 1} align="right">
              <strong className="costing-amount" data-testid={`ca-depreciation-total-${key}`}>
                {won(totals[key])}
              </strong>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}
