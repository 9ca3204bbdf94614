import {
  type AmountUnit,
  detectStatementType,
  detectUnit,
  type ExtractedLine,
  type ExtractedStatement,
  type ExtractionMethod,
  isStatementTitle,
  type StatementType,
  toWon,
} from '@bus/domain';
import { densityColumns } from './density-columns';
import {
  currentYearOf,
  type PeriodColumns,
  type PrintedPeriod,
  printedPeriods,
  readPeriodHeader,
} from './period-header';
import { type RowLayout, rowText, type SourceRow } from './source-rows';
import { splitLine } from './split-line';

export type RowsOptions = {
  extractor: ExtractionMethod;
  layout: RowLayout;
  /** Heading the rows come under before any title line: the sheet name, or null. */
  title: string | null;
};

type Block = {
  title: string | null;
  titleType: StatementType | null;
  unit: AmountUnit | null;
  /** Unit printed before this statement began (a note at the top of a sheet covers all). */
  inheritedUnit: AmountUnit | null;
  periods: PeriodColumns | null;
  hadHeader: boolean;
  /** Periods named under the title, before the first line (`제10기 2024년 12월 31일 현재`). */
  printed: PrintedPeriod[];
  lines: ExtractedLine[];
};

/**
 * Turns table rows into statements: a title line (재무상태표, 손익계산서 …) starts a new statement,
 * a header row says where the current and previous amounts are, a unit note (`(단위: 천원)`)
 * scales the amounts to won, and every row with a label and amounts becomes a line.
 * A statement whose type cannot be told and that had no header row is not a statement (an
 * unrelated table), so it is left out.
 */
export function rowsToStatements(rows: SourceRow[], options: RowsOptions): ExtractedStatement[] {
  const fallback = options.layout === 'grid' ? densityColumns(rows) : null;
  const blocks: Block[] = [newBlock(options.title, null, null)];
  let lastUnit: AmountUnit | null = null;
  for (const row of rows) {
    let block = blocks[blocks.length - 1] as Block;
    const text = rowText(row);
    const header = readPeriodHeader(row, options.layout);
    if (header) {
      block.periods = header;
      block.hadHeader = true;
    } else {
      const line = splitLine(row, block.periods ?? fallback, options);
      if (line) {
        block.lines.push(line);
        continue;
      }
      const type = isStatementTitle(text);
      if (type) {
        // Periods printed above the title (a cover line) belong to the statement it starts.
        const preamble = block.lines.length === 0 ? block.printed : [];
        block = newBlock(text, type, lastUnit, block.periods, preamble);
        blocks.push(block);
        block.printed.push(...printedPeriods(text));
      } else if (block.lines.length === 0) {
        block.printed.push(...printedPeriods(text));
      }
    }
    const unit = detectUnit(text);
    if (unit) {
      block.unit = unit;
      lastUnit = unit;
    }
  }
  return mergeContinued(blocks.map(toStatement).filter((s): s is ExtractedStatement => s !== null));
}

function newBlock(
  title: string | null,
  titleType: StatementType | null,
  inheritedUnit: AmountUnit | null,
  periods: PeriodColumns | null = null,
  printed: PrintedPeriod[] = [],
): Block {
  const type = titleType ?? (title ? isStatementTitle(title) : null);
  return {
    title,
    titleType: type,
    unit: null,
    inheritedUnit,
    periods,
    hadHeader: false,
    printed: [...printed],
    lines: [],
  };
}

function toStatement(block: Block): ExtractedStatement | null {
  if (block.lines.length === 0) return null;
  const labels = block.lines.map((line) => line.label);
  const type = block.titleType ?? detectStatementType(block.title, labels);
  if (type === null && !block.hadHeader) return null;
  const unit = block.unit ?? block.inheritedUnit ?? '원';
  const scale = (value: number | null) => (value === null ? null : toWon(value, unit));
  return {
    type,
    unit,
    title: block.title,
    fiscalYear: currentYearOf(block.periods?.currentYear ?? null, block.printed),
    lines: block.lines.map((line) => ({
      ...line,
      current: scale(line.current),
      previous: scale(line.previous),
    })),
  };
}

/**
 * A statement continued under a repeated title (`재무상태표(계속)` on the next page) is one; two
 * statements printed for different years are not.
 */
function mergeContinued(statements: ExtractedStatement[]): ExtractedStatement[] {
  const merged: ExtractedStatement[] = [];
  for (const statement of statements) {
    const last = merged[merged.length - 1];
    if (
      last &&
      last.type !== null &&
      last.type === statement.type &&
      last.unit === statement.unit &&
      sameYear(last.fiscalYear, statement.fiscalYear)
    ) {
      last.lines.push(...statement.lines);
      last.fiscalYear ??= statement.fiscalYear;
    } else {
      merged.push(statement);
    }
  }
  return merged;
}

function sameYear(a: number | null | undefined, b: number | null | undefined): boolean {
  return a === null || a === undefined || b === null || b === undefined || a === b;
}
