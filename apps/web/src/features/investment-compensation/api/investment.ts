import { type InvestmentSave, InvestmentView, ValidationMessage } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, type RequestOptions } from '../../../lib/api-client';
import { costingPath, ensurePeriod } from '../../../lib/costing-companies';
import { investmentKeys } from './keys';

/** Spec §9 "Cache TTL: investment compensation": 15 min. */
export const INVESTMENT_STALE_MS = 15 * 60_000;

/**
 * GET …/investment: stored inputs, the auto-loaded ones and their calculation; an answer for
 * another company or year is discarded (spec §5).
 */
export async function getInvestment(
  companyId: string,
  fiscalYear: number,
): Promise<InvestmentView> {
  const view = await api.get(`${costingPath(companyId, fiscalYear)}/investment`, InvestmentView);
  return ensurePeriod(view, companyId, fiscalYear);
}

export function useInvestment(userId: string, companyId: string | null, fiscalYear: number) {
  return useQuery({
    queryKey: investmentKeys.view(userId, companyId ?? '', fiscalYear),
    queryFn: () => getInvestment(companyId ?? '', fiscalYear),
    enabled: companyId !== null && userId !== '',
    staleTime: INVESTMENT_STALE_MS,
    // A refusal (4xx) will be refused again; network and 5xx use the client default.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/** PUT …/investment (one attempt; the caller decides about retries). */
export function putInvestment(
  companyId: string,
  fiscalYear: number,
  body: InvestmentSave,
  options?: RequestOptions,
): Promise<InvestmentView> {
  return api.put(`${costingPath(companyId, fiscalYear)}/investment`, body, InvestmentView, options);
}

/** The server's view carried by a 409 (`params.current`), or null when it is not readable. */
export function conflictCurrent(error: unknown): InvestmentView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = InvestmentView.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}

const Messages = z.array(ValidationMessage);

/**
 * A 400 `validation_failed` of the save: `confirm` holds the CONFIRM_BEFORE_SAVE warnings the
 * user has not acknowledged, `errors` what blocks the save. Null for any other failure.
 */
export function saveRefusal(
  error: unknown,
): { errors: ValidationMessage[]; confirm: ValidationMessage[] } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  if (error.problem.code !== 'validation_failed') return null;
  const params: Record<string, unknown> = error.problem.params ?? {};
  const errors = Messages.safeParse(params.errors);
  const confirm = Messages.safeParse(params.confirm);
  return {
    errors: errors.success ? errors.data : [],
    confirm: confirm.success ? confirm.data : [],
  };
}

export function exportUrl(companyId: string, fiscalYear: number): string {
  return `/api${costingPath(companyId, fiscalYear)}/export/investment.xlsx`;
}
