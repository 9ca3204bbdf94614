import { describe, expect, it } from 'vitest';
import { amountAlternatives, readAmountText } from './amount-text';

describe('readAmountText', () => {
  it.each([
    ['3,895,355,000', 3_895_355_000, true],
    ['18.500,000,000', 18_500_000_000, true],
    ['1070,000,000', 1_070_000_000, false],
    ['(1,450,000,000)', -1_450_000_000, true],
    ['(7.800,000,000', -7_800_000_000, true],
    ['△36,000,000', -36_000_000, true],
    ['_500,000,000_', 500_000_000, true],
    ['4,2O0,000,000', 4_200_000_000, true],
    ['0', 0, true],
    ['1,20,000', 120_000, false],
  ])('reads %s by its digits as %d', (text, value, wellFormed) => {
    expect(readAmountText(text)).toMatchObject({ value, wellFormed });
  });

  it('reads a printed dash as no amount', () => {
    expect(readAmountText('-')).toEqual({ value: null, text: '-', wellFormed: true });
  });

  it.each(['유동자산', 'ㅇ', '!', '，', '제10기'])('does not take %s for an amount', (text) => {
    expect(readAmountText(text)).toBeUndefined();
  });
});

describe('amountAlternatives', () => {
  it('offers each value with one digit of a four-digit group left out', () => {
    expect(amountAlternatives('180,000,7000').sort()).toEqual([180_000_000, 180_000_700].sort());
  });

  it('offers nothing for an amount read as printed', () => {
    expect(amountAlternatives('180,000,000')).toEqual([]);
  });
});
