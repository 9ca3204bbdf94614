import { RatioReport } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyPath, financialKeys } from './keys';

/** GET /api/financial-data/companies/{id}/ratios?fiscalYear=: computed from the statements. */
export function useRatios(companyId: string | null, fiscalYear: number | null) {
  return useQuery({
    queryKey: financialKeys.ratiosOf(companyId ?? '', fiscalYear),
    queryFn: () => {
      const query = fiscalYear === null ? '' : `?fiscalYear=${fiscalYear}`;
      return api.get(`${companyPath(companyId ?? '')}/ratios${query}`, RatioReport);
    },
    enabled: companyId !== null,
  });
}
