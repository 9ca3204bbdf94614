import { matchAccount } from '../statements/match';
import { sectionsOf } from '../statements/structure';
import type { AccountValues, StatementType } from '../statements/types';

export type Period = 'current' | 'previous';

/** A statement line with its dictionary id and the section header it sits under. */
export type ResolvedLine = AccountValues & { id: string | null; section: string | null };

/**
 * The lines of one statement with their dictionary ids (matched again when a line carries none)
 * and sections, the way ratios.ts reads them.
 */
export function resolveLines(
  type: StatementType,
  accounts: readonly AccountValues[] | undefined,
): ResolvedLine[] {
  if (!accounts) return [];
  const withIds = accounts.map((a) => {
    const id = a.standardId ?? matchAccount(a.name, { statementType: type }).standardId;
    return { ...a, standardId: id, id };
  });
  const sections = sectionsOf(type, withIds);
  return withIds.map((line, i) => ({ ...line, section: sections[i] ?? null }));
}

/**
 * A total's amount (its first total line) or, for detail accounts, the sum of their lines;
 * null when no line has the id or none has a value for the period.
 */
export function amountOf(
  lines: readonly ResolvedLine[],
  id: string,
  period: Period,
): number | null {
  const matching = lines.filter((l) => l.id === id);
  if (matching.length === 0) return null;
  const total = matching.find((l) => l.isTotal);
  if (total) return total[period];
  if (matching.every((l) => l[period] === null)) return null;
  return matching.reduce((sum, l) => sum + (l[period] ?? 0), 0);
}

const GROUPED = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** Digits grouped by thousands for formula text ("22,335,000,000"). */
export function grouped(value: number): string {
  return GROUPED.format(value);
}

/** A rate as a percent with 4 decimals for formula text ("4.5211%"). */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(4)}%`;
}
