import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { FINANCIAL_API, FINANCIAL_ROOT } from './keys';

const Cleared = z.object({ clearedAt: z.string(), companies: z.number().int() });

/**
 * POST /api/financial-data/workspace/clear-cache (admin and above): every open screen is told to
 * reload its financial data (cache_invalidate); nothing stored is deleted.
 */
export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${FINANCIAL_API}/workspace/clear-cache`, {}, Cleared),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT }),
  });
}
