import { describe, expect, it } from 'vitest';
import { formatKoreanPhone, isKoreanMobile, maskKoreanPhone, normalizeKoreanPhone } from './phone';

describe('normalizeKoreanPhone', () => {
  it.each([
    ['010-1234-5678', '+821012345678'],
    ['01012345678', '+821012345678'],
    ['010 1234 5678', '+821012345678'],
    ['(010) 1234-5678', '+821012345678'],
    ['+82 10-1234-5678', '+821012345678'],
    ['+82 010-1234-5678', '+821012345678'],
    ['82-10-1234-5678', '+821012345678'],
    ['8201012345678', '+821012345678'],
    ['011-123-4567', '+82111234567'],
    ['016-1234-5678', '+821612345678'],
    ['019 987 6543', '+82199876543'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalizeKoreanPhone(input)).toBe(expected);
  });

  it.each([
    ['02-123-4567', 'a Seoul landline'],
    ['031-123-4567', 'a regional landline'],
    ['010-1234-567', 'a mobile number one digit short'],
    ['010-1234-56789', 'a mobile number one digit long'],
    ['+1 650 253 0000', 'a foreign number'],
    ['1012345678', 'a number without its leading 0'],
    ['010-abcd-5678', 'letters'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeKoreanPhone(input)).toBeNull();
  });
});

describe('isKoreanMobile', () => {
  it('accepts current and legacy mobile numbers only', () => {
    expect(isKoreanMobile('+821012345678')).toBe(true);
    expect(isKoreanMobile('+8217123456')).toBe(false);
    expect(isKoreanMobile('+82171234567')).toBe(true);
    expect(isKoreanMobile('+82212345678')).toBe(false);
  });
});

describe('formatKoreanPhone and maskKoreanPhone', () => {
  it('shows the local form and hides the middle block', () => {
    expect(formatKoreanPhone('+821012345678')).toBe('010-1234-5678');
    expect(formatKoreanPhone('+82111234567')).toBe('011-123-4567');
    expect(maskKoreanPhone('+821012345678')).toBe('010-****-5678');
  });
});
