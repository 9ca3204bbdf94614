import { UPLOAD_MAX_BYTES } from '@bus/domain';
import { ExtractionError } from './extraction-error';
import { FILE_LIMITS } from './file-limits';
import { detectFileKind, type FileKind } from './file-type';
import { checkImageSize, readJpegSize, readPngSize } from './image-header';
import { checkOleContainer } from './ole-guard';
import { checkCounts, checkWorkbookZip, countCsv } from './workbook-limits';

/**
 * Every check an upload passes before a decoder sees it, on its headers and structure only:
 * at upload (upload-check.ts, so a bad file is refused at once and nothing is stored) and again
 * in the parse worker, which never trusts what reaches it. Returns the file's kind.
 */
export function checkFile(bytes: Buffer, fileName: string): FileKind {
  if (bytes.length === 0) throw new ExtractionError('file/empty');
  if (bytes.length > UPLOAD_MAX_BYTES) {
    throw new ExtractionError('file/too-large', { maxBytes: UPLOAD_MAX_BYTES });
  }
  const kind = detectFileKind(bytes, fileName);
  switch (kind) {
    case 'zip':
      checkWorkbookZip(bytes);
      break;
    case 'ole':
      checkOleContainer(bytes);
      break;
    case 'text':
      checkCounts(countCsv(bytes));
      break;
    case 'pdf':
      checkPdfPages(countPdfPages(bytes));
      break;
    case 'png':
      checkImageSize(readPngSize(bytes));
      break;
    case 'jpeg':
      checkImageSize(readJpegSize(bytes));
      break;
  }
  return kind;
}

/** Page objects written out in the file; those inside compressed object streams are not seen. */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z])/g;

/** A lower bound of a PDF's pages from its raw bytes (the reader checks the real count). */
export function countPdfPages(bytes: Buffer): number {
  return bytes.toString('latin1').match(PAGE_OBJECT)?.length ?? 0;
}

export function checkPdfPages(pages: number): void {
  if (pages > FILE_LIMITS.maxPdfPages) {
    throw new ExtractionError('file/too-many-pages', { maxPages: FILE_LIMITS.maxPdfPages });
  }
}
