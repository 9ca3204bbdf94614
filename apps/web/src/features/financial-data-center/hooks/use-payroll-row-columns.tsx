import {
  PAYROLL_JOB_TYPES,
  type PayrollComponent,
  type PayrollDocument,
  type PayrollJobType,
  type PayrollRow,
} from '@bus/domain';
import { Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatKRW } from '../../../lib/format';
import { useUpdatePayrollRow } from '../api/update-payroll-row';
import { periodLabel } from '../lib/payroll';

/** The amounts a row shows, in the register's order. */
const AMOUNTS: readonly PayrollComponent[] = [
  'basePay',
  'allowances',
  'bonuses',
  'overtime',
  'retirement',
  'employerInsurance',
];

type Options = {
  companyId: string;
  document: PayrollDocument | undefined;
  canEdit: boolean;
};

/**
 * The columns of a register's employee rows. The job type is a select for a manager: a change is
 * saved at once with the row's version (409: the stored value is read again and shown), and the
 * totals and reconciliation are read again with it.
 */
export function usePayrollRowColumns({
  companyId,
  document,
  canEdit,
}: Options): TableColumnsType<PayrollRow> {
  const { t } = useTranslation(['payroll', 'errors']);
  const update = useUpdatePayrollRow();
  const { message } = useFeedback();

  const change = (row: PayrollRow, jobType: PayrollJobType) =>
    update.mutate(
      { companyId, rowId: row.id, body: { jobType, version: row.version } },
      {
        onSuccess: () =>
          message.success(
            t('payroll:rows.saved', {
              line: row.lineNo,
              jobType: t(`payroll:jobTypes.${jobType}`),
            }),
          ),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            message.warning(t('payroll:rows.conflict'));
            return;
          }
          message.error(`${t('payroll:rows.saveFailed')}: ${errorMessage(error, t)}`);
        },
      },
    );

  const jobTypeCell = (row: PayrollRow) => {
    const label = t(`payroll:jobTypes.${row.jobType}`);
    if (!canEdit) return label;
    return (
      <Select<PayrollJobType>
        size="small"
        className="fdc-row-job-type"
        aria-label={t('payroll:rows.jobTypeLabel', { line: row.lineNo })}
        data-testid="fdc-payroll-row-job-type"
        value={row.jobType}
        disabled={update.isPending && update.variables?.rowId === row.id}
        onChange={(jobType) => change(row, jobType)}
        options={PAYROLL_JOB_TYPES.map((type) => ({
          value: type,
          label: t(`payroll:jobTypes.${type}`),
        }))}
        popupMatchSelectWidth={false}
      />
    );
  };

  const amountColumns: TableColumnsType<PayrollRow> = AMOUNTS.map((component) => ({
    title: t(`payroll:components.${component}`),
    key: component,
    align: 'right',
    render: (_v, row) => {
      const value = row[component];
      return (
        <span className="fdc-amount">
          {value === null ? '-' : formatKRW(value, 'won', 'ko', { suffix: false })}
        </span>
      );
    },
  }));

  return [
    {
      title: t('payroll:rows.lineNo'),
      dataIndex: 'lineNo',
      key: 'lineNo',
      align: 'right',
      fixed: 'start',
    },
    {
      title: t('payroll:rows.employeeNo'),
      key: 'employeeNo',
      render: (_v, row) => row.employeeNo ?? '-',
    },
    ...(document?.namesKept
      ? [
          {
            title: t('payroll:rows.name'),
            key: 'name',
            render: (_v: unknown, row: PayrollRow) => row.name ?? '-',
          },
        ]
      : []),
    // A register that spans several months (a month column) says which month each row is.
    ...((document?.months.length ?? 0) > 1
      ? [
          {
            title: t('payroll:rows.month'),
            key: 'month',
            render: (_v: unknown, row: PayrollRow) => periodLabel(row.month, t),
          },
        ]
      : []),
    { title: t('payroll:rows.jobLabel'), dataIndex: 'jobLabel', key: 'jobLabel' },
    ...amountColumns,
    // Pinned at the row's end, so the correction stays in reach at 375 px (row-actions.tsx).
    {
      title: t('payroll:rows.jobType'),
      key: 'jobType',
      fixed: 'end',
      render: (_v, row) => jobTypeCell(row),
    },
  ];
}
