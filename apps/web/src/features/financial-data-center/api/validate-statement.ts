import { StatementSummary } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_ROOT, statementPath } from './keys';

/** POST /api/financial-data/statements/{id}/validate: the server re-checks and sets the status. */
export function useValidateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${statementPath(id)}/validate`, {}, StatementSummary),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT }),
  });
}
