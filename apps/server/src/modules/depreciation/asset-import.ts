import {
  type AssetColumn,
  type AssetImportProblem,
  type AssetProblem,
  REQUIRED_ASSET_COLUMNS,
  validateAsset,
} from '@bus/domain';
import { classOf, columnOf, methodOf } from './asset-columns';
import type { AssetFields } from './repo';
import type { Cell, SheetRow } from './sheet-cells';

/** An asset read from the file with its spreadsheet row. */
export type ImportedAsset = { row: number; fields: AssetFields };
export type ImportRead = { assets: ImportedAsset[]; problems: AssetImportProblem[] };

/** Longest text per column (as the form allows: AssetBody). */
const MAX_LENGTH: Partial<Record<AssetColumn, number>> = { code: 50, name: 200, entity_id: 100 };

const FIELD_COLUMN: Partial<Record<AssetProblem['field'], AssetColumn>> = {
  code: 'code',
  name: 'name',
  cost: 'cost',
  residualValue: 'residual_value',
  usefulLifeYears: 'useful_life_years',
  acquisitionDate: 'acquisition_date',
  disposalDate: 'disposal_date',
};

type Header = { columns: Map<number, AssetColumn>; problems: AssetImportProblem[] };

/** The header row's columns; unknown, repeated and missing columns are problems. */
function readHeader({ row, cells }: SheetRow): Header {
  const columns = new Map<number, AssetColumn>();
  const problems: AssetImportProblem[] = [];
  const seen = new Set<AssetColumn>();
  cells.forEach((cell, index) => {
    if (!cell) return;
    const column = columnOf(cell.text);
    if (!column) {
      problems.push({ row, column: cell.text, code: 'asset/unknown-column', value: cell.text });
    } else if (seen.has(column)) {
      problems.push({ row, column, code: 'asset/duplicate-column', value: cell.text });
    } else {
      seen.add(column);
      columns.set(index, column);
    }
  });
  for (const column of REQUIRED_ASSET_COLUMNS) {
    if (!seen.has(column))
      problems.push({ row, column, code: 'asset/missing-column', value: null });
  }
  return { columns, problems };
}

/** A CSV export writes `'` before text Excel would run as a formula; read it back without it. */
function textOf(cell: Cell | null): string {
  const text = cell?.text.trim() ?? '';
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** An amount or a count: thousands separators, 원/년, `(1,234)` and △ as negatives are read. */
export function numberOf(cell: Cell | null): number | null {
  if (cell?.number !== null && cell?.number !== undefined) return cell.number;
  const text = textOf(cell).replace(/[,\s원년]/g, '');
  const negative = /^\(.*\)$/.test(text) || /^[△▲]/.test(text);
  const digits = text.replace(/^\((.*)\)$/, '$1').replace(/^[△▲]/, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(digits)) return null;
  const value = Number(digits);
  return negative ? -value : value;
}

/** Day 0 of Excel's 1900 date system (1899-12-30, past its 1900 leap-year bug). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const DAYS_1904 = 1462;

/**
 * A date cell as 'YYYY-MM-DD': an Excel serial, or text as YYYY-MM-DD, YYYY.MM.DD(.), YYYY/MM/DD,
 * YYYYMMDD or 2024년 3월 5일. Anything else is returned as written, for validateAsset to refuse.
 */
export function dateOf(cell: Cell | null, date1904: boolean): string {
  if (cell?.number !== null && cell?.number !== undefined) {
    const days = Math.floor(cell.number) + (date1904 ? DAYS_1904 : 0);
    return new Date(EXCEL_EPOCH_MS + days * DAY_MS).toISOString().slice(0, 10);
  }
  const text = textOf(cell);
  const match =
    /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text) ??
    /^(\d{4})년\s*(\d{1,2})월\s*(\d{1,2})일$/.exec(text);
  if (!match) return text;
  return `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
}

type RowRead = { fields: AssetFields; problems: AssetImportProblem[] };

/** One data row: the cells parsed, then the asset checked as the form checks it. */
function readRow({ row, cells }: SheetRow, columns: Map<number, AssetColumn>, date1904: boolean) {
  const cellAt = new Map<AssetColumn, Cell | null>();
  for (const [index, column] of columns) cellAt.set(column, cells[index] ?? null);
  const raw = (column: AssetColumn) => cellAt.get(column)?.text ?? null;
  const problems: AssetImportProblem[] = [];
  const problem = (column: AssetColumn, code: AssetImportProblem['code']) =>
    problems.push({ row, column, code, value: raw(column) });

  const text = (column: AssetColumn) => {
    const value = textOf(cellAt.get(column) ?? null);
    if (value.length > (MAX_LENGTH[column] ?? Number.POSITIVE_INFINITY)) {
      problem(column, 'asset/value-too-long');
    }
    return value;
  };
  const number = (column: AssetColumn, blank: number | null) => {
    const cell = cellAt.get(column) ?? null;
    if (!cell && blank !== null) return blank;
    const value = numberOf(cell);
    if (value === null) problem(column, 'asset/invalid-number');
    return value ?? Number.NaN;
  };
  const classText = text('class');
  const assetClass = classOf(classText);
  if (!assetClass) problem('class', 'asset/invalid-class');
  const methodText = text('method');
  const method = methodText === '' ? 'straight_line' : methodOf(methodText);
  if (!method) problem('method', 'asset/invalid-method');
  const disposal = cellAt.get('disposal_date') ?? null;
  const fields: AssetFields = {
    code: text('code') || null,
    name: text('name'),
    assetClass: assetClass ?? 'other',
    entityId: text('entity_id') || null,
    acquisitionDate: dateOf(cellAt.get('acquisition_date') ?? null, date1904),
    cost: number('cost', null),
    residualValue: number('residual_value', 0),
    usefulLifeYears: number('useful_life_years', null),
    method: method ?? 'straight_line',
    disposalDate: disposal ? dateOf(disposal, date1904) : null,
  };
  // A column already refused (not a number, too long) is not refused twice.
  const refused = new Set(problems.map((p) => p.column));
  for (const { code, field } of validateAsset(fields) as AssetProblem[]) {
    const column = FIELD_COLUMN[field];
    if (column && !refused.has(column)) problem(column, code);
  }
  return { fields, problems } satisfies RowRead;
}

/**
 * Reads an uploaded register (issue 15 §4): the first non-empty row is the header (template keys
 * or Korean headers, any order; REQUIRED_ASSET_COLUMNS must be there), each further non-empty row
 * an asset. Every problem is listed with its row and column; a code repeated in the file is a
 * problem from its second row on.
 */
export function readImport(rows: readonly SheetRow[], date1904: boolean): ImportRead {
  const [headerRow, ...dataRows] = rows;
  if (!headerRow) {
    return { assets: [], problems: [{ row: 0, column: null, code: 'asset/no-rows', value: null }] };
  }
  const header = readHeader(headerRow);
  if (header.problems.length > 0) return { assets: [], problems: header.problems };
  if (dataRows.length === 0) {
    return { assets: [], problems: [{ row: 0, column: null, code: 'asset/no-rows', value: null }] };
  }
  const assets: ImportedAsset[] = [];
  const problems: AssetImportProblem[] = [];
  const codes = new Set<string>();
  for (const sheetRow of dataRows) {
    const read = readRow(sheetRow, header.columns, date1904);
    problems.push(...read.problems);
    const code = read.fields.code?.toLowerCase();
    if (code && codes.has(code)) {
      problems.push({
        row: sheetRow.row,
        column: 'code',
        code: 'asset/duplicate-code',
        value: read.fields.code,
      });
    }
    if (code) codes.add(code);
    assets.push({ row: sheetRow.row, fields: read.fields });
  }
  return { assets, problems };
}
