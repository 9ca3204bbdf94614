import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';
import type { StandardCost } from '../lib/standard-cost';

/** Query keys of the financial support screen, under the costing root (realtime invalidation). */
export const FINANCIAL_SUPPORT_ROOT = [...COSTING_QUERY_ROOT, 'financial-support'] as const;

export const financialSupportKeys = {
  view: (companyId: string, fiscalYear: number, standard: StandardCost | null) =>
    [
      ...FINANCIAL_SUPPORT_ROOT,
      'view',
      companyId,
      fiscalYear,
      standard?.unitCostPerBusDay ?? null,
      standard?.busDays ?? null,
    ] as const,
  records: (companyId: string) => [...FINANCIAL_SUPPORT_ROOT, 'records', companyId] as const,
};
