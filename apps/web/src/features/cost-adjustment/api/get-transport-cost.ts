import { TransportCostView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costingPath, ensurePeriod } from '../../../lib/costing-companies';
import { costAdjustmentKeys } from './keys';

/**
 * GET …/transport-cost: read here only for its totals (baseSummary before and summary after the
 * other adjustments) and `missing`, which tells whether the period has statements at all.
 */
export function useTransportCostTotals(companyId: string | null, fiscalYear: number) {
  return useQuery({
    queryKey: costAdjustmentKeys.transportCost(companyId ?? '', fiscalYear),
    queryFn: async () => {
      const id = companyId ?? '';
      const view = await api.get(
        `${costingPath(id, fiscalYear)}/transport-cost`,
        TransportCostView,
      );
      // Spec §5: totals of another company or year are never shown under the picked period.
      return ensurePeriod(view, id, fiscalYear);
    },
    enabled: companyId !== null,
  });
}
