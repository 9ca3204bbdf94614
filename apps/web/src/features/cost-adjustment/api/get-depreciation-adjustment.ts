import { DepreciationAdjustmentView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costAdjustmentKeys } from './keys';

/**
 * GET /api/depreciation/{companyId}/adjustment?fiscalYear=: per entity the year's depreciation
 * from the register (actual) and the allocated one, for the depreciation tab (spec §2, §5).
 */
export function useDepreciationAdjustment(companyId: string | null, fiscalYear: number) {
  return useQuery({
    queryKey: costAdjustmentKeys.depreciation(companyId ?? '', fiscalYear),
    queryFn: () =>
      api.get(
        `/depreciation/${encodeURIComponent(companyId ?? '')}/adjustment?fiscalYear=${fiscalYear}`,
        DepreciationAdjustmentView,
      ),
    enabled: companyId !== null,
  });
}
