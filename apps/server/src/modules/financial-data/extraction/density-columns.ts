import type { PeriodColumns } from './period-header';
import { cellAmount, type SourceRow } from './source-rows';

/** A column holds amounts when it has at least this share of the busiest amount column's numbers. */
const MIN_SHARE = 0.3;

/**
 * For a sheet without a recognisable header: the amount columns are those with many numbers to
 * the right of some text; the first half of them is the current period, the rest the previous.
 */
export function densityColumns(rows: SourceRow[]): PeriodColumns | null {
  const counts = new Map<number, number>();
  for (const row of rows) {
    let seenText = false;
    for (const cell of row.cells) {
      const amount = cellAmount(cell);
      if (amount === undefined) {
        if (cell.text.trim() !== '') seenText = true;
      } else if (amount !== null && seenText) {
        counts.set(cell.left, (counts.get(cell.left) ?? 0) + 1);
      }
    }
  }
  const most = Math.max(0, ...counts.values());
  const columns = [...counts.entries()]
    .filter(([, count]) => count >= 2 && count >= most * MIN_SHARE)
    .map(([column]) => column)
    .sort((a, b) => a - b);
  const first = columns[0];
  if (first === undefined) return null;
  const previous = columns.length >= 2 ? columns[Math.ceil(columns.length / 2)] : undefined;
  return { amountsFrom: first, previousFrom: previous ?? null, currentYear: null };
}
