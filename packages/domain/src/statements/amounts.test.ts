import { describe, expect, it } from 'vitest';
import { detectUnit, parseAmount, toWon } from './amounts';

describe('parseAmount', () => {
  it('reads thousands separators and plain integers', () => {
    expect(parseAmount('13,589,355,000')).toBe(13_589_355_000);
    expect(parseAmount('72810000000')).toBe(72_810_000_000);
    expect(parseAmount(1234)).toBe(1234);
  });

  it('reads (1,234), △1,234, ▲1,234 and -1,234 as negative', () => {
    expect(parseAmount('(1,234)')).toBe(-1234);
    expect(parseAmount('△1,234')).toBe(-1234);
    expect(parseAmount('▲ 1,234')).toBe(-1234);
    expect(parseAmount('-1,234')).toBe(-1234);
    expect(parseAmount('－1,234')).toBe(-1234);
  });

  it('treats blanks and dashes as no amount', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('-')).toBeNull();
    expect(parseAmount('—')).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it('rejects text and malformed numbers instead of guessing', () => {
    expect(parseAmount('매출액')).toBeNull();
    expect(parseAmount('1,23')).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });

  it('keeps decimals printed in thousands and ignores a trailing 원', () => {
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount('5,000원')).toBe(5000);
  });
});

describe('detectUnit', () => {
  it('finds the unit in the usual headings', () => {
    expect(detectUnit('(단위: 천원)')).toBe('천원');
    expect(detectUnit('단위 : 백만원')).toBe('백만원');
    expect(detectUnit('(원)')).toBe('원');
    expect(detectUnit('[단위:원]')).toBe('원');
    expect(detectUnit('제15기 2024.12.31 현재 (단위 : 천원)')).toBe('천원');
    expect(detectUnit('(Unit: KRW thousand)')).toBe('천원');
  });

  it('returns null when no unit is printed', () => {
    expect(detectUnit('재무상태표')).toBeNull();
    expect(detectUnit('매출액')).toBeNull();
  });
});

describe('toWon', () => {
  it('multiplies by the unit and returns integer won', () => {
    expect(toWon(1234, '천원')).toBe(1_234_000);
    expect(toWon(-55_419, '백만원')).toBe(-55_419_000_000);
    expect(toWon(1.5, '원')).toBe(2);
    expect(toWon(-1.5, '원')).toBe(-2);
    expect(toWon(0.1, '천원')).toBe(100);
  });
});
