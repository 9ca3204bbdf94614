import { OtherAdjustmentList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costingPath } from '../../../lib/costing-companies';
import { costAdjustmentKeys } from './keys';

/** GET …/other-adjustments: the period's manual adjustments (oldest first) and their total. */
export function useOtherAdjustments(companyId: string | null, fiscalYear: number) {
  return useQuery({
    queryKey: costAdjustmentKeys.otherAdjustments(companyId ?? '', fiscalYear),
    queryFn: () =>
      api.get(`${costingPath(companyId ?? '', fiscalYear)}/other-adjustments`, OtherAdjustmentList),
    enabled: companyId !== null,
  });
}
