import type { Company } from '@bus/domain';
import { useSearchParams } from 'react-router';
import { yearOptions } from './costing-period';

/**
 * Spec §2/§5 "Cost allocation / estimation": both screens take a company and a period 'YYYY-MM',
 * default 2024-01 (the period's year picks the statements).
 */
export const DEFAULT_PLANNING_PERIOD = '2024-01';

const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isPlanningPeriod(value: string | null): value is string {
  return value !== null && PERIOD_PATTERN.test(value);
}

/** The fiscal year whose statements a period reads ('2024-01' → 2024). */
export function periodYear(period: string): number {
  return Number(period.slice(0, 4));
}

/** The same month of the year before ('2024-01' → '2023-01'): where a copy forward comes from. */
export function previousPeriod(period: string): string {
  return `${periodYear(period) - 1}${period.slice(4)}`;
}

/**
 * Spec §2 period options: the five years before the current one as YYYY-01, the default 2024-01,
 * the company's latest statement year and the period in the URL (a link to another month still
 * opens); newest first.
 */
export function periodOptions(now: Date, latest: number | null, current: string): string[] {
  const years = yearOptions(now, latest).map((year) => `${year}-01`);
  const all = new Set([...years, DEFAULT_PLANNING_PERIOD, current]);
  return [...all].sort((a, b) => b.localeCompare(a));
}

export type PlanningChange = { company?: string; period?: string };

/**
 * Company and period of the allocation and estimation screens, kept in the URL
 * (`?company=&period=`) so a link opens the same view. An unknown company falls back to the first
 * of the server's order (Korean name, spec §2); a missing or malformed period to 2024-01.
 * `select` keeps the other search params (the screen's tab).
 */
export function usePlanningPeriod(companies: readonly Company[]) {
  const [params, setParams] = useSearchParams();
  const companyParam = params.get('company');
  const company = companies.find((item) => item.id === companyParam) ?? companies[0] ?? null;
  const periodParam = params.get('period');
  const period = isPlanningPeriod(periodParam) ? periodParam : DEFAULT_PLANNING_PERIOD;
  const periods = periodOptions(new Date(), company?.latestFiscalYear ?? null, period);

  const select = (next: PlanningChange) => {
    const search = new URLSearchParams(params);
    if (next.company) search.set('company', next.company);
    if (next.period) search.set('period', next.period);
    setParams(search);
  };

  return { company, period, periods, select };
}
