import type { AllocationComparisonView } from '@bus/domain';
import { Checkbox, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatKRW } from '../../../lib/format';
import { useRunComparison } from '../api/compare-runs';

type Line = {
  key: string;
  name: string;
  before: number | null;
  after: number | null;
  difference: number;
};

/**
 * Two stored runs side by side (after − before): per entity and per row, an entity or line only
 * one run has shows '-' on the other side; the totals close the table.
 */
export function RunComparison({ before, after }: { before: string; after: string }) {
  const { t, i18n } = useTranslation(['costAllocation', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const query = useRunComparison(before, after);
  const [changedOnly, setChangedOnly] = useState(true);
  if (query.isPending) return <Spin className="costing-spinner" />;
  if (query.isError)
    return (
      <QueryError
        title={t('errors.compare')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const view: AllocationComparisonView = query.data;
  const won = (value: number | null) => (
    <span className="costing-amount">{value === null ? '-' : formatKRW(value, 'won', lng)}</span>
  );
  const columns = (title: string): ColumnsType<Line> => [
    { key: 'name', title, fixed: 'left', width: 180, render: (_, line) => line.name },
    {
      key: 'before',
      title: t('runs.beforeShort'),
      align: 'right',
      render: (_, l) => won(l.before),
    },
    { key: 'after', title: t('runs.afterShort'), align: 'right', render: (_, l) => won(l.after) },
    {
      key: 'difference',
      title: t('runs.difference'),
      align: 'right',
      render: (_, line) => (
        <span className={line.difference === 0 ? undefined : 'al-changed'}>
          {won(line.difference)}
        </span>
      ),
    },
  ];
  const totalRow = () => (
    <Table.Summary.Row className="al-total-row">
      <Table.Summary.Cell index={0}>{t('result.rows.totalLine')}</Table.Summary.Cell>
      <Table.Summary.Cell index={1} align="right">
        {won(view.total.before)}
      </Table.Summary.Cell>
      <Table.Summary.Cell index={2} align="right">
        {won(view.total.after)}
      </Table.Summary.Cell>
      <Table.Summary.Cell index={3} align="right">
        <span data-testid="al-compare-total">{won(view.total.difference)}</span>
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
  const entities: Line[] = view.entities.map((entity) => ({ ...entity, key: entity.entityId }));
  const rows = changedOnly ? view.rows.filter((row) => row.difference !== 0) : view.rows;
  return (
    <div className="al-stack al-compare" data-testid="al-compare">
      <Table<Line>
        size="small"
        rowKey="key"
        columns={columns(t('runs.byEntity'))}
        dataSource={entities}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={totalRow}
      />
      <Checkbox checked={changedOnly} onChange={(event) => setChangedOnly(event.target.checked)}>
        {t('runs.changedOnly', { count: view.rows.length - rows.length })}
      </Checkbox>
      <Table<Line>
        size="small"
        rowKey="key"
        columns={columns(t('runs.byRow'))}
        dataSource={rows}
        locale={{ emptyText: t('runs.noChange') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={totalRow}
      />
    </div>
  );
}
