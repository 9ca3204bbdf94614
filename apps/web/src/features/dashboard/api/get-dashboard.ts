import { DashboardView } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** The dashboard's query string: no year asks for the latest year with statements. */
export function dashboardSearch(fiscalYear: number | null, page: number): string {
  const search = new URLSearchParams();
  if (fiscalYear !== null) search.set('fiscalYear', String(fiscalYear));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/dashboard: every figure of the page in one request. The previous year's answer stays
 * on screen while another year loads, so the picker does not blank the page.
 */
export function useDashboard(fiscalYear: number | null, page: number) {
  return useQuery({
    queryKey: dashboardKeys.view(fiscalYear, page),
    queryFn: () => api.get(`/dashboard${dashboardSearch(fiscalYear, page)}`, DashboardView),
    placeholderData: keepPreviousData,
  });
}
