import { TrashList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_API, financialKeys } from './keys';

/**
 * GET /api/financial-data/trash (issue 14 §6): the organisation's trashed companies and
 * statements, newest first (every organisation's for admins). Under FINANCIAL_ROOT, so a delete
 * elsewhere on the screen refreshes it too.
 */
export function useTrash() {
  return useQuery({
    queryKey: financialKeys.trash(),
    queryFn: () => api.get(`${FINANCIAL_API}/trash`, TrashList),
  });
}
