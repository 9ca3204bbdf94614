import { type EstimationCalculate, EstimationCalculation } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costEstimationKeys, estimationPath } from './keys';

/**
 * POST …/calculate: the estimate of every compared scenario (nothing is stored, so it is read
 * like a query and follows the rates as they are edited; the last result stays on screen while
 * the next one is computed). `body` null = not ready (a rate is invalid): nothing is asked.
 */
export function useEstimate(companyId: string | null, body: EstimationCalculate | null) {
  return useQuery({
    queryKey: costEstimationKeys.calculation(companyId ?? '', body),
    queryFn: () =>
      api.post(`${estimationPath(companyId ?? '')}/calculate`, body, EstimationCalculation),
    enabled: companyId !== null && body !== null,
    placeholderData: keepPreviousData,
  });
}
