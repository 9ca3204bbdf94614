import { UploadAccepted, type UploadFields } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_API, FINANCIAL_ROOT, financialKeys } from './keys';

/** data-center-board-admin.md §7: an upload may take up to 300 s. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** The form's fields; `keepNames` only for a payroll register (a statement does not send it). */
export type UploadRequest = Omit<UploadFields, 'keepNames'> & { keepNames?: boolean };
export type UploadInput = { fields: UploadRequest; file: File };

/** POST /api/financial-data/uploads (multipart): answers 202 with the extraction job. */
export function uploadStatement({ fields, file }: UploadInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    // Optional fields left empty are not sent (the server treats a sent field as given).
    if (value !== undefined) form.append(name, String(value));
  }
  // The file goes last: the server reads the fields before it streams the file.
  form.append('file', file, file.name);
  return api.postForm(`${FINANCIAL_API}/uploads`, form, UploadAccepted, {
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStatement,
    onSuccess: (accepted) => {
      queryClient.setQueryData(financialKeys.job(accepted.job.id), accepted.job);
      void queryClient.invalidateQueries({ queryKey: [...FINANCIAL_ROOT, 'companies'] });
    },
  });
}
