import type {
  PayrollReconciliation,
  PayrollSummary,
  RECONCILIATION_STATUSES,
  ReconciliationLine,
} from '@bus/domain';
import { Alert, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { PayrollToleranceForm } from './payroll-tolerance-form';

type Status = (typeof RECONCILIATION_STATUSES)[number];
const STATUS_COLOURS: Record<Status, string> = {
  within: 'green',
  beyond: 'red',
  no_statement: 'default',
  no_line: 'orange',
};

/** A signed figure: "+1,200" above the statement, "-1,200" below, as accountants read a variance. */
function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

function Difference({ value }: { value: number | null }) {
  if (value === null) return <span className="fdc-amount">-</span>;
  const tone = value > 0 ? 'fdc-difference-up' : value < 0 ? 'fdc-difference-down' : '';
  return (
    <span className={`fdc-amount ${tone}`} data-sign={Math.sign(value)}>
      {signed(formatKRW(value, 'won', 'ko', { suffix: false }), value)}
    </span>
  );
}

function Won({ value }: { value: number | null }) {
  return (
    <span className="fdc-amount">
      {value === null ? '-' : formatKRW(value, 'won', 'ko', { suffix: false })}
    </span>
  );
}

function useColumns(): TableColumnsType<ReconciliationLine> {
  const { t } = useTranslation(['payroll', 'financial']);
  return [
    {
      title: t('payroll:reconciliation.line'),
      key: 'line',
      fixed: 'start',
      render: (_v, line) => (
        <span data-testid={`fdc-recon-${line.key}`}>
          {line.accountName}{' '}
          <Typography.Text type="secondary">
            {t(`financial:statementTypes.${line.statementType}`)}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('payroll:reconciliation.statementAmount'),
      key: 'statement',
      align: 'right',
      render: (_v, line) => <Won value={line.statementAmount} />,
    },
    {
      title: t('payroll:reconciliation.payrollAmount'),
      key: 'payroll',
      align: 'right',
      render: (_v, line) => <Won value={line.payrollAmount} />,
    },
    {
      title: t('payroll:reconciliation.difference'),
      key: 'difference',
      align: 'right',
      render: (_v, line) => <Difference value={line.difference} />,
    },
    {
      title: t('payroll:reconciliation.percent'),
      key: 'percent',
      align: 'right',
      render: (_v, line) => (
        <span className="fdc-amount">
          {line.differencePercent === null
            ? '-'
            : signed(formatPercent(line.differencePercent), line.differencePercent)}
        </span>
      ),
    },
    {
      title: t('payroll:reconciliation.status'),
      key: 'status',
      render: (_v, line) => (
        <Tag color={STATUS_COLOURS[line.status]} data-testid="fdc-recon-status">
          {t(`payroll:reconciliation.statuses.${line.status}`)}
        </Tag>
      ),
    },
  ];
}

/**
 * The year's payroll against the statements' staff-cost lines (ADR 0013 "Reconciliation"), with
 * the company's tolerance; the reason instead when no comparison can be made.
 */
export function PayrollReconciliationCard({
  summary,
  canEdit,
}: {
  summary: PayrollSummary;
  canEdit: boolean;
}) {
  const { t } = useTranslation('payroll');
  const reconciliation = summary.reconciliation;
  const columns = useColumns();
  return (
    <Card
      className="fdc-card"
      title={t('reconciliation.title')}
      data-testid="fdc-payroll-reconciliation"
    >
      <PayrollToleranceForm
        key={`${summary.companyId}-${summary.toleranceVersion}`}
        companyId={summary.companyId}
        tolerancePercent={reconciliation.tolerancePercent}
        version={summary.toleranceVersion}
        canEdit={canEdit}
      />
      {reconciliation.unavailable ? (
        <Alert
          type="info"
          showIcon
          data-testid="fdc-recon-unavailable"
          title={t(`reconciliation.unavailable.${reconciliation.unavailable}`)}
        />
      ) : (
        <ReconciliationTable reconciliation={reconciliation} columns={columns} />
      )}
    </Card>
  );
}

function ReconciliationTable({
  reconciliation,
  columns,
}: {
  reconciliation: PayrollReconciliation;
  columns: TableColumnsType<ReconciliationLine>;
}) {
  const { t, i18n } = useTranslation('payroll');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return (
    <>
      <p className="fdc-hint">{t('reconciliation.help')}</p>
      <Table<ReconciliationLine>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={reconciliation.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('reconciliation.empty') }}
      />
      {reconciliation.unassignedPay > 0 && (
        <Alert
          type="warning"
          showIcon
          className="fdc-block-top"
          data-testid="fdc-recon-unassigned"
          title={t('reconciliation.unassigned', {
            amount: formatKRW(reconciliation.unassignedPay, 'won', lng),
          })}
        />
      )}
    </>
  );
}
