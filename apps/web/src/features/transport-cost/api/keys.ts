/** Query keys of the transport cost screen. */
export const TRANSPORT_COST_ROOT = ['transport-cost'] as const;

export const transportCostKeys = {
  companies: () => [...TRANSPORT_COST_ROOT, 'companies'] as const,
  view: (companyId: string, fiscalYear: number) =>
    [...TRANSPORT_COST_ROOT, 'view', companyId, fiscalYear] as const,
};

/** Base of the costing calls, relative to /api (packages/domain/src/api/costing.ts). */
export function costingPath(companyId: string, fiscalYear: number): string {
  return `/costing/${encodeURIComponent(companyId)}/${fiscalYear}`;
}
