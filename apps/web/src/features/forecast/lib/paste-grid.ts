/** One row of the typed or pasted grid, as the user wrote it ('2024년 1월', '1,234,000'). */
export type GridRow = { date: string; value: string };

const QUOTED = /^"(.*)"$/s;
const AMOUNT = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

function unquote(cell: string): string {
  const match = QUOTED.exec(cell.trim());
  return (match?.[1] ?? cell).replaceAll('""', '"').trim();
}

/**
 * The cells of one pasted line. Excel and Google Sheets separate cells with a tab; a line typed
 * by hand may use spaces ('2024년 1월  1,234,000': the value is the last word, the date the rest)
 * or a semicolon. A comma separates only when nothing else does and the line has exactly one, so
 * '1,234,000' stays one amount.
 */
export function splitLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map(unquote);
  if (line.includes(';')) return line.split(';').map(unquote);
  // '1,000' is one amount with a thousands separator, not two cells.
  if (AMOUNT.test(line.trim())) return [line.trim()];
  const quoted = /^\s*("[^"]*"|[^,]*),("[^"]*"|[^,]*)\s*$/.exec(line);
  if (quoted && !/\s/.test(line.trim()))
    return [unquote(quoted[1] ?? ''), unquote(quoted[2] ?? '')];
  const words = line.trim().split(/\s+/);
  if (words.length < 2) return [line.trim()];
  return [words.slice(0, -1).join(' '), words.at(-1) ?? ''];
}

/** A header line is one whose value cell holds no digit (e.g. '일자 / 운송수입'). */
function isHeader(cells: readonly string[]): boolean {
  const value = cells[1] ?? cells[0] ?? '';
  return !/\d/.test(value);
}

/**
 * Rows from text pasted out of a spreadsheet: one per non-empty line, the header line left out.
 * A single-column paste (values only, or dates only) comes back with the other cell empty; the
 * grid puts it into the column it was pasted in.
 */
export function parsePasted(text: string): { rows: string[][]; columns: 1 | 2 } {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const cells = lines.map(splitLine);
  if (cells.length > 0 && cells[0] && cells[0].length >= 2 && isHeader(cells[0])) cells.shift();
  const columns = cells.every((row) => row.length === 1) ? 1 : 2;
  return { rows: cells, columns };
}

/** Whether a paste is more than one cell (then the grid spreads it over its rows). */
export function isMultiCell(text: string): boolean {
  return /[\t\n]/.test(text.trim());
}

/**
 * The grid after pasting `text` at row `start`, column `column`: pasted rows overwrite from there
 * on and the grid grows as needed.
 */
export function pasteInto(
  grid: readonly GridRow[],
  text: string,
  start: number,
  column: keyof GridRow,
): GridRow[] {
  const { rows, columns } = parsePasted(text);
  const next = grid.map((row) => ({ ...row }));
  rows.forEach((cells, offset) => {
    const index = start + offset;
    const row = next[index] ?? { date: '', value: '' };
    if (columns === 1) row[column] = cells[0] ?? '';
    else if (column === 'value') row.value = cells[0] ?? '';
    else {
      row.date = cells[0] ?? '';
      row.value = cells[1] ?? '';
    }
    next[index] = row;
  });
  return next;
}

/** The rows worth sending: those with a date or a value. */
export function filledRows(grid: readonly GridRow[]): GridRow[] {
  return grid
    .map((row) => ({ date: row.date.trim(), value: row.value.trim() }))
    .filter((row) => row.date !== '' || row.value !== '');
}
