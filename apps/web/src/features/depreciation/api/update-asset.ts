import { type AssetUpdate, AssetView } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { assetPath, depreciationKeys } from './keys';

/** PUT …/assets/{assetId} based on `version`: 409 `conflict` when someone changed it meanwhile. */
export function useUpdateAsset(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssetUpdate }) =>
      api.put(assetPath(id), body, AssetView),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: depreciationKeys.company(companyId) }),
  });
}

/** The stored asset a 409 carries (`params.current`), or null when the error is no conflict. */
export function conflictCurrent(error: unknown): AssetView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = AssetView.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}
