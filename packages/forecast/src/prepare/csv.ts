import { ForecastError } from '../types';

/** A header row and data rows of strings, with the spreadsheet row number of each data row. */
export type CsvTable = {
  readonly headers: string[];
  readonly rows: string[][];
  /** Line number of each data row as a spreadsheet shows it (the header is row 1). */
  readonly rowNumbers: number[];
};

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter that splits the header line into the most fields (Excel in Korea writes commas). */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Parses CSV text (RFC 4180: quoted fields may hold delimiters, doubled quotes and newlines).
 * A leading byte-order mark is dropped, so files saved by Excel as "CSV UTF-8" read cleanly.
 * With `maxDataRows`, reading stops once that many non-blank data rows are read, so a huge file
 * costs no more than its first rows.
 */
export function parseCsv(input: string, maxDataRows = Number.POSITIVE_INFINITY): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const lines = splitRecords(text, delimiter, maxDataRows + 1);
  const header = lines[0];
  if (!header || header.fields.every((cell) => cell.trim() === '')) {
    throw new ForecastError(
      'empty_input',
      'the file is empty: expected a header row and data rows',
    );
  }
  const data = lines.slice(1);
  return {
    headers: header.fields.map((cell) => cell.trim()),
    rows: data.map((line) => line.fields),
    rowNumbers: data.map((line) => line.lineNumber),
  };
}

type CsvRecord = { fields: string[]; lineNumber: number };

const isBlank = (fields: readonly string[]) => fields.every((field) => field.trim() === '');

function splitRecords(text: string, delimiter: string, maxRecords: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  let kept = 0;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      const record = [...fields, field];
      records.push({ fields: record, lineNumber: recordLine });
      if (!isBlank(record) && ++kept >= maxRecords) return records;
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0)
    records.push({ fields: [...fields, field], lineNumber: recordLine });
  return records;
}
