import type { ExtractedStatement, ExtractionMethod, ExtractionProblem } from '@bus/domain';
import { type AiPayload, filePayload, textPayload } from './ai-payload';
import { decodeCsv } from './decode-text';
import { ExtractionError, type FileErrorCode } from './extraction-error';
import type { FileKind } from './file-type';
import { OCR_MIN_CONFIDENCE, readImage } from './read-image';
import { readPdf } from './read-pdf';
import { readSpreadsheet } from './read-spreadsheet';

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

/**
 * Reads a file that passed checkFile (check-file.ts) with the local extractors. Runs in a parse
 * worker (parse-task.ts): bytes in, outcome out, nothing else touched.
 */
export async function extractLocally(
  kind: FileKind,
  bytes: Buffer,
  progress: Progress,
  cacheDir: string | undefined,
): Promise<LocalOutcome> {
  switch (kind) {
    case 'zip':
    case 'ole':
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

function fromSpreadsheet(source: Buffer | string, method: 'spreadsheet' | 'csv'): LocalOutcome {
  const { statements, text } = readSpreadsheet(source, method);
  return {
    method,
    statements,
    complete: statements.length > 0,
    problems: [],
    refusal: statements.length > 0 ? null : 'file/no-accounts',
    aiPayload: textPayload(text),
  };
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
  // Complete only when every value was settled: a reading left in doubt is shown for review.
  const problems: ExtractionProblem[] = [
    ...(confident
      ? []
      : [{ code: 'ocr-low-confidence', params: { confidence: Math.round(ocr.confidence) } }]),
    ...(ocr.uncertain > 0 ? [{ code: 'ocr-uncertain', params: { count: ocr.uncertain } }] : []),
  ];
  return {
    method: 'ocr',
    statements: ocr.statements,
    complete: found && confident && ocr.uncertain === 0,
    problems,
    refusal: found ? null : ocr.text.trim() === '' ? 'file/ocr-failed' : 'file/no-accounts',
    aiPayload: filePayload(bytes, mimeType),
  };
}

/** A library failing on a file is the file's fault: never a 500. */
export async function guard<T>(read: () => Promise<T>): Promise<T> {
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
