import { useSearchParams } from 'react-router';
import { useCostingCompanies } from './costing-companies';
import { usePlanningPeriod } from './planning-period';

export type UrlChanges = Record<string, string | null | undefined>;

/**
 * What the allocation and estimation screens share: the costing companies, the company and
 * period in the URL, the search params, and `update` writing several params at once (null
 * removes one, undefined leaves it), so a link opens the same view.
 */
export function usePlanningScreen() {
  const [params, setParams] = useSearchParams();
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const planning = usePlanningPeriod(items);
  const update = (changes: UrlChanges) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      if (value === null) search.delete(key);
      else search.set(key, value);
    }
    setParams(search);
  };
  return {
    screen: { companies, items, ...planning },
    params,
    update,
    /** The option of allocating (or estimating) non-operating items and investment compensation. */
    includeNonOperating: params.get('nonop') === '1',
    setIncludeNonOperating: (next: boolean) => update({ nonop: next ? '1' : null }),
  };
}
