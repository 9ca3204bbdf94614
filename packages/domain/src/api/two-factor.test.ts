import { describe, expect, it } from 'vitest';
import { TwoFactorCode } from './two-factor';

describe('TwoFactorCode (platform.md §5: six digits)', () => {
  it.each(['123456', '000000', ' 654321 '])('accepts %j', (code) => {
    expect(TwoFactorCode.safeParse(code).success).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', '１２３４５６', ''])(
    'refuses %j with invalid-code-format',
    (code) => {
      const result = TwoFactorCode.safeParse(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('auth/invalid-code-format');
    },
  );
});
