import { FINANCIAL_API } from './keys';

/**
 * GET /api/financial-data/files/{id}: the original uploaded file. A plain link (the browser
 * downloads it with the session cookie), so a large file never passes through JS memory.
 */
export function fileUrl(fileId: string): string {
  return `/api${FINANCIAL_API}/files/${encodeURIComponent(fileId)}`;
}
