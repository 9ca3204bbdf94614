import type { ForecastModelName } from '@bus/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { FORECAST_API } from './keys';

export const TEMPLATE_FORMATS = ['xlsx', 'csv', 'json'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

/**
 * GET /api/forecast/templates/{model}?format=: 60 monthly rows of 일자/운송수입 to overwrite, named
 * `{model}_template.{ext}` (spec §2 "Template download in xlsx, csv or json", §7).
 */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: ({ model, format }: { model: ForecastModelName; format: TemplateFormat }) =>
      downloadFile(
        `${FORECAST_API}/templates/${encodeURIComponent(model)}?format=${format}`,
        `${model}_template.${format}`,
      ),
  });
}
