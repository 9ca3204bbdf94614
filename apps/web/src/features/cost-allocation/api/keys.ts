import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';

/**
 * Query keys of the cost allocation screen, under the costing root so a realtime
 * `cache_invalidate` of the company (sent after every write) refreshes them all.
 */
export const COST_ALLOCATION_ROOT = [...COSTING_QUERY_ROOT, 'cost-allocation'] as const;

export const costAllocationKeys = {
  entities: (companyId: string, period: string) =>
    [...COST_ALLOCATION_ROOT, 'entities', companyId, period] as const,
  lines: (companyId: string, period: string, includeNonOperating: boolean) =>
    [...COST_ALLOCATION_ROOT, 'lines', companyId, period, includeNonOperating] as const,
  linesOf: (companyId: string, period: string) =>
    [...COST_ALLOCATION_ROOT, 'lines', companyId, period] as const,
  runs: (companyId: string, period: string) =>
    [...COST_ALLOCATION_ROOT, 'runs', companyId, period] as const,
  run: (runId: string) => [...COST_ALLOCATION_ROOT, 'run', runId] as const,
  compare: (before: string, after: string) =>
    [...COST_ALLOCATION_ROOT, 'compare', before, after] as const,
};

/** Base of the company's allocation calls, relative to /api. */
export function allocationPath(companyId: string): string {
  return `/cost-allocation/${encodeURIComponent(companyId)}`;
}

export function periodQuery(period: string): string {
  return `period=${encodeURIComponent(period)}`;
}
