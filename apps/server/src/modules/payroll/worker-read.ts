import {
  type PayrollEntry,
  type PayrollReadOptions,
  type PayrollReadResult,
  type PayrollSourceRow,
  readPayrollRegister,
} from '@bus/domain';
import type { SourceRow } from '../financial-data/extraction/source-rows';

/**
 * The shape of a resident or alien registration number (주민등록번호, 외국인등록번호): six digits
 * of birth date, a hyphen or not, a sex digit 1–8 and six more (docs/adr/0013).
 */
const RESIDENT_NUMBER = /\d{6}-?[1-8]\d{6}/g;

/** Refusals that say less about a file than any other, least telling first. */
const WEAK_REFUSALS: readonly string[] = ['payroll/no-header', 'payroll/looks-like-statement'];

type Refusal = Extract<PayrollReadResult, { ok: false }>;

/** How much a refusal says: a reader that found a header says most, an unknown sheet least. */
const telling = (refusal: Refusal) => WEAK_REFUSALS.indexOf(refusal.code) + 1 || 3;

/** Where a row was read: its first cell's address, or its page and height on the page. */
function sourceOf(row: SourceRow): string {
  const first = row.cells[0];
  if (first?.cell) return first.cell;
  const y = first?.position?.match(/y=(-?\d+)/)?.[1] ?? '0';
  return `p${row.page ?? 1} y=${y}`;
}

/** Rows of any local reader as the payroll reader takes them (cells sorted by left already). */
export function toPayrollRows(rows: readonly SourceRow[]): PayrollSourceRow[] {
  return rows.map((row) => ({
    cells: row.cells.map(({ text, value, left, right }) => ({ text, value, left, right })),
    source: sourceOf(row),
  }));
}

function scrub(text: string): string {
  return text.replace(RESIDENT_NUMBER, '').trim();
}

function scrubEntry(entry: PayrollEntry, keepNames: boolean): PayrollEntry {
  const employeeNo = entry.employeeNo === null ? null : scrub(entry.employeeNo) || null;
  const name = keepNames && entry.name !== null ? scrub(entry.name) || null : null;
  return {
    ...entry,
    employeeNo,
    name,
    jobLabel: scrub(entry.jobLabel),
    source: scrub(entry.source),
  };
}

function scrubParams(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? scrub(value) : value,
    ]),
  );
}

/**
 * A last guard before anything leaves the worker: whatever the reader kept, no text shaped like a
 * registration number and no name (unless kept) crosses to the main thread (docs/adr/0013).
 */
export function scrubResult(result: PayrollReadResult, keepNames: boolean): PayrollReadResult {
  if (!result.ok) return { ...result, params: scrubParams(result.params) };
  return {
    ...result,
    entries: result.entries.map((entry) => scrubEntry(entry, keepNames)),
    droppedColumns: result.droppedColumns.map(scrub),
    ignoredColumns: result.ignoredColumns.map(scrub),
    unknownJobLabels: result.unknownJobLabels.map(scrub).filter((label) => label !== ''),
    warnings: result.warnings.map((w) => ({ code: w.code, params: scrubParams(w.params) })),
  };
}

/**
 * Reads a register from the tables of a file (a workbook's sheets): the first table read as a
 * register wins (a summary or notes sheet beside it is left alone); when none is, the refusal
 * that says most about the file. Runs in the parse worker, so resident numbers stay there.
 */
export function readPayrollTables(
  tables: readonly SourceRow[][],
  options: PayrollReadOptions,
): PayrollReadResult {
  let refusal: Refusal = { ok: false, code: 'payroll/no-header', params: {} };
  for (const table of tables) {
    const result = readPayrollRegister(toPayrollRows(table), options);
    if (result.ok) return scrubResult(result, options.keepNames);
    if (telling(result) > telling(refusal)) refusal = result;
  }
  return scrubResult(refusal, options.keepNames);
}
