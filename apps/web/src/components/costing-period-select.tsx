import type { Company } from '@bus/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PeriodChange } from '../lib/costing-period';

/**
 * The company and fiscal year pickers of a costing screen. They read the `pickers.*` keys that
 * every costing namespace words alike (company, companyPlaceholder, year, yearOption, latest), so
 * `ns` names the screen's namespace. Two components, not one, so each stays its own item of the
 * screen's `Space` row.
 */
type Common = { ns: string; company: Company; onSelect: (next: PeriodChange) => void };

/**
 * A company as the picker names it: with its organisation (issue 14), since admins and overseers
 * pick among several operators' companies, some of the same name.
 */
export function companyLabel(company: Pick<Company, 'name' | 'organisation'>): string {
  return `${company.name} · ${company.organisation.name}`;
}

/** The company picker, searchable by name, in the server's Korean-name order (spec §2). */
export function CompanySelect({
  ns,
  company,
  companies,
  onSelect,
  className,
}: Common & { companies: readonly Company[]; className?: string }) {
  const { t } = useTranslation(ns);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('pickers.company')}
      className={className}
      placeholder={t('pickers.companyPlaceholder')}
      value={company.id}
      onChange={(id: string) => onSelect({ company: id })}
      options={companies.map((item) => ({ value: item.id, label: companyLabel(item) }))}
    />
  );
}

/** The fiscal year picker (lib/costing-period.ts options), marking the company's latest year. */
export function YearSelect({
  ns,
  company,
  years,
  fiscalYear,
  onSelect,
}: Common & { years: readonly number[]; fiscalYear: number }) {
  const { t } = useTranslation(ns);
  return (
    <Select<number>
      aria-label={t('pickers.year')}
      value={fiscalYear}
      onChange={(year) => onSelect({ year })}
      options={years.map((year) => ({
        value: year,
        label:
          t('pickers.yearOption', { year }) +
          (year === company.latestFiscalYear ? ` (${t('pickers.latest')})` : ''),
      }))}
    />
  );
}
