import { FORECAST_UPLOAD_MAX_BYTES } from '@bus/domain';

/** Spec §5 "Forecast upload": xlsx, xls or csv. */
export const FORECAST_ACCEPT = '.xlsx,.xls,.csv';
const EXTENSIONS = ['xlsx', 'xls', 'csv'];

export const MAX_UPLOAD_MB = FORECAST_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Why a chosen file cannot be read (checked before it is sent: a 30 MB file need not travel to
 * be refused), or null.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | 'empty' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > FORECAST_UPLOAD_MAX_BYTES) return 'size';
  return null;
}
