import {
  FinancialSupportRecord,
  FinancialSupportRecordList,
  type FinancialSupportSave,
  FinancialSupportView,
} from '@bus/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costingPath, ensurePeriod } from '../../../lib/costing-companies';
import { type StandardCost, standardCostQuery } from '../lib/standard-cost';
import { financialSupportKeys } from './keys';

/**
 * GET …/financial-support: revenue, cost basis and result. An answer for another company or year
 * than asked is discarded, like the transport cost screen does (spec §5 "Response integrity").
 */
export async function getFinancialSupport(
  companyId: string,
  fiscalYear: number,
  standard: StandardCost | null,
): Promise<FinancialSupportView> {
  const path = `${costingPath(companyId, fiscalYear)}/financial-support${standardCostQuery(standard)}`;
  const view = await api.get(path, FinancialSupportView);
  return ensurePeriod(view, companyId, fiscalYear);
}

/** The view for the chosen basis; `enabled` is false while the standard-cost form is incomplete. */
export function useFinancialSupport(
  companyId: string | null,
  fiscalYear: number,
  standard: StandardCost | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: financialSupportKeys.view(companyId ?? '', fiscalYear, standard),
    queryFn: () => getFinancialSupport(companyId ?? '', fiscalYear, standard),
    enabled: enabled && companyId !== null,
    // Recomputing on a new unit cost keeps the period's previous figures on screen (marked as
    // recomputing) instead of a spinner; another company or year never shows the old one's.
    placeholderData: (previous) =>
      previous?.companyId === companyId && previous?.fiscalYear === fiscalYear
        ? previous
        : undefined,
  });
}

/** GET /costing/financial-support?companyId=: the company's stored snapshots, newest first. */
export function useSupportRecords(companyId: string | null) {
  return useQuery({
    queryKey: financialSupportKeys.records(companyId ?? ''),
    queryFn: () =>
      api.get(
        `/costing/financial-support?${new URLSearchParams({ companyId: companyId ?? '' })}`,
        FinancialSupportRecordList,
      ),
    enabled: companyId !== null,
  });
}

/** POST …/financial-support: stores a snapshot; the company's history refreshes afterwards. */
export function useSaveSupport(companyId: string | null, fiscalYear: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FinancialSupportSave) =>
      api.post(
        `${costingPath(companyId ?? '', fiscalYear)}/financial-support`,
        body,
        FinancialSupportRecord,
      ),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: financialSupportKeys.records(companyId ?? '') }),
  });
}

/** The screen as a workbook, on the cost basis shown: the total cost, or `standard` when given. */
export function exportUrl(
  companyId: string,
  fiscalYear: number,
  standard: StandardCost | null,
): string {
  return `/api${costingPath(companyId, fiscalYear)}/export/financial-support.xlsx${standardCostQuery(standard)}`;
}
