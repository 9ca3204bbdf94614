import { EstimationScenarioList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costEstimationKeys, estimationPath } from './keys';

/**
 * GET …/scenarios?period=: the period's named rate sets (when none is stored, one unsaved '기본'
 * with the spec's defaults: id null, version 0) and the defaults themselves.
 */
export function useScenarios(companyId: string | null, period: string) {
  return useQuery({
    queryKey: costEstimationKeys.scenarios(companyId ?? '', period),
    queryFn: () =>
      api.get(
        `${estimationPath(companyId ?? '')}/scenarios?period=${encodeURIComponent(period)}`,
        EstimationScenarioList,
      ),
    enabled: companyId !== null,
  });
}
