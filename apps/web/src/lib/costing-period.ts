import type { Company } from '@bus/domain';
import { useSearchParams } from 'react-router';

/** How many years before the current one a costing screen offers (spec §2 period options). */
const YEARS_BACK = 5;

/**
 * Spec §2 period options of every costing screen: the five years before the current one, plus the
 * company's latest statement year when it is outside them; newest first.
 */
export function yearOptions(now: Date, latest: number | null): number[] {
  const current = now.getFullYear();
  const years = Array.from({ length: YEARS_BACK }, (_, index) => current - index - 1);
  if (latest !== null && !years.includes(latest)) years.push(latest);
  return years.sort((a, b) => b - a);
}

export type PeriodChange = { company?: string; year?: number };

/**
 * Company and fiscal year of a costing screen, kept in the URL (`?company=&year=`) so a link opens
 * the same period. An unknown or missing company falls back to the first one of the server's
 * order (Korean name, spec §2), an unlisted year to the company's latest. `select` keeps every
 * other search param (e.g. the cost adjustment screen's `tab`).
 */
export function useCostingPeriod(companies: readonly Company[]) {
  const [params, setParams] = useSearchParams();
  const companyParam = params.get('company');
  const company = companies.find((item) => item.id === companyParam) ?? companies[0] ?? null;
  const years = yearOptions(new Date(), company?.latestFiscalYear ?? null);
  const yearParam = Number(params.get('year'));
  // years is never empty (YEARS_BACK > 0), so years[0] is a number.
  const fiscalYear = years.includes(yearParam)
    ? yearParam
    : (company?.latestFiscalYear ?? (years[0] as number));

  const select = (next: PeriodChange) => {
    const search = new URLSearchParams(params);
    if (next.company) search.set('company', next.company);
    if (next.year) search.set('year', String(next.year));
    setParams(search);
  };

  return { company, fiscalYear, years, select };
}
