import { type EstimationCalculate, Problem } from '@bus/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { estimationPath } from './keys';

/** The download's file name: company-less, the period and the compared scenarios are inside. */
function fileName(period: string): string {
  return `cost-estimate-${period}.xlsx`;
}

async function problemOf(response: Response): Promise<ApiError> {
  try {
    const parsed = Problem.safeParse(await response.json());
    if (parsed.success) return new ApiError(parsed.data);
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new ApiError({
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    code: response.status >= 500 ? 'internal' : 'invalid_response',
  });
}

/**
 * POST …/calculate/export: the compared scenarios side by side (item, category, line, entity) as
 * xlsx. It is a POST (the rates as edited on screen travel in the body), so the file is fetched
 * and handed to the browser as a download.
 */
export function useExportEstimate(companyId: string) {
  return useMutation({
    mutationFn: async (body: EstimationCalculate) => {
      const response = await fetch(`/api${estimationPath(companyId)}/calculate/export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      if (!response.ok) throw await problemOf(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(body.period);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL is revoked.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
