import {
  type ExtractedLine,
  type ExtractedStatement,
  type ExtractionMethod,
  parseAmount,
  StatementType,
  toWon,
} from '@bus/domain';
import type { SourceRow } from './source-rows';

const COLUMNS = ['statement_type', 'account_name', 'current_value', 'previous_value'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * The long format of our sample sets and of exports from other systems: one line per row with
 * `statement_type, fiscal_year, account_name, current_value, previous_value` columns (amounts in
 * won). Returns null when the first non-empty row is not that header.
 */
export function readLongFormat(
  rows: SourceRow[],
  extractor: ExtractionMethod,
): ExtractedStatement[] | null {
  const headerIndex = rows.findIndex((row) => row.cells.some((c) => c.text.trim() !== ''));
  const header = rows[headerIndex];
  if (!header) return null;
  const at = new Map<Column, number>();
  for (const cell of header.cells) {
    const name = cell.text.trim().toLowerCase() as Column;
    if (COLUMNS.includes(name)) at.set(name, cell.left);
  }
  if (!COLUMNS.every((column) => at.has(column))) return null;
  const byType = new Map<StatementType, ExtractedLine[]>();
  for (const row of rows.slice(headerIndex + 1)) {
    const cell = (column: Column) => row.cells.find((c) => c.left === at.get(column));
    const type = StatementType.safeParse(cell('statement_type')?.text.trim());
    const label = cell('account_name');
    if (!type.success || !label || label.text.trim() === '') continue;
    const amount = (column: Column) => {
      const c = cell(column);
      const value = c ? (c.value ?? parseAmount(c.text)) : null;
      return value === null ? null : toWon(value, '원');
    };
    const lines = byType.get(type.data) ?? [];
    lines.push({
      label: label.text.trim(),
      current: amount('current_value'),
      previous: amount('previous_value'),
      provenance: { extractor, sheet: row.sheet, page: null, cell: label.cell, position: null },
    });
    byType.set(type.data, lines);
  }
  return [...byType.entries()].map(([type, lines]) => ({ type, unit: '원', title: type, lines }));
}
