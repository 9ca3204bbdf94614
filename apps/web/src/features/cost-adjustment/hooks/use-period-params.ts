import type { Company } from '@bus/domain';
import { useSearchParams } from 'react-router';
import { useCostingCompanies } from '../../../lib/costing-companies';

export const TABS = ['depreciation', 'other'] as const;
export type CostAdjustmentTab = (typeof TABS)[number];

/** Spec §2 period options: the five years before the current one (plus the company's latest). */
export function yearOptions(now: Date, latest: number | null): number[] {
  const current = now.getFullYear();
  const years = [1, 2, 3, 4, 5].map((back) => current - back);
  if (latest !== null && !years.includes(latest)) years.push(latest);
  return years.sort((a, b) => b - a);
}

export function isTab(value: string | null): value is CostAdjustmentTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * Company, fiscal year and tab of the screen, kept in the URL (`?company=&year=&tab=`) so a link
 * opens the same view. Without a company in the URL the first one of the server's order (Korean
 * name) is used (spec §2), and its latest fiscal year.
 */
export function usePeriodParams() {
  const [params, setParams] = useSearchParams();
  const companies = useCostingCompanies();
  const items: Company[] = companies.data?.items ?? [];
  const company = items.find((item) => item.id === params.get('company')) ?? items[0] ?? null;
  const years = yearOptions(new Date(), company?.latestFiscalYear ?? null);
  const yearParam = Number(params.get('year'));
  const fiscalYear = years.includes(yearParam)
    ? yearParam
    : (company?.latestFiscalYear ?? (years[0] as number));
  const tabParam = params.get('tab');
  const tab: CostAdjustmentTab = isTab(tabParam) ? tabParam : 'depreciation';

  const select = (next: { company?: string; year?: number; tab?: CostAdjustmentTab }) => {
    const search = new URLSearchParams(params);
    if (next.company) {
      search.set('company', next.company);
    }
    if (next.year) search.set('year', String(next.year));
    if (next.tab) search.set('tab', next.tab);
    setParams(search);
  };

  return { companies, items, company, years, fiscalYear, tab, select };
}
