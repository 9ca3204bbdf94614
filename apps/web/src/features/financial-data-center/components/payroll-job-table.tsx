import {
  PAYROLL_JOB_TYPES,
  type PayrollJobTotals,
  type PayrollStandard,
  type PayrollSummary,
} from '@bus/domain';
import { Card, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatHeadcount, formatPerBus } from '../lib/payroll';

/** A row of the table: a job type, or the year's total (no ratio, no standard). */
type JobRow = {
  key: string;
  label: string;
  headcount: number;
  pay: number;
  averagePay: number | null;
  perBus: number | null;
  standard: PayrollStandard | null;
  total: boolean;
};

function Won({ value }: { value: number | null }) {
  return (
    <span className="fdc-amount">
      {value === null ? '-' : formatKRW(value, 'won', 'ko', { suffix: false })}
    </span>
  );
}

/** The published standard beside a ratio, naming its region, year and source (domain.md §2). */
function StandardCell({ row }: { row: JobRow }) {
  const { t } = useTranslation('payroll');
  if (row.total) return null;
  if (!row.standard)
    return <Typography.Text type="secondary">{t('jobs.noStandard')}</Typography.Text>;
  const { perBus, region, year, source } = row.standard;
  return (
    <span className="fdc-standard">
      {t('jobs.standardText', {
        perBus: formatPerBus(perBus),
        region: region[currentLanguage()],
        year,
        source: `${source.title} · ${source.reference}`,
      })}
    </span>
  );
}

/**
 * Headcount, annual pay, average pay and staff per owned bus per job type (ADR 0013), with the
 * published standard beside each ratio, or "no published standard" where none is given.
 */
export function PayrollJobTable({ summary }: { summary: PayrollSummary }) {
  const { t } = useTranslation('payroll');
  const byType = new Map<string, PayrollJobTotals>(summary.byJobType.map((j) => [j.jobType, j]));
  const rows: JobRow[] = PAYROLL_JOB_TYPES.flatMap((jobType) => {
    const totals = byType.get(jobType);
    return totals
      ? [{ ...totals, key: jobType, label: t(`jobTypes.${jobType}`), total: false }]
      : [];
  });
  rows.push({
    ...summary.total,
    key: 'total',
    label: t('jobs.total'),
    perBus: null,
    standard: null,
    total: true,
  });

  const columns: TableColumnsType<JobRow> = [
    {
      title: t('jobs.jobType'),
      key: 'label',
      fixed: 'start',
      render: (_v, row) => <span data-testid={`fdc-payroll-job-${row.key}`}>{row.label}</span>,
    },
    {
      title: t('jobs.headcount'),
      key: 'headcount',
      align: 'right',
      render: (_v, row) => <span className="fdc-amount">{formatHeadcount(row.headcount)}</span>,
    },
    {
      title: t('jobs.pay'),
      key: 'pay',
      align: 'right',
      render: (_v, row) => <Won value={row.pay} />,
    },
    {
      title: t('jobs.averagePay'),
      key: 'averagePay',
      align: 'right',
      render: (_v, row) => <Won value={row.averagePay} />,
    },
    {
      title: t('jobs.perBus'),
      key: 'perBus',
      align: 'right',
      render: (_v, row) =>
        row.total ? null : <span className="fdc-amount">{formatPerBus(row.perBus)}</span>,
    },
    {
      title: t('jobs.standard'),
      key: 'standard',
      render: (_v, row) => <StandardCell row={row} />,
    },
  ];

  return (
    <Card
      className="fdc-card"
      title={t('jobs.title')}
      extra={
        summary.ownedBuses === null ? null : (
          <Typography.Text type="secondary" data-testid="fdc-payroll-owned-buses">
            {t('jobs.ownedBuses', { count: summary.ownedBuses })}
          </Typography.Text>
        )
      }
      data-testid="fdc-payroll-jobs"
    >
      <Table<JobRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.total ? 'fdc-total-row' : '')}
      />
      <p className="fdc-hint">{t('jobs.payHelp')}</p>
    </Card>
  );
}
