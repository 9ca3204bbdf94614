import { downloadFile } from '../../../lib/download-file';
import { SUPER_ADMIN_API } from './keys';

/** GET /api/super-admin/reports/:id?lang= — the run's xlsx in the interface language. */
export function downloadReport(reportId: string, language: string): Promise<void> {
  const lang = language.startsWith('ko') ? 'ko' : language.startsWith('ja') ? 'ja' : 'en';
  return downloadFile(
    `${SUPER_ADMIN_API}/reports/${encodeURIComponent(reportId)}?lang=${lang}`,
    'super-admin-report.xlsx',
  );
}
