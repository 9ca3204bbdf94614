import {
  addMonths,
  DEFAULT_BASE_PERIOD,
  DEFAULT_ESTIMATE_PERIOD,
  DEPRECIATION_PERIOD_MONTHS,
  MonthPeriod,
} from '@bus/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The two periods of the depreciation screens, each 'YYYY-MM': the first month of its year. */
export type Periods = { base: string; estimate: string };

/** A period the API accepts: the contract's MonthPeriod, 'YYYY-MM' in 1990..2100. */
export function isMonth(value: string | null): value is string {
  return MonthPeriod.safeParse(value).success;
}

/** The last of the twelve months a period starting in `start` covers. */
export function periodEnd(start: string): string {
  return addMonths(start, DEPRECIATION_PERIOD_MONTHS - 1);
}

/** 'YYYY-MM ~ YYYY-MM': the twelve months a period covers. */
export function periodRange(start: string): string {
  return `${start} ~ ${periodEnd(start)}`;
}

/**
 * Base and estimate periods kept in the URL (`?base=&estimate=`), so a link opens the same view and
 * the results page opens with the management page's periods; spec §9 defaults otherwise. `set`
 * keeps every other search param (the company).
 */
export function usePeriods() {
  const [params, setParams] = useSearchParams();
  const base = params.get('base');
  const estimate = params.get('estimate');
  const baseMonth = isMonth(base) ? base : DEFAULT_BASE_PERIOD;
  const estimateMonth = isMonth(estimate) ? estimate : DEFAULT_ESTIMATE_PERIOD;
  // One object per pair of months, so computations keyed on it run only when a period changes.
  const periods = useMemo<Periods>(
    () => ({ base: baseMonth, estimate: estimateMonth }),
    [baseMonth, estimateMonth],
  );
  const set = (next: Partial<Periods>) => {
    const search = new URLSearchParams(params);
    if (next.base) search.set('base', next.base);
    if (next.estimate) search.set('estimate', next.estimate);
    setParams(search, { replace: true });
  };
  return { periods, set, search: params.toString() };
}
