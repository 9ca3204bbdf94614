import type { ExtractedStatement, ExtractionMethod, ExtractionProblem } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { type AiPayload, filePayload, textPayload } from './ai-payload';
import { decodeCsv } from './decode-text';
import { ExtractionError, type FileErrorCode } from './extraction-error';
import type { FileKind } from './file-type';
import { checkOleContainer } from './ole-guard';
import { OCR_MIN_CONFIDENCE, readImage } from './read-image';
import { readPdf } from './read-pdf';
import { readSpreadsheet } from './read-spreadsheet';
import { inspectZip } from './zip-guard';

/** What the local extractors made of a file, and what to show a model if they fell short. */
export type LocalOutcome = {
  method: ExtractionMethod;
  statements: ExtractedStatement[];
  complete: boolean;
  problems: ExtractionProblem[];
  /** Set when nothing usable was read: the refusal to raise if no model can help. */
  refusal: FileErrorCode | null;
  aiPayload: AiPayload;
};

type Progress = (stage: string, percent: number) => void;

export async function extractLocally(
  kind: FileKind,
  bytes: Buffer,
  progress: Progress,
  cacheDir: string | undefined,
): Promise<LocalOutcome> {
  switch (kind) {
    case 'zip':
      checkWorkbookZip(bytes);
      return fromSpreadsheet(bytes, 'spreadsheet');
    case 'ole':
      checkOleContainer(bytes);
      return fromSpreadsheet(bytes, 'spreadsheet');
    case 'text':
      return fromSpreadsheet(decodeCsv(bytes), 'csv');
    case 'pdf':
      return fromPdf(bytes, progress);
    case 'png':
    case 'jpeg':
      return fromImage(bytes, kind === 'png' ? 'image/png' : 'image/jpeg', progress, cacheDir);
  }
}

function checkWorkbookZip(bytes: Buffer): void {
  const names = new Set(inspectZip(bytes).map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    throw new ExtractionError('file/unsupported-type');
  }
}

function fromSpreadsheet(source: Buffer | string, method: 'spreadsheet' | 'csv'): LocalOutcome {
  const statements = readSpreadsheet(source, method);
  return {
    method,
    statements,
    complete: statements.length > 0,
    problems: [],
    refusal: statements.length > 0 ? null : 'file/no-accounts',
    aiPayload: textPayload(typeof source === 'string' ? source : workbookText(source)),
  };
}

function workbookText(bytes: Buffer): string {
  const book = XLSX.read(bytes, { type: 'buffer', dense: true, cellDates: false });
  return book.SheetNames.map((name) => {
    const sheet = book.Sheets[name];
    return sheet ? `# ${name}\n${XLSX.utils.sheet_to_csv(sheet)}` : '';
  }).join('\n\n');
}

async function fromPdf(bytes: Buffer, progress: Progress): Promise<LocalOutcome> {
  const pdf = await guard(() =>
    readPdf(bytes, (page, pages) => progress('extracting', Math.round((page / pages) * 100))),
  );
  const found = pdf.statements.length > 0;
  return {
    method: 'pdf_text',
    statements: pdf.statements,
    complete: found,
    problems: [],
    refusal: found ? null : pdf.hasText ? 'file/no-accounts' : 'file/no-text',
    aiPayload: filePayload(bytes, 'application/pdf'),
  };
}

async function fromImage(
  bytes: Buffer,
  mimeType: 'image/png' | 'image/jpeg',
  progress: Progress,
  cacheDir: string | undefined,
): Promise<LocalOutcome> {
  const ocr = await guard(() =>
    readImage(bytes, { cacheDir, onProgress: (f) => progress('ocr', Math.round(f * 100)) }),
  );
  const found = ocr.statements.length > 0;
  const confident = ocr.confidence >= OCR_MIN_CONFIDENCE;
  const problems: ExtractionProblem[] = confident
    ? []
    : [{ code: 'ocr-low-confidence', params: { confidence: Math.round(ocr.confidence) } }];
  return {
    method: 'ocr',
    statements: ocr.statements,
    complete: found && confident,
    problems,
    refusal: found ? null : ocr.text.trim() === '' ? 'file/ocr-failed' : 'file/no-accounts',
    aiPayload: filePayload(bytes, mimeType),
  };
}

/** A library failing on a file is the file's fault: never a 500. */
async function guard<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError(
      'file/corrupt',
      undefined,
      error instanceof Error ? error.message : String(error),
    );
  }
}
