import { type AccountCreate, StatementDetail } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_ROOT, financialKeys, statementPath } from './keys';

/** POST /api/financial-data/statements/{id}/accounts (409 when the statement changed meanwhile). */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statementId, body }: { statementId: string; body: AccountCreate }) =>
      api.post(`${statementPath(statementId)}/accounts`, body, StatementDetail),
    // The answer is the statement as stored (new version): show it at once, refresh the rest.
    onSuccess: (detail) => {
      queryClient.setQueryData(financialKeys.statement(detail.id), detail);
      void queryClient.invalidateQueries({
        queryKey: FINANCIAL_ROOT,
        predicate: (q) => q.queryKey[1] !== 'statement',
      });
    },
  });
}
