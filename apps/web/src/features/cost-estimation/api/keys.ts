import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';

/** Query keys of the cost estimation screen, under the costing root (realtime refreshes them). */
export const COST_ESTIMATION_ROOT = [...COSTING_QUERY_ROOT, 'cost-estimation'] as const;

export const costEstimationKeys = {
  scenarios: (companyId: string, period: string) =>
    [...COST_ESTIMATION_ROOT, 'scenarios', companyId, period] as const,
  calculation: (companyId: string, body: unknown) =>
    [...COST_ESTIMATION_ROOT, 'calculation', companyId, body] as const,
};

/** Base of the company's estimation calls, relative to /api. */
export function estimationPath(companyId: string): string {
  return `/cost-estimation/${encodeURIComponent(companyId)}`;
}

export function scenarioPath(scenarioId: string): string {
  return `/cost-estimation/scenarios/${encodeURIComponent(scenarioId)}`;
}
