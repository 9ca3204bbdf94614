import { useSearchParams } from 'react-router';
import { useCostingCompanies } from '../../../lib/costing-companies';
import { useCostingPeriod } from '../../../lib/costing-period';

export const TABS = ['depreciation', 'other'] as const;
export type CostAdjustmentTab = (typeof TABS)[number];

export function isTab(value: string | null): value is CostAdjustmentTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * Company, fiscal year and tab of the screen, kept in the URL (`?company=&year=&tab=`) so a link
 * opens the same view; the period follows the shared costing rules (lib/costing-period.ts).
 */
export function usePeriodParams() {
  const [params, setParams] = useSearchParams();
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const period = useCostingPeriod(items);
  const tabParam = params.get('tab');
  const tab: CostAdjustmentTab = isTab(tabParam) ? tabParam : 'depreciation';

  const selectTab = (next: CostAdjustmentTab) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    setParams(search);
  };

  return { companies, items, ...period, tab, selectTab };
}
