import {
  type ExtractedStatement,
  type ExtractionMethod,
  parseAmount,
  StatementType,
  toWon,
} from '@bus/domain';
import { yearCell } from './period-header';
import type { SourceRow } from './source-rows';

const COLUMNS = ['statement_type', 'account_name', 'current_value', 'previous_value'] as const;
type Column = (typeof COLUMNS)[number];
const YEAR_COLUMN = 'fiscal_year';

/**
 * The long format of our sample sets and of exports from other systems: one line per row with
 * `statement_type, fiscal_year, account_name, current_value, previous_value` columns (amounts in
 * won). Returns null when the first non-empty row is not that header. `fiscal_year` is optional;
 * rows of one type but different years are separate statements, each with its year.
 */
export function readLongFormat(
  rows: SourceRow[],
  extractor: ExtractionMethod,
): ExtractedStatement[] | null {
  const headerIndex = rows.findIndex((row) => row.cells.some((c) => c.text.trim() !== ''));
  const header = rows[headerIndex];
  if (!header) return null;
  const at = new Map<Column | typeof YEAR_COLUMN, number>();
  for (const cell of header.cells) {
    const name = cell.text.trim().toLowerCase();
    if (name === YEAR_COLUMN || COLUMNS.includes(name as Column)) {
      at.set(name as Column | typeof YEAR_COLUMN, cell.left);
    }
  }
  if (!COLUMNS.every((column) => at.has(column))) return null;
  const statements = new Map<string, ExtractedStatement>();
  for (const row of rows.slice(headerIndex + 1)) {
    const cell = (column: Column | typeof YEAR_COLUMN) =>
      row.cells.find((c) => c.left === at.get(column));
    const type = StatementType.safeParse(cell('statement_type')?.text.trim());
    const label = cell('account_name');
    if (!type.success || !label || label.text.trim() === '') continue;
    const amount = (column: Column) => {
      const c = cell(column);
      const value = c ? (c.value ?? parseAmount(c.text)) : null;
      return value === null ? null : toWon(value, '원');
    };
    const year = cell(YEAR_COLUMN);
    const fiscalYear = year ? yearCell(year.text) : null;
    const key = `${type.data}|${fiscalYear ?? ''}`;
    const statement = statements.get(key) ?? {
      type: type.data,
      unit: '원',
      title: type.data,
      fiscalYear,
      lines: [],
    };
    statement.lines.push({
      label: label.text.trim(),
      current: amount('current_value'),
      previous: amount('previous_value'),
      provenance: { extractor, sheet: row.sheet, page: null, cell: label.cell, position: null },
    });
    statements.set(key, statement);
  }
  return [...statements.values()];
}
