import type { Company } from '@bus/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PlanningChange, periodYear } from '../lib/planning-period';

/**
 * The period picker of the allocation and estimation screens (lib/planning-period.ts options),
 * marking the period of the company's latest statements. Reads `pickers.period`,
 * `pickers.periodOption` (year, month 1–12, mm '01'–'12') and `pickers.latest` of the screen's
 * namespace `ns`.
 */
export function PlanningPeriodSelect({
  ns,
  company,
  periods,
  period,
  onSelect,
}: {
  ns: string;
  company: Company;
  periods: readonly string[];
  period: string;
  onSelect: (next: PlanningChange) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <Select<string>
      aria-label={t('pickers.period')}
      value={period}
      onChange={(next) => onSelect({ period: next })}
      options={periods.map((value) => ({
        value,
        label:
          t('pickers.periodOption', {
            year: periodYear(value),
            month: Number(value.slice(5)),
            mm: value.slice(5),
          }) + (periodYear(value) === company.latestFiscalYear ? ` (${t('pickers.latest')})` : ''),
      }))}
    />
  );
}
