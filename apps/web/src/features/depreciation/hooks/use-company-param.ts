import { useSearchParams } from 'react-router';
import { useCostingCompanies } from '../../../lib/costing-companies';

/**
 * The company of a depreciation screen, kept in the URL (`?company=`): an unknown or missing one
 * falls back to the first of the server's Korean-name order (spec §2). Other params (the periods)
 * are kept when it changes.
 */
export function useCompanyParam() {
  const [params, setParams] = useSearchParams();
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const company = items.find((item) => item.id === params.get('company')) ?? items[0] ?? null;
  const select = (next: { company?: string }) => {
    if (!next.company) return;
    const search = new URLSearchParams(params);
    search.set('company', next.company);
    setParams(search);
  };
  return { companies, items, company, select };
}
