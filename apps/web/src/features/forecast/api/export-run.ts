import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { runPath } from './keys';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * GET /api/forecast/runs/{id}/export?format=&lang=: the forecast table (period, actual, forecast,
 * 80 % and 95 % bounds) and, in xlsx, the metrics and the backtest.
 */
export function useExportRun() {
  return useMutation({
    mutationFn: ({ id, format, lang }: { id: string; format: ExportFormat; lang: 'ko' | 'en' }) =>
      downloadFile(
        `${runPath(id)}/export?format=${format}&lang=${lang}`,
        `forecast-${id.slice(0, 8)}.${format}`,
      ),
  });
}
