import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKRW, formatPercent } from '../../../lib/format';
import { usePayrollReconciliation } from '../api/payroll-reconciliation';

type Props = { companyId: string; fiscalYear: number };

/** "+1,200원" for a payroll above the statement: the sign says which way the line is off. */
function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

/**
 * ADR 0013: the staff-cost lines of the statements this screen classifies disagree with the
 * payroll registers beyond the company's tolerance; the lines, and a link to the payroll view.
 * Nothing when they agree, when no comparison can be made or when the check fails.
 */
export function PayrollReconciliationNotice({ companyId, fiscalYear }: Props) {
  const { t, i18n } = useTranslation('transportCost');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const { data } = usePayrollReconciliation(companyId, fiscalYear);
  if (!data?.beyondTolerance || data.unavailable) return null;
  const lines = data.lines
    .filter((line) => line.status === 'beyond')
    .map((line) =>
      t('payroll.line', {
        account: line.accountName,
        difference:
          line.difference === null
            ? '-'
            : signed(formatKRW(line.difference, 'won', lng), line.difference),
        percent:
          line.differencePercent === null
            ? '-'
            : signed(formatPercent(line.differencePercent), line.differencePercent),
      }),
    );
  const link = `/financial-data-center/payroll?company=${encodeURIComponent(companyId)}&year=${fiscalYear}`;
  return (
    <Alert
      className="costing-block"
      type="warning"
      showIcon
      data-testid="tc-payroll-beyond"
      title={t('payroll.title', { tolerance: data.tolerancePercent })}
      description={t('payroll.lines', { lines: lines.join(', ') })}
      action={
        <Link to={link}>
          <Button size="small">{t('payroll.open')}</Button>
        </Link>
      }
    />
  );
}
