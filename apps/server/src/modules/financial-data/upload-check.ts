import { ExtractionError } from './extraction/extraction-error';
import { detectFileKind, type FileKind } from './extraction/file-type';
import { checkOleContainer } from './extraction/ole-guard';
import { inspectZip } from './extraction/zip-guard';

const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  zip: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ole: 'application/vnd.ms-excel',
  text: 'text/csv',
};

/**
 * The checks an upload fails at once, before anything is stored: empty, a type told by its
 * bytes that is not a statement document, a zip (xlsx) that is a bomb or broken, a password-
 * protected workbook. Returns the
 * MIME type the original is stored and served with.
 */
export function checkUpload(bytes: Buffer, fileName: string): { mimeType: string } {
  if (bytes.length === 0) throw new ExtractionError('file/empty');
  const kind = detectFileKind(bytes, fileName);
  if (kind === 'zip') inspectZip(bytes);
  if (kind === 'ole') checkOleContainer(bytes);
  return { mimeType: MIME[kind] };
}
