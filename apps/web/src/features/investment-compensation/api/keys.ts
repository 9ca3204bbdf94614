import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';

/** Query keys of the investment screen, under the costing root so `cache_invalidate` reaches them. */
export const INVESTMENT_ROOT = [...COSTING_QUERY_ROOT, 'investment'] as const;

export const investmentKeys = {
  view: (userId: string, companyId: string, fiscalYear: number) =>
    [...INVESTMENT_ROOT, 'view', companyId, fiscalYear, userId] as const,
};
