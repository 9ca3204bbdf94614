import { type CostAdjustmentInput, type CostAdjustmentsSave, TransportCostView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type RequestOptions } from '../../../lib/api-client';
import { costingPath, ensurePeriod, isIntegrityError } from '../../../lib/costing-companies';
import { transportCostKeys } from './keys';

/**
 * GET …/transport-cost: the classification with the stored decisions. A response for another
 * company or year than requested is discarded (spec §5 "Response integrity").
 */
export async function getTransportCost(
  companyId: string,
  fiscalYear: number,
): Promise<TransportCostView> {
  const view = await api.get(
    `${costingPath(companyId, fiscalYear)}/transport-cost`,
    TransportCostView,
  );
  return ensurePeriod(view, companyId, fiscalYear);
}

export function useTransportCost(companyId: string | null, fiscalYear: number) {
  return useQuery({
    queryKey: transportCostKeys.view(companyId ?? '', fiscalYear),
    queryFn: () => getTransportCost(companyId ?? '', fiscalYear),
    enabled: companyId !== null,
    // An answer for another company will not become right on retry; other failures use the
    // client's default (network and 5xx: two more tries).
    retry: (count, error) =>
      !isIntegrityError(error) &&
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
      count < 2,
  });
}

/** PUT …/adjustments: the whole list of decisions based on `version` (409 `conflict` when stale). */
export function saveAdjustments(
  companyId: string,
  fiscalYear: number,
  body: CostAdjustmentsSave,
  options?: RequestOptions,
): Promise<TransportCostView> {
  return api.put(
    `${costingPath(companyId, fiscalYear)}/adjustments`,
    body,
    TransportCostView,
    options,
  );
}

/** The server's document carried by a 409 (`params.current`), or null when it is not readable. */
export function conflictCurrent(error: unknown): TransportCostView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = TransportCostView.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}

export function exportUrl(companyId: string, fiscalYear: number): string {
  return `/api${costingPath(companyId, fiscalYear)}/export/transport-cost.xlsx`;
}

export type { CostAdjustmentInput };
