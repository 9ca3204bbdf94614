import { type AssetBody, AssetView } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyPath, depreciationKeys } from './keys';

/** POST …/{companyId}/assets (role user): 400 `asset/invalid` lists what is wrong. */
export function useCreateAsset(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetBody) => api.post(`${companyPath(companyId)}/assets`, body, AssetView),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: depreciationKeys.company(companyId) }),
  });
}
