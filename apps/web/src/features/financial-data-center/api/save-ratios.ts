import type { RatioSave } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type RequestOptions } from '../../../lib/api-client';
import { withRetry } from '../../../lib/retry';
import { companyPath, financialKeys } from './keys';

export const RatioSaved = z.object({ id: z.string(), savedAt: z.string(), version: z.number() });
export type RatioSaved = z.infer<typeof RatioSaved>;

export type SaveRatiosInput = { companyId: string; body: RatioSave };

/** POST /api/financial-data/companies/{id}/ratios: one attempt. */
export function saveRatios(
  { companyId, body }: SaveRatiosInput,
  options?: RequestOptions,
): Promise<RatioSaved> {
  return api.post(`${companyPath(companyId)}/ratios`, body, RatioSaved, options);
}

/** Saves with the spec's retries (§9: 3 attempts, 1 s doubling, at most 5 s). */
export function useSaveRatios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRatiosInput) => withRetry(() => saveRatios(input)),
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({ queryKey: financialKeys.ratios(input.companyId) }),
  });
}
