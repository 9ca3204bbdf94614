import { AssetSchedule } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyPath, depreciationKeys } from './keys';

/** GET …/{companyId}/schedule: `months` months from `from`, one page of assets, totals over all. */
export function useSchedule(
  companyId: string | null,
  from: string,
  months: number,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: depreciationKeys.schedule(companyId ?? '', from, months, page, pageSize),
    queryFn: () => {
      const query = new URLSearchParams({
        from,
        months: String(months),
        page: String(page),
        pageSize: String(pageSize),
      });
      return api.get(`${companyPath(companyId ?? '')}/schedule?${query}`, AssetSchedule);
    },
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}
