import type { ExtractedStatement } from '@bus/domain';
import { getDocumentProxy } from 'unpdf';
import { checkPdfPages } from './check-file';
import { ExtractionError } from './extraction-error';
import { layoutRows, type PlacedText } from './layout-rows';
import { rowsToStatements } from './rows-to-statements';
import type { SourceRow } from './source-rows';

export type PdfText = { statements: ExtractedStatement[]; hasText: boolean; text: string };

type TextItem = { str: string; transform: number[]; width: number; height: number };

/** The table rows of every page of a PDF's text layer, and its text line by line. */
export type PdfRows = { rows: SourceRow[]; text: string };

/**
 * Reads a PDF's text layer with positions, page by page, and rebuilds the statement tables.
 * A statement may run over several pages; provenance keeps the page and the label's position.
 */
export async function readPdf(
  bytes: Buffer,
  onPage?: (page: number, pages: number) => void,
): Promise<PdfText> {
  const { rows, text } = await readPdfRows(bytes, onPage);
  const statements = rowsToStatements(rows, {
    extractor: 'pdf_text',
    layout: 'positioned',
    title: null,
  });
  return { statements, hasText: rows.length > 0, text };
}

/**
 * A PDF's text layer as table rows (layoutRows), page after page: what readPdf reads statements
 * from, and the payroll reader its registers (issue 19). No rows: the PDF has no text layer.
 */
export async function readPdfRows(
  bytes: Buffer,
  onPage?: (page: number, pages: number) => void,
): Promise<PdfRows> {
  const pdf = await openPdf(bytes);
  try {
    // The page tree is read with the document, the pages' content only below: refuse first.
    checkPdfPages(pdf.numPages);
    const rows: SourceRow[] = [];
    const lines: string[] = [];
    const pages = pdf.numPages;
    for (let number = 1; number <= pages; number += 1) {
      const page = await pdf.getPage(number);
      const { height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = (content.items as Array<Partial<TextItem>>)
        .filter(
          (item): item is TextItem => typeof item.str === 'string' && Array.isArray(item.transform),
        )
        .map((item) => placed(item, height));
      const pageRows = layoutRows(items, number);
      rows.push(...pageRows);
      lines.push(...pageRows.map((row) => row.cells.map((c) => c.text).join('\t')));
      onPage?.(number, pages);
    }
    return { rows, text: lines.join('\n') };
  } finally {
    await pdf.destroy();
  }
}

async function openPdf(bytes: Buffer) {
  try {
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (name === 'PasswordException') throw new ExtractionError('file/encrypted');
    throw new ExtractionError(
      'file/corrupt',
      undefined,
      error instanceof Error ? error.message : String(error),
    );
  }
}

/** PDF coordinates grow upwards from the baseline; rows are built top-down. */
function placed(item: TextItem, pageHeight: number): PlacedText {
  const [, , c = 0, d = 0, x = 0, baseline = 0] = item.transform;
  const height = item.height || Math.hypot(c, d);
  return { text: item.str, x, y: pageHeight - baseline - height, width: item.width, height };
}
