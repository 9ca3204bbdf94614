import { checkFile } from './extraction/check-file';
import type { FileKind } from './extraction/file-type';

const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  zip: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ole: 'application/vnd.ms-excel',
  text: 'text/csv',
};

/**
 * The checks an upload fails at once, before anything is stored (extraction/check-file.ts):
 * empty or too large, a type told by its bytes that is not a statement document, a broken or
 * bomb zip, a password-protected workbook, an image over 72 MP or cut short, a workbook or CSV
 * over the cell and row limits, a PDF over 100 pages. Returns the MIME type the original is
 * stored and served with.
 */
export function checkUpload(bytes: Buffer, fileName: string): { mimeType: string } {
  return { mimeType: MIME[checkFile(bytes, fileName)] };
}
