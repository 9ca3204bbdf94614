import { type AccountUpdate, StatementDetail } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_ROOT, financialKeys, statementPath } from './keys';

export type UpdateAccountInput = { statementId: string; accountId: string; body: AccountUpdate };

/**
 * PUT /api/financial-data/statements/{id}/accounts/{accountId}. `body.version` is the statement
 * version the edit started from; a newer one on the server answers 409 `conflict`.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statementId, accountId, body }: UpdateAccountInput) =>
      api.put(
        `${statementPath(statementId)}/accounts/${encodeURIComponent(accountId)}`,
        body,
        StatementDetail,
      ),
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
