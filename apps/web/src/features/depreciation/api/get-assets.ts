import { AssetList } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyPath, depreciationKeys } from './keys';

/** GET …/{companyId}/assets: one page of the register (oldest first), filtered by `search`. */
export function useAssets(
  companyId: string | null,
  page: number,
  pageSize: number,
  search: string,
) {
  return useQuery({
    queryKey: depreciationKeys.assets(companyId ?? '', page, pageSize, search),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (search) query.set('search', search);
      return api.get(`${companyPath(companyId ?? '')}/assets?${query}`, AssetList);
    },
    enabled: companyId !== null,
    // Paging keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
