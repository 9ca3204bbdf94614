import type { ValidationMessage } from '@bus/domain';
import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';

/** Rules of supportRevenueFromStatement, calculateFinancialSupport and support-service. */
const KNOWN_RULES = [
  'revenue_line_unrecognised',
  'subsidy_outside_sales',
  'sales_total_as_transport_revenue',
  'data_missing',
  'invalid_cost_base',
  'amount_out_of_range',
] as const;

/** A figure's name as the contract spells it; a stored record's path starts with `result.`. */
const fieldKey = (field: string) => field.replace(/^result\./, '');

/** The message of one problem in the interface language; field names and amounts translated. */
export function problemText(problem: ValidationMessage, t: TFunction, lng: 'ko' | 'en'): string {
  const { params } = problem;
  const values: Record<string, string | number> = { ...params, rule: problem.rule };
  if (typeof params.field === 'string') {
    values.field = params.field
      .split(', ')
      .map((field) => t(`fields.${fieldKey(field)}`, { defaultValue: field }))
      .join(', ');
  }
  if (typeof params.sales === 'number') values.sales = formatKRW(params.sales, 'won', lng);
  const known = (KNOWN_RULES as readonly string[]).includes(problem.rule);
  return t(known ? `problems.${problem.rule}` : 'problems.unknown', values);
}

/** The calculation's problems (errors first), each translated by its stable rule code. */
export function ProblemList({ problems }: { problems: readonly ValidationMessage[] }) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  if (problems.length === 0) return null;
  const sorted = [...problems].sort(
    (a, b) => Number(b.severity === 'error') - Number(a.severity === 'error'),
  );
  return (
    <Alert
      className="costing-block"
      type={sorted[0]?.severity === 'error' ? 'error' : 'warning'}
      showIcon
      data-testid="fs-problems"
      title={t('problems.title')}
      description={
        <ul>
          {sorted.map((problem) => {
            const text = problemText(problem, t, lng);
            return <li key={`${problem.rule}:${text}`}>{text}</li>;
          })}
        </ul>
      }
    />
  );
}
