import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assetPath, depreciationKeys } from './keys';

/** DELETE …/assets/{assetId}?version= (204); 409 `conflict` when it changed since it was read. */
export function useDeleteAsset(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.del(`${assetPath(id)}?version=${version}`),
    // Settled, not success: a 404 means someone else deleted it, and the list should show that.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: depreciationKeys.company(companyId) }),
  });
}
