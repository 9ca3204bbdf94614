import type { DashboardLanguage } from '@bus/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

export type DashboardExport = { fiscalYear: number | null; page: number; lang: DashboardLanguage };

/** GET /api/dashboard/export.xlsx: the page as shown, in the reader's language. */
export function exportPath({ fiscalYear, page, lang }: DashboardExport): string {
  const search = new URLSearchParams({ lang });
  if (fiscalYear !== null) search.set('fiscalYear', String(fiscalYear));
  if (page > 1) search.set('page', String(page));
  return `/dashboard/export.xlsx?${search.toString()}`;
}

export function useExportDashboard() {
  return useMutation({
    mutationFn: (request: DashboardExport) =>
      downloadFile(exportPath(request), `dashboard_${request.fiscalYear ?? ''}.xlsx`),
  });
}
