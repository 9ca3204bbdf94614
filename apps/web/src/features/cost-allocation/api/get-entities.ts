import { EntitySetView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allocationPath, costAllocationKeys, periodQuery } from './keys';

/** GET …/entities?period=: the period's service entities (version 0 = none saved yet). */
export function useEntitySet(companyId: string | null, period: string) {
  return useQuery({
    queryKey: costAllocationKeys.entities(companyId ?? '', period),
    queryFn: () =>
      api.get(`${allocationPath(companyId ?? '')}/entities?${periodQuery(period)}`, EntitySetView),
    enabled: companyId !== null,
  });
}
