import { describe, expect, it } from 'vitest';
import {
  formatBusinessNumber,
  hasValidBusinessNumberChecksum,
  normalizeBusinessNumber,
} from './business-number';

describe('hasValidBusinessNumberChecksum', () => {
  it('accepts registered numbers (Samsung Electronics 124-81-00998, Naver 220-81-62517)', () => {
    expect(hasValidBusinessNumberChecksum('1248100998')).toBe(true);
    expect(hasValidBusinessNumberChecksum('2208162517')).toBe(true);
  });

  it('rejects a number whose check digit is off by one', () => {
    expect(hasValidBusinessNumberChecksum('1248100997')).toBe(false);
    expect(hasValidBusinessNumberChecksum('1234567890')).toBe(false);
  });

  it('counts the 9th digit twice (×5 and floor(×5/10)), as the NTS rule says', () => {
    // 123-45-6789?: weighted sum 1+6+21+4+15+42+7+24+45 = 165, plus floor(9×5/10) = 4 → 169,
    // so the check digit is (10 − 9) mod 10 = 1. Without the extra term it would be 5.
    expect(hasValidBusinessNumberChecksum('1234567891')).toBe(true);
    expect(hasValidBusinessNumberChecksum('1234567895')).toBe(false);
  });

  it('rejects anything but ten digits', () => {
    expect(hasValidBusinessNumberChecksum('124810099')).toBe(false);
    expect(hasValidBusinessNumberChecksum('124-81-00998')).toBe(false);
    expect(hasValidBusinessNumberChecksum('12481009981')).toBe(false);
  });
});

describe('normalizeBusinessNumber', () => {
  it('stores the dashed and the plain form as ten digits', () => {
    expect(normalizeBusinessNumber('124-81-00998')).toBe('1248100998');
    expect(normalizeBusinessNumber('1248100998')).toBe('1248100998');
    expect(normalizeBusinessNumber(' 124 - 81 - 00998 ')).toBe('1248100998');
  });

  it('refuses a wrong check digit, other groupings and letters', () => {
    expect(normalizeBusinessNumber('124-81-00997')).toBeNull();
    expect(normalizeBusinessNumber('1248-1-00998')).toBeNull();
    expect(normalizeBusinessNumber('124-81-0099O')).toBeNull();
    expect(normalizeBusinessNumber('')).toBeNull();
  });
});

describe('formatBusinessNumber', () => {
  it('shows ten stored digits as 000-00-00000', () => {
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
  });

  it('leaves a value that is not ten digits as it is', () => {
    expect(formatBusinessNumber('12-34')).toBe('12-34');
  });
});
