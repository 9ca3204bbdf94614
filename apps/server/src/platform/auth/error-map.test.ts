import { describe, expect, it } from 'vitest';
import { authProblem } from './error-map';

describe('authProblem', () => {
  it.each([
    ['INVALID_CODE', 'auth/invalid-verification-code'],
    ['INVALID_BACKUP_CODE', 'auth/invalid-verification-code'],
    ['OTP_HAS_EXPIRED', 'auth/code-expired'],
    ['INVALID_TWO_FACTOR_COOKIE', 'auth/invalid-verification-id'],
    ['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'auth/too-many-requests'],
    ['OTP_NOT_ENABLED', 'auth/sms-factor-not-enabled'],
    ['TWO_FACTOR_NOT_ENABLED', 'auth/sms-factor-not-enabled'],
  ])('maps the second step code %s to %s', (raw, code) => {
    expect(authProblem(401, { code: raw }, '/two-factor/verify-otp')).toMatchObject({
      code,
      status: 401,
    });
  });

  it('says wrong-password when a signed-in user re-enters a wrong password', () => {
    for (const path of ['/two-factor/enable', '/two-factor/disable', '/change-password']) {
      expect(authProblem(400, { code: 'INVALID_PASSWORD' }, path).code).toBe('auth/wrong-password');
    }
    expect(authProblem(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }, '/sign-in/email').code).toBe(
      'auth/invalid-credential',
    );
  });

  it('keeps our own codes and turns unknown ones into auth/unknown', () => {
    expect(authProblem(400, { code: 'auth/sms-send-failed' }).code).toBe('auth/sms-send-failed');
    expect(authProblem(400, { code: 'SOMETHING_NEW' }).code).toBe('auth/unknown');
    expect(authProblem(500, null).code).toBe('auth/unknown');
  });
});
