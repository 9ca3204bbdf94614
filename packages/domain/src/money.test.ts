import { describe, expect, it } from 'vitest';
import { roundWon } from './money';

describe('roundWon', () => {
  it('rounds half away from zero', () => {
    expect(roundWon(977_608_134.52)).toBe(977_608_135);
    expect(roundWon(2.5)).toBe(3);
    expect(roundWon(-2.5)).toBe(-3);
    expect(roundWon(-0.4)).toBe(0);
    expect(Object.is(roundWon(-0.4), 0)).toBe(true);
  });
});
