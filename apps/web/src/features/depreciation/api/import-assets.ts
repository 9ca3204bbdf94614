import { type AssetImportMode, AssetImportProblem, AssetImportResult } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client';
import { companyPath, depreciationKeys } from './keys';

/** Uploads take longer than a read: a 20,000-row register is parsed and checked on the server. */
const IMPORT_TIMEOUT_MS = 300_000;

/** POST …/{companyId}/assets/import (multipart): every row or none (issue 15 "Bad input"). */
export function useImportAssets(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: AssetImportMode }) => {
      const form = new FormData();
      form.append('mode', mode);
      form.append('file', file);
      return api.postForm(`${companyPath(companyId)}/assets/import`, form, AssetImportResult, {
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: depreciationKeys.company(companyId) }),
  });
}

const ImportRefusal = z.object({
  problems: z.array(AssetImportProblem),
  problemCount: z.number().int(),
});

/** The rows and columns an `asset/import-invalid` refusal names, or null for any other error. */
export function importProblems(error: unknown): z.infer<typeof ImportRefusal> | null {
  if (!(error instanceof ApiError) || error.code !== 'asset/import-invalid') return null;
  const parsed = ImportRefusal.safeParse(error.problem.params);
  return parsed.success ? parsed.data : null;
}
