import { AMOUNT_UNIT_FACTOR, type AmountUnit } from './types';

/** Markers that make a printed amount negative (accounts.md rule 6). */
const NEGATIVE_PREFIX = /^[△▲▵∆Δ−–-]/;
/** Cells that mean "no amount": blank, dashes, 해당없음. */
const EMPTY_CELL = /^(?:[-–—−‐_=.]+|n\/?a|없음|해당없음)?$/i;

/**
 * Reads an amount as printed (accounts.md rule 6): thousands separators, `(1,234)` and leading
 * `△`/`▲`/`-` mean negative, a trailing `원` is ignored; blank cells and lone dashes are null.
 * Returns the number as printed — the statement unit is applied separately with {@link toWon}.
 * Returns null for anything that is not a number (a label, a date), never NaN.
 */
export function parseAmount(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  let s = raw.normalize('NFKC').replace(/\s+/g, '').replace(/원$/, '');
  if (EMPTY_CELL.test(s)) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (NEGATIVE_PREFIX.test(s)) {
    negative = !negative;
    s = s.slice(1);
  }
  if (/^\(.*\)$/.test(s)) {
    negative = !negative;
    s = s.slice(1, -1);
  }
  if (s.endsWith('-') && /^[\d,.]+-$/.test(s)) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(s)) return null;
  const value = Number(s.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  if (value === 0) return 0;
  return negative ? -value : value;
}

/**
 * Finds the amount unit printed on a statement: `(단위: 천원)`, `단위 : 백만원`, `(원)`,
 * `[단위:원]`, `(Unit: KRW thousand)`. Returns null when the text names no unit.
 */
export function detectUnit(text: string): AmountUnit | null {
  const s = text.normalize('NFKC').replace(/\s+/g, '');
  const labelled = /단위[:：]?[([]?(백만원|천원|원)/.exec(s);
  if (labelled?.[1]) return labelled[1] as AmountUnit;
  const bracketed = /[([](백만원|천원|원)[)\]]/.exec(s);
  if (bracketed?.[1]) return bracketed[1] as AmountUnit;
  if (/(?:^|[([])unit|inthousands|inmillions|inKRW|inwon/i.test(s)) {
    if (/million/i.test(s)) return '백만원';
    if (/thousand/i.test(s)) return '천원';
    if (/KRW|won/i.test(s)) return '원';
  }
  return null;
}

/**
 * Largest amount a statement line may hold, in won either way: 1,000조, far above any operator's
 * figures, and low enough that sums over hundreds of lines stay exact integers (below 2^53).
 */
export const MAX_AMOUNT_WON = 1_000_000_000_000_000;

/** Whether a won amount is one a statement line may hold (see MAX_AMOUNT_WON). */
export function isAmountInRange(won: number): boolean {
  return Number.isSafeInteger(won) && Math.abs(won) <= MAX_AMOUNT_WON;
}

/**
 * Converts an amount printed in `unit` to integer won (types.ts: amounts are integer won once
 * read). Decimals printed in 천원/백만원 statements are kept to the won and rounded half away
 * from zero, so `-1.5` won becomes `-2` like `1.5` becomes `2`.
 */
export function toWon(value: number, unit: AmountUnit): number {
  const won = value * AMOUNT_UNIT_FACTOR[unit];
  const rounded = Math.round(Math.abs(won));
  const result = won < 0 ? -rounded : rounded;
  return result === 0 ? 0 : result;
}
