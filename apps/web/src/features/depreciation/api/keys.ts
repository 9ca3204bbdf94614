import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';

/** Query keys of the depreciation screens, under the costing root so realtime refreshes them. */
export const DEPRECIATION_ROOT = [...COSTING_QUERY_ROOT, 'depreciation'] as const;

export const depreciationKeys = {
  company: (companyId: string) => [...DEPRECIATION_ROOT, companyId] as const,
  assets: (companyId: string, page: number, pageSize: number, search: string) =>
    [...DEPRECIATION_ROOT, companyId, 'assets', page, pageSize, search] as const,
  schedule: (companyId: string, from: string, months: number, page: number, pageSize: number) =>
    [...DEPRECIATION_ROOT, companyId, 'schedule', from, months, page, pageSize] as const,
  results: (companyId: string, base: string, estimate: string, page: number, pageSize: number) =>
    [...DEPRECIATION_ROOT, companyId, 'results', base, estimate, page, pageSize] as const,
  entities: (companyId: string, period: string) =>
    [...DEPRECIATION_ROOT, companyId, 'entities', period] as const,
};

/** Base of the depreciation calls, relative to /api (packages/domain/src/api/depreciation.ts). */
export function companyPath(companyId: string): string {
  return `/depreciation/${encodeURIComponent(companyId)}`;
}

export function assetPath(assetId: string): string {
  return `/depreciation/assets/${encodeURIComponent(assetId)}`;
}
