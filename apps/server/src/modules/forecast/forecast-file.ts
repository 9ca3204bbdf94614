import { FORECAST_MAX_ROWS } from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import { checkFile } from '../financial-data/extraction/check-file';
import { ExtractionError } from '../financial-data/extraction/extraction-error';
import { detectFileKind } from '../financial-data/extraction/file-type';
import { countCsv, countSheetMarkup } from '../financial-data/extraction/workbook-limits';
import { inspectZip } from '../financial-data/extraction/zip-guard';

/** The kinds a forecast upload may be (spec §5: xlsx, xls, csv). */
export type SeriesFileKind = 'zip' | 'ole' | 'text';

const SHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;

/** Data rows (the header excluded) of the longest sheet or of the CSV, counted on the bytes. */
function dataRows(bytes: Buffer, kind: SeriesFileKind): number {
  if (kind === 'text') return countCsv(bytes).rows - 1;
  if (kind === 'ole') return 0; // an xls is counted as SheetJS reads it (read-series-file.ts)
  let longest = 0;
  // inspectZip refuses a bomb before it inflates anything, so counting here is safe.
  inspectZip(bytes, (entry, data) => {
    if (SHEET_PART.test(entry.name)) longest = Math.max(longest, countSheetMarkup(data).rows - 1);
  });
  return longest;
}

export function tooManyRows(): AppError {
  return new AppError('forecast/too-many-rows', 422, { max: FORECAST_MAX_ROWS });
}

/**
 * The checks a forecast upload fails at once, on its headers and bytes only (docs/adr/0008): empty
 * or over `maxBytes`, not a spreadsheet or CSV by its bytes, more than 10,000 data rows (counted
 * before anything is parsed, so a 200,000-row file is refused in milliseconds), then the data
 * center's checks (zip bombs, password-protected or broken containers, cell limits). Runs at
 * upload on the main thread and again in the worker, which trusts nothing it is given.
 */
export function checkSeriesFile(bytes: Buffer, fileName: string, maxBytes: number): SeriesFileKind {
  if (bytes.length === 0) throw new ExtractionError('file/empty');
  if (bytes.length > maxBytes) throw new ExtractionError('file/too-large', { maxBytes });
  const kind = detectFileKind(bytes, fileName);
  if (kind !== 'zip' && kind !== 'ole' && kind !== 'text') {
    throw new ExtractionError('file/unsupported-type');
  }
  if (dataRows(bytes, kind) > FORECAST_MAX_ROWS) throw tooManyRows();
  checkFile(bytes, fileName);
  return kind;
}
