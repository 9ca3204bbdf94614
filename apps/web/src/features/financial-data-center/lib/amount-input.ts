/**
 * Reads an amount typed in a form (§5 "values have commas stripped and must be numeric"): commas
 * and spaces are dropped, a leading minus is kept. Amounts are integer won, so a decimal is
 * refused rather than rounded. Empty input is `null` ("no value"), not 0.
 */
export function parseAmountInput(raw: string | null | undefined): number | null | 'invalid' {
  const text = (raw ?? '').replace(/[,\s]/g, '');
  if (text === '') return null;
  if (!/^-?\d+$/.test(text)) return 'invalid';
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : 'invalid';
}

/** Text for an amount input: thousands separators, empty for no value. */
export function amountInputText(value: number | null): string {
  return value === null ? '' : value.toLocaleString('en-US');
}
