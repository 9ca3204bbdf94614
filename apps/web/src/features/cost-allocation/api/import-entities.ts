import { EntitySetView } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allocationPath, COST_ALLOCATION_ROOT, costAllocationKeys, periodQuery } from './keys';

/** An upload may take longer than a JSON call (a large workbook is parsed on the server). */
const IMPORT_TIMEOUT_MS = 300_000;

/**
 * POST …/entities/import?period= (multipart `file` + `version`): the file replaces the set as a
 * whole, or nothing is saved (400 entity/import-invalid with the problems per row and column).
 */
export function useImportEntities(companyId: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, version }: { file: File; version: number }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('file', file);
      return api.postForm(
        `${allocationPath(companyId)}/entities/import?${periodQuery(period)}`,
        form,
        EntitySetView,
        { timeoutMs: IMPORT_TIMEOUT_MS },
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(costAllocationKeys.entities(companyId, period), saved);
      void queryClient.invalidateQueries({ queryKey: COST_ALLOCATION_ROOT });
    },
  });
}

export type EntityFileFormat = 'xlsx' | 'csv';

/** GET …/entities/export: the period's table in the import's columns (it imports again). */
export function entityExportUrl(companyId: string, period: string, format: EntityFileFormat) {
  return `/api${allocationPath(companyId)}/entities/export?${periodQuery(period)}&format=${format}`;
}

/** GET /api/cost-allocation/entities/template: the header and sample A's three routes. */
export function entityTemplateUrl(format: EntityFileFormat) {
  return `/api/cost-allocation/entities/template?format=${format}`;
}
