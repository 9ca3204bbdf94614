import { DriverOverrideResult, type DriverOverrideSave } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allocationPath, costAllocationKeys, periodQuery } from './keys';

/**
 * PUT …/driver-overrides?period=: one line's driver (null = back to the dictionary's), based on
 * the version of its override (0 when it has none; 409 when someone changed it meanwhile).
 */
export function useSaveDriverOverride(companyId: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverOverrideSave) =>
      api.put(
        `${allocationPath(companyId)}/driver-overrides?${periodQuery(period)}`,
        body,
        DriverOverrideResult,
      ),
    // Settled: after a 409 the list must show the other user's choice.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: costAllocationKeys.linesOf(companyId, period) }),
  });
}
