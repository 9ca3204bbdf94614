import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';

/** Query keys of the cost adjustment screen, under the costing root so realtime refreshes them. */
export const COST_ADJUSTMENT_ROOT = [...COSTING_QUERY_ROOT, 'cost-adjustment'] as const;

export const costAdjustmentKeys = {
  otherAdjustments: (companyId: string, fiscalYear: number) =>
    [...COST_ADJUSTMENT_ROOT, 'other-adjustments', companyId, fiscalYear] as const,
  transportCost: (companyId: string, fiscalYear: number) =>
    [...COST_ADJUSTMENT_ROOT, 'transport-cost', companyId, fiscalYear] as const,
  depreciation: (companyId: string, fiscalYear: number) =>
    [...COST_ADJUSTMENT_ROOT, 'depreciation', companyId, fiscalYear] as const,
};
