import { describe, expect, it } from 'vitest';
import { exactDecimal, largestRemainder, roundHalfAwayDiv, toCommonScale } from './exact';

describe('exactDecimal', () => {
  it('reads a number as the decimal it prints as', () => {
    expect(exactDecimal(0.1)).toEqual({ digits: 1n, scale: 1 });
    expect(exactDecimal(-4.73)).toEqual({ digits: -473n, scale: 2 });
    expect(exactDecimal(1e-7)).toEqual({ digits: 1n, scale: 7 });
    expect(exactDecimal(1.5e21)).toEqual({ digits: 1_500_000_000_000_000_000_000n, scale: 0 });
    expect(exactDecimal(24_000_000)).toEqual({ digits: 24_000_000n, scale: 0 });
  });

  it('refuses NaN and infinities', () => {
    expect(() => exactDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => exactDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toCommonScale', () => {
  it('puts decimals over one power of ten', () => {
    expect(toCommonScale([0.5, 1.25, 3])).toEqual({ integers: [50n, 125n, 300n], scale: 2 });
  });
});

describe('roundHalfAwayDiv', () => {
  it('rounds halves away from zero on both sides', () => {
    expect([5n, 15n, -5n, -15n, 14n, -14n].map((n) => roundHalfAwayDiv(n, 10n))).toEqual([
      1n,
      2n,
      -1n,
      -2n,
      1n,
      -1n,
    ]);
  });
});

describe('largestRemainder', () => {
  const shares = (numerators: bigint[], den: bigint, target: bigint) =>
    largestRemainder(numerators.length, (i) => numerators[i] ?? 0n, den, target);

  it('hands the missing units to the largest remainders, ties to the first', () => {
    expect(shares([1n, 1n, 1n], 3n, 1n)).toEqual([1, 0, 0]);
    expect(shares([5n, 7n, 8n], 10n, 2n)).toEqual([0, 1, 1]);
  });

  it('floors negative shares and still adds up', () => {
    expect(shares([-5n, -5n], 2n, -5n)).toEqual([-2, -3]);
  });

  it('ranks remainders above 2^53 exactly', () => {
    const den = 2n ** 60n;
    expect(shares([den / 2n + 1n, den / 2n - 1n], den, 1n)).toEqual([1, 0]);
    expect(shares([den / 2n - 1n, den / 2n + 1n], den, 1n)).toEqual([0, 1]);
  });

  it('refuses shares that do not add up to the target', () => {
    expect(() => shares([1n, 1n], 1n, 5n)).toThrow(RangeError);
  });
});
