import { tmpdir } from 'node:os';
import { PSM } from 'tesseract.js';
import { decodeCsv } from './decode-text';
import { ExtractionError } from './extraction-error';
import type { FileKind } from './file-type';
import { layoutRows } from './layout-rows';
import { guard } from './local-extract';
import { startOcrEngine } from './ocr/ocr-engine';
import { looksLikeDocument } from './ocr/page-check';
import { prepareScan } from './ocr/prepare-scan';
import { readPdfRows } from './read-pdf';
import { workbookSheets } from './read-spreadsheet';
import type { SourceRow } from './source-rows';

type Progress = (stage: string, percent: number) => void;

/**
 * A file that passed checkFile as table rows, with the same local readers a statement goes
 * through: one table per sheet of a workbook (a CSV is one), one for a PDF's pages, one for a
 * scan. For documents that are not statements (payroll registers, issue 19): the caller reads
 * the rows. Runs in a parse worker; nothing is sent anywhere.
 */
export async function readDocumentRows(
  kind: FileKind,
  bytes: Buffer,
  progress: Progress,
  cacheDir: string | undefined,
): Promise<SourceRow[][]> {
  switch (kind) {
    case 'zip':
    case 'ole':
      return workbookSheets(bytes);
    case 'text':
      return workbookSheets(decodeCsv(bytes));
    case 'pdf':
      return [await pdfRows(bytes, progress)];
    case 'png':
    case 'jpeg':
      return [await scanRows(bytes, progress, cacheDir)];
  }
}

async function pdfRows(bytes: Buffer, progress: Progress): Promise<SourceRow[]> {
  const { rows } = await guard(() =>
    readPdfRows(bytes, (page, pages) => progress('extracting', Math.round((page / pages) * 100))),
  );
  if (rows.length === 0) throw new ExtractionError('file/no-text');
  return rows;
}

/**
 * A scan read by local OCR as positioned words, rebuilt into rows as a PDF's text is. A page
 * that is not a document, or that gives no words, fails as `file/ocr-failed`.
 */
async function scanRows(
  bytes: Buffer,
  progress: Progress,
  cacheDir: string | undefined,
): Promise<SourceRow[]> {
  const rows = await guard(async () => {
    const scan = await prepareScan(bytes);
    if (!looksLikeDocument(scan.ink)) throw new ExtractionError('file/ocr-failed');
    const engine = await startOcrEngine(cacheDir ?? tmpdir(), (fraction) =>
      progress('ocr', Math.round(fraction * 100)),
    );
    try {
      const page = await engine.read(scan.png, { psm: PSM.SINGLE_BLOCK });
      const words = page.words.map(({ text, bbox }) => ({
        text,
        x: bbox.x0,
        y: bbox.y0,
        width: bbox.x1 - bbox.x0,
        height: bbox.y1 - bbox.y0,
      }));
      return layoutRows(words, 1);
    } finally {
      await engine.close();
    }
  });
  if (rows.length === 0) throw new ExtractionError('file/ocr-failed');
  return rows;
}
