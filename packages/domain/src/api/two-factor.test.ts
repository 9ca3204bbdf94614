import { describe, expect, it } from 'vitest';
import {
  loginPageLocation,
  SECOND_STEP_PARAM,
  secondStepMethods,
  TwoFactorCode,
} from './two-factor';

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

describe('second step after a Google sign-in (platform.md §8.3)', () => {
  it('names the methods and keeps where the sign-in was going', () => {
    const location = loginPageLocation({ [SECOND_STEP_PARAM]: 'totp,otp' }, '/admin?tab=users');
    expect(location).toBe('/login?twoFactor=totp%2Cotp&next=%2Fadmin%3Ftab%3Dusers');
    const query = new URL(location, 'http://app.local').searchParams;
    expect(secondStepMethods(query.get(SECOND_STEP_PARAM))).toEqual(['totp', 'otp']);
  });

  it.each([null, '', 'sms', 'totp,', 'totp,push'])('reads %j as no second step', (value) => {
    expect(secondStepMethods(value)).toBeNull();
  });
});
