import { InvestmentSource, type InvestmentSyncRequest, InvestmentSyncResult } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costingPath } from '../../../lib/costing-companies';
import { TRANSPORT_COST_ROOT } from './keys';

/** Spec §4/§9 "Investment status check": every 300 s while the screen is open. */
export const INVESTMENT_STATUS_INTERVAL_MS = 300_000;

/**
 * GET …/investment/status: the stored compensation against the statements of now. A check the
 * screen makes on its own, so not activity that keeps the session alive (ADR 0007).
 */
export function useInvestmentStatus(companyId: string | null, fiscalYear: number) {
  return useQuery({
    queryKey: [...TRANSPORT_COST_ROOT, 'investment-status', companyId ?? '', fiscalYear] as const,
    queryFn: () =>
      api.get(`${costingPath(companyId ?? '', fiscalYear)}/investment/status`, InvestmentSource, {
        background: true,
      }),
    enabled: companyId !== null,
    refetchInterval: INVESTMENT_STATUS_INTERVAL_MS,
    // The first answer comes with the screen's own view; the check is for what changes later.
    staleTime: INVESTMENT_STATUS_INTERVAL_MS,
  });
}

/** POST …/investment/sync: re-save the calculator with the statement figures of now. */
export function syncInvestment(
  companyId: string,
  fiscalYear: number,
  body: InvestmentSyncRequest,
): Promise<InvestmentSyncResult> {
  return api.post(
    `${costingPath(companyId, fiscalYear)}/investment/sync`,
    body,
    InvestmentSyncResult,
  );
}
