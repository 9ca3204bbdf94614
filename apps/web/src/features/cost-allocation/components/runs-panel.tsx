import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { AllocationRunSummary } from '@bus/domain';
import { Button, Card, Empty, Select, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { formatDate, formatKRW } from '../../../lib/format';
import { runExportUrl } from '../api/get-run';
import { useAllocationRuns } from '../api/get-runs';
import { RunComparison } from './run-comparison';
import { OptionTag } from './run-result';

type Props = { companyId: string; period: string; onShowRun: (id: string) => void };

/**
 * The stored calculations of the period, newest first (issue 15 §2 "stored with its inputs and
 * can be compared with an earlier one"): open one, export it, or pick two to compare.
 */
export function RunsPanel({ companyId, period, onShowRun }: Props) {
  const { t, i18n } = useTranslation(['costAllocation', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const runs = useAllocationRuns(companyId, period);
  const [before, setBefore] = useState<string | null>(null);
  const [after, setAfter] = useState<string | null>(null);

  if (runs.isPending) return <Spin className="costing-spinner" />;
  if (runs.isError)
    return (
      <QueryError title={t('errors.runs')} error={runs.error} onRetry={() => void runs.refetch()} />
    );
  const items = runs.data.items;
  if (items.length === 0) return <Empty description={t('runs.empty')} />;

  const name = (run: AllocationRunSummary) =>
    `${run.label ?? t('result.untitledShort')} · ${formatDate(run.createdAt, lng, { time: true })}`;
  const options = items.map((run) => ({ value: run.id, label: name(run) }));
  const columns: ColumnsType<AllocationRunSummary> = [
    {
      key: 'createdAt',
      title: t('runs.columns.createdAt'),
      width: 170,
      render: (_, run) => (
        <span className="al-nowrap">{formatDate(run.createdAt, lng, { time: true })}</span>
      ),
    },
    { key: 'label', title: t('runs.columns.label'), render: (_, run) => run.label ?? '-' },
    {
      key: 'option',
      title: t('runs.columns.option'),
      render: (_, run) => <OptionTag includeNonOperating={run.includeNonOperating} />,
    },
    {
      key: 'total',
      title: t('runs.columns.total'),
      align: 'right',
      render: (_, run) => (
        <span className="costing-amount">{formatKRW(run.total, 'won', lng)}</span>
      ),
    },
    {
      key: 'entities',
      title: t('runs.columns.entities'),
      align: 'right',
      dataIndex: 'entityCount',
    },
    { key: 'by', title: t('runs.columns.by'), render: (_, run) => run.createdBy?.name ?? '-' },
    {
      key: 'actions',
      title: t('runs.columns.actions'),
      ...ACTIONS_COLUMN,
      render: (_, run) => (
        <RowActions>
          <Button size="small" icon={<EyeOutlined />} onClick={() => onShowRun(run.id)}>
            {t('runs.show')}
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            href={runExportUrl(run.id)}
            download
            aria-label={t('runs.exportOf', { name: name(run) })}
          >
            xlsx
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="al-stack">
      <Table<AllocationRunSummary>
        data-testid="al-runs"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Card size="small" title={t('runs.compareTitle')}>
        <Space wrap className="al-compare-pickers">
          <Select<string>
            className="al-run-select"
            aria-label={t('runs.before')}
            placeholder={t('runs.before')}
            value={before ?? undefined}
            onChange={setBefore}
            options={options}
          />
          <Select<string>
            className="al-run-select"
            aria-label={t('runs.after')}
            placeholder={t('runs.after')}
            value={after ?? undefined}
            onChange={setAfter}
            options={options}
          />
        </Space>
        {before && after && before === after ? (
          <div className="costing-small al-hint">{t('runs.sameRun')}</div>
        ) : null}
        {before && after && before !== after ? (
          <RunComparison before={before} after={after} />
        ) : null}
      </Card>
    </div>
  );
}
