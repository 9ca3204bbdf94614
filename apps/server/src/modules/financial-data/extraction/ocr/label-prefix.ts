import { matchAccount, normalizeLabel, type StatementType } from '@bus/domain';

export type PrefixStyle = 'roman' | 'arabic' | 'paren' | 'circled';

/** A label split into the outline marker OCR read before it (if any) and the account name. */
export type SplitLabel = { marker: string | null; name: string };

const ROMAN = ['Ⅰ', 'Ⅱ', 'Ⅲ', 'Ⅳ', 'Ⅴ', 'Ⅵ', 'Ⅶ', 'Ⅷ', 'Ⅸ', 'Ⅹ', 'Ⅺ', 'Ⅻ'];
const CIRCLED = [...'①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳'];
const CLEAR_MARKER =
  /^(?:[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ]+[.,]?|[IVXl|\\]{1,4}[.,]|[(（]?\d{1,2}[)）]|[(（]\d{1,2}|\d{1,2}[.,]?|[①-⑳])$/;
const LEADING_SPECK = /^[.,'`·ㆍ:;_]+(?=\S)/;
/** A marker misread as one or two other letters is only ever this short. */
const MAX_MISREAD_MARKER = 3;

/**
 * Splits the outline marker off a label given as its words. A first word is a marker when it
 * looks like one (`Ⅱ.`, `3.`, `(1)`, `①`, a bare `1`), or when it is a short word standing apart
 * whose removal makes the rest a better dictionary match: Roman numerals come out of OCR as
 * Hangul look-alikes (`Ⅲ` → `피`, `Ⅵ` → `빈`) that no pattern can list.
 */
export function splitMarker(
  words: string[],
  type: StatementType | null,
): SplitLabel & { size: number } {
  // Punctuation read as words of its own (`피` `.`) belongs to the marker before it.
  let size = 1;
  while (size < words.length - 1 && /^[^\p{L}\p{N}]+$/u.test(words[size] ?? '')) size += 1;
  // A speck read before the marker (`.(10)`) is no part of it.
  const first = words.slice(0, size).join('').replace(LEADING_SPECK, '');
  const rest = words.slice(size);
  if (words.length < 2 || rest.length === 0)
    return { marker: null, name: words.join(' '), size: 0 };
  const name = rest.join(' ');
  if (CLEAR_MARKER.test(first)) return { marker: first, name, size };
  const short =
    [...first].length <= MAX_MISREAD_MARKER && !/[가-힣]{2}/.test(normalizeLabel(first));
  if (short && type && betterWithout(first, name, type)) return { marker: first, name, size };
  return { marker: null, name: words.join(' '), size: 0 };
}

function betterWithout(first: string, name: string, type: StatementType): boolean {
  const whole = matchAccount(`${first}${name}`, { statementType: type });
  const without = matchAccount(name, { statementType: type });
  return without.confidence >= 0.7 && without.confidence > whole.confidence;
}

/** What style a marker as read most likely is; null when it gives no sign (a Hangul misreading). */
export function markerStyle(marker: string): PrefixStyle | null {
  if (/[①-⑳]/.test(marker)) return 'circled';
  if (/^[(（]\d{1,2}[)）]?$|^\d{1,2}[)）]$/.test(marker)) return 'paren';
  if (/^\d{1,2}[.,]?$/.test(marker)) return 'arabic';
  if (/[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ]|^[IVXl|\\]+[.,]?$/.test(marker)) return 'roman';
  return null;
}

export function printMarker(style: PrefixStyle, n: number): string {
  if (style === 'roman') return `${ROMAN[(n - 1) % ROMAN.length]}.`;
  if (style === 'circled') return CIRCLED[(n - 1) % CIRCLED.length] ?? `${n}.`;
  if (style === 'paren') return `(${n})`;
  return `${n}.`;
}

/**
 * The style of one indentation level of a statement: the most common style its markers were read
 * in. Markers that read as nothing known count for Roman numerals at the outermost level and for
 * circled numbers inside — the ones OCR garbles — and
 * a bare digit counts for arabic only when nothing else is read at that level more often
 * (`Ⅰ` and `Ⅱ` are read as `1` and `11`).
 */
export function levelStyle(markers: string[], level = 0): PrefixStyle | null {
  if (markers.length === 0) return null;
  // Statements number their outermost sections in Roman numerals and inner lines in digits or
  // circled numbers: a garbled marker is a Roman numeral outside, a circled number inside (`①`
  // comes out as `@`, `<2>`, `(D`, which no digit pattern reads).
  const garbled: PrefixStyle = level === 0 ? 'roman' : 'circled';
  const counts: Record<PrefixStyle, number> = { roman: 0, arabic: 0, paren: 0, circled: 0 };
  for (const marker of markers) counts[markerStyle(marker) ?? garbled] += 1;
  const ranked = (Object.entries(counts) as [PrefixStyle, number][]).sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top || top[1] === 0) return null;
  if (top[0] === 'arabic' && second && second[0] === 'roman' && second[1] * 2 >= top[1])
    return 'roman';
  return top[0];
}
