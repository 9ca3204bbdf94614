import { describe, expect, it } from 'vitest';
import { amountInputText, parseAmountInput } from './amount-input';

describe('parseAmountInput', () => {
  it('strips commas and spaces and keeps the sign', () => {
    expect(parseAmountInput('55,419,355,000')).toBe(55_419_355_000);
    expect(parseAmountInput(' -36,000,000 ')).toBe(-36_000_000);
    expect(parseAmountInput('0')).toBe(0);
  });

  it('reads empty input as no value, not as zero', () => {
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('  ')).toBeNull();
    expect(parseAmountInput(undefined)).toBeNull();
  });

  it('refuses decimals, words and amounts beyond safe integers', () => {
    expect(parseAmountInput('12.5')).toBe('invalid');
    expect(parseAmountInput('1억')).toBe('invalid');
    expect(parseAmountInput('(1,000)')).toBe('invalid');
    expect(parseAmountInput('99999999999999999')).toBe('invalid');
  });

  it('writes amounts back with separators', () => {
    expect(amountInputText(1_234_567)).toBe('1,234,567');
    expect(amountInputText(null)).toBe('');
  });
});
