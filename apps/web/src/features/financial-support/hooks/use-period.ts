import type { Company } from '@bus/domain';
import { useSearchParams } from 'react-router';
import { yearOptions } from '../lib/year-options';

/**
 * Company and fiscal year from the URL (`?company=&year=`), so a link opens the same period:
 * an unknown company falls back to the first one, an unlisted year to the company's latest.
 */
export function usePeriod(companies: readonly Company[]) {
  const [params, setParams] = useSearchParams();
  const companyParam = params.get('company');
  const company = companies.find((item) => item.id === companyParam) ?? companies[0] ?? null;
  const years = yearOptions(new Date(), company?.latestFiscalYear ?? null);
  const yearParam = Number(params.get('year'));
  const fiscalYear = years.includes(yearParam)
    ? yearParam
    : (company?.latestFiscalYear ?? (years[0] as number));

  const select = (next: { company?: string; year?: number }) => {
    const search = new URLSearchParams(params);
    if (next.company) search.set('company', next.company);
    if (next.year) search.set('year', String(next.year));
    setParams(search);
  };
  return { company, years, fiscalYear, select };
}
