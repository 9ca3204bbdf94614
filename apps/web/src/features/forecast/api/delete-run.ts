import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forecastKeys, runPath } from './keys';

/** DELETE /api/forecast/runs/{id} (204; a running run is cancelled first). */
export function useDeleteRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(runPath(id)),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: forecastKeys.run(id) });
      return queryClient.invalidateQueries({ queryKey: forecastKeys.runs() });
    },
  });
}
