/**
 * Files of the depreciation screens: plain links (the browser downloads them with the session
 * cookie), so a large register never passes through JS memory.
 */
type Lang = 'ko' | 'en';
type Format = 'xlsx' | 'csv';

/** GET /api/depreciation/assets/template: the import template with the headers in `lang`. */
export function templateUrl(format: Format, lang: Lang): string {
  return `/api/depreciation/assets/template?format=${format}&lang=${lang}`;
}

/** GET …/{companyId}/assets/export: the register, in the template's columns. */
export function registerExportUrl(companyId: string, format: Format, lang: Lang): string {
  return `/api/depreciation/${encodeURIComponent(companyId)}/assets/export?format=${format}&lang=${lang}`;
}

/** GET …/{companyId}/results/export: by entity, by class, by asset and reconciliation sheets. */
export function resultsExportUrl(
  companyId: string,
  periods: { base: string; estimate: string },
  lang: Lang,
): string {
  const query = new URLSearchParams({ base: periods.base, estimate: periods.estimate, lang });
  return `/api/depreciation/${encodeURIComponent(companyId)}/results/export?${query}`;
}
