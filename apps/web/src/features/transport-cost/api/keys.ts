import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';

/** Query keys of the transport cost screen. */
export const TRANSPORT_COST_ROOT = [...COSTING_QUERY_ROOT, 'transport-cost'] as const;

export const transportCostKeys = {
  view: (companyId: string, fiscalYear: number) =>
    [...TRANSPORT_COST_ROOT, 'view', companyId, fiscalYear] as const,
  payrollReconciliation: (companyId: string, fiscalYear: number) =>
    [...TRANSPORT_COST_ROOT, 'payroll-reconciliation', companyId, fiscalYear] as const,
};
