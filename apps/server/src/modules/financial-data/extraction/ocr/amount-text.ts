/**
 * An amount as OCR read it: `value` in printed units (null for a printed dash, "no amount"),
 * `text` the canonical printing of it (`(1,450,000,000)`), and whether its digit groups were read
 * as printed — 1 to 3 digits, then groups of 3 — which a dropped or doubled digit breaks.
 */
export type AmountReading = { value: number | null; text: string; wellFormed: boolean };

/** Look-alikes OCR gives for digits inside a number (`O` for 0, `l` or `I` for 1). */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  '|': '1',
};
/** Separators as printed or as OCR reads them: a comma read as `.`, `;`, `'`, `‘`, `，` or `、`. */
const SEPARATOR = /[,.;:'‘’，、·]/;
const OPEN = /^[([{（［]/;
const CLOSE = /[)\]}）］]$/;
const NEGATIVE_MARK = /^[△▲−–-]/;
const DASH = /^[-–—−_=]+$/;
/** Marks noise and underline remnants leave at either end of a number (`_500,000,000_`, `.3`). */
const EDGE_NOISE = /^[_.,'‘’:;`~^"*。、，・]+|[_.,'‘’:;`~^"*。、，・]+$/g;

/**
 * Reads an amount from OCR text. Separators are taken by position, not by character: whatever
 * OCR made of a comma (`.`, `'`, nothing at all), the value is the digits in order, so
 * `18.500,000,000` and `1070,000,000` read as printed. Returns undefined when the text is not an
 * amount (a label, a stray mark).
 */
export function readAmountText(raw: string): AmountReading | undefined {
  let s = raw.normalize('NFKC').replace(/\s+/g, '');
  if (s === '') return undefined;
  if (DASH.test(s)) return { value: null, text: '-', wellFormed: true };
  let negative = false;
  if (OPEN.test(s) || CLOSE.test(s)) {
    // One parenthesis is enough: the other is often lost to a rule or read as 1 or l.
    negative = OPEN.test(s) || (CLOSE.test(s) && s.length > 4);
    s = s.replace(OPEN, '').replace(CLOSE, '');
  }
  if (NEGATIVE_MARK.test(s)) {
    negative = true;
    s = s.slice(1);
  }
  s = [...s].map((ch) => DIGIT_LOOKALIKES[ch] ?? ch).join('');
  s = s.replace(EDGE_NOISE, '');
  if (!/^\d(?:[\d,.;:'‘’，、·]*\d)?$/.test(s)) return undefined;
  const groups = s.split(SEPARATOR);
  const digits = groups.join('');
  const wellFormed =
    groups.length === 1
      ? digits.length <= 3 || digits === '0'
      : /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => g.length === 3);
  const magnitude = Number(digits);
  const value = magnitude === 0 ? 0 : negative ? -magnitude : magnitude;
  return { value, text: printAmount(value), wellFormed };
}

/** How a statement prints an amount: thousands separated, negatives in parentheses. */
export function printAmount(value: number | null): string {
  if (value === null) return '-';
  const digits = Math.abs(value).toLocaleString('en-US');
  return value < 0 ? `(${digits})` : digits;
}

/**
 * Other values an ill-formed reading may stand for: where exactly one digit group after the first
 * has four digits, a speck or a doubled stroke was read as a digit, so each value with one of its
 * four digits left out is a candidate. The statement's arithmetic chooses among them, or none.
 */
export function amountAlternatives(raw: string): number[] {
  const reading = readAmountText(raw);
  if (!reading || reading.wellFormed || reading.value === null) return [];
  const groups = raw
    .replace(/[^\d,.;:'‘’，、·]/g, '')
    .split(SEPARATOR)
    .filter((g) => g !== '');
  const long = groups.map((g, i) => (i > 0 && g.length === 4 ? i : -1)).filter((i) => i >= 0);
  if (long.length !== 1) return [];
  const at = long[0] as number;
  const sign = reading.value < 0 ? -1 : 1;
  const out = new Set<number>();
  const group = groups[at] as string;
  for (let d = 0; d < group.length; d++) {
    const fixed = [
      ...groups.slice(0, at),
      group.slice(0, d) + group.slice(d + 1),
      ...groups.slice(at + 1),
    ];
    out.add(sign * Number(fixed.join('')));
  }
  out.delete(reading.value);
  return [...out];
}
