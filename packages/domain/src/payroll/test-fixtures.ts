/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PayrollSourceRow } from './columns';

/** Test helper: spreadsheet rows (left = right = the column) addressed A1-style by row. */
export function grid(
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): PayrollSourceRow[] {
  return rows.map((row, r) => ({
    source: `A${r + 1}`,
    cells: row.flatMap((value, c) =>
      value === null || value === ''
        ? []
        : [
            {
              text: String(value),
              value: typeof value === 'number' ? value : null,
              left: c,
              right: c,
            },
          ],
    ),
  }));
}

/** Splits one CSV line (fields may be double-quoted, "" escapes a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  return [...fields, field];
}

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/payroll/', import.meta.url));

/**
 * A payroll fixture CSV as grid rows, cells as text: CP949 as Korean Excel saves it, or UTF-8
 * when it starts with a byte-order mark. Rows are addressed by their line in the file.
 */
export function readPayrollCsv(relativePath: string): PayrollSourceRow[] {
  const bytes = readFileSync(`${FIXTURES}${relativePath}`);
  const utf8 = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder(utf8 ? 'utf-8' : 'euc-kr').decode(bytes);
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line, r) => ({
    source: `A${r + 1}`,
    cells: csvFields(line).flatMap((text, c) =>
      text.trim() === '' ? [] : [{ text, value: null, left: c, right: c }],
    ),
  }));
}

/** fixtures/payroll/expected.json, as the fixture script wrote it. */
export function readPayrollExpected(): Record<string, unknown> {
  return JSON.parse(readFileSync(`${FIXTURES}expected.json`, 'utf8')) as Record<string, unknown>;
}
