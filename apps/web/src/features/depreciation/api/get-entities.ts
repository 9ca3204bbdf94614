import { type EntityRef, EntitySetView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { depreciationKeys } from './keys';

/**
 * GET /api/cost-allocation/{companyId}/entities?period=: the service entities of the base period,
 * which the register's entity field offers and whose names the register shows (the results match
 * assets to the same period's entities).
 */
export function useEntities(companyId: string | null, period: string) {
  return useQuery({
    queryKey: depreciationKeys.entities(companyId ?? '', period),
    queryFn: async (): Promise<EntityRef[]> => {
      const view = await api.get(
        `/cost-allocation/${encodeURIComponent(companyId ?? '')}/entities?period=${period}`,
        EntitySetView,
      );
      return view.entities.map(({ id, name }) => ({ id, name }));
    },
    enabled: companyId !== null,
  });
}
