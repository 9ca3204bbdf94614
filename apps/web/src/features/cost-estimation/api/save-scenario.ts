import {
  EstimationScenario,
  type EstimationScenarioCreate,
  type EstimationScenarioUpdate,
} from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { costEstimationKeys, estimationPath, scenarioPath } from './keys';

export type ScenarioWrite =
  | { kind: 'create'; body: EstimationScenarioCreate }
  | { kind: 'update'; id: string; body: EstimationScenarioUpdate };

/**
 * POST …/scenarios (a new one, 201) or PUT …/scenarios/{id} based on its version (409 `conflict`
 * with the stored scenario); 400 estimation/abnormal-rate, 409 estimation/name-taken.
 */
export function useSaveScenario(companyId: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: ScenarioWrite) =>
      write.kind === 'create'
        ? api.post(`${estimationPath(companyId)}/scenarios`, write.body, EstimationScenario)
        : api.put(scenarioPath(write.id), write.body, EstimationScenario),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: costEstimationKeys.scenarios(companyId, period) }),
  });
}

/** The stored scenario carried by a 409 `conflict` (`params.current`), or null. */
export function scenarioConflict(error: unknown): EstimationScenario | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'conflict')
    return null;
  const parsed = EstimationScenario.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}
