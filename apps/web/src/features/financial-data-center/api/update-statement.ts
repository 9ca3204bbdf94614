import { StatementSummary, type StatementUpdate } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_ROOT, statementPath } from './keys';

/** PATCH /api/financial-data/statements/{id}: type, fiscal year, period and unit (409 when stale). */
export function useUpdateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StatementUpdate }) =>
      api.patch(statementPath(id), body, StatementSummary),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT }),
  });
}
