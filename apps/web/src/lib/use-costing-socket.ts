import { useQueryClient } from '@tanstack/react-query';
import { COSTING_QUERY_ROOT } from './costing-companies';
import { useCompanySocket } from './use-company-socket';

/**
 * Keeps a costing screen current: when the server announces `cache_invalidate` for the company
 * (someone saved decisions, the calculator, an adjustment, or re-uploaded statements), every
 * costing query is read again. Unsaved edits are not touched: the autosave keeps its working copy
 * and a save on an old version meets the conflict dialog.
 */
export function useCostingSocket(companyId: string | null): void {
  const queryClient = useQueryClient();
  useCompanySocket(
    companyId,
    (message) => {
      if (message.type === 'cache_invalidate' && message.companyId === companyId) {
        void queryClient.invalidateQueries({ queryKey: COSTING_QUERY_ROOT });
      }
    },
    { label: 'Costing' },
  );
}
