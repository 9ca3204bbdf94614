import { describe, expect, it } from 'vitest';
import { securityColor, securityScore } from './security-score';

const now = new Date('2026-06-01T00:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const best = {
  twoFactorEnabled: true,
  emailVerified: true,
  hasPassword: true,
  passwordSetAt: daysAgo(10),
  failedSignIns: 0,
  now,
};

describe('security score', () => {
  it('gives 100 and green to an account with every factor in order', () => {
    expect(securityScore(best)).toMatchObject({ score: 100, color: 'green' });
  });

  it('cannot be green without two-factor', () => {
    const result = securityScore({ ...best, twoFactorEnabled: false });
    expect(result).toMatchObject({ score: 70, color: 'amber' });
    expect(result.factors.find((f) => f.key === 'two_factor')).toMatchObject({
      ok: false,
      points: 0,
      maxPoints: 30,
      hint: 'enable_two_factor',
    });
  });

  it('halves the password points after 90 days and drops them after 180', () => {
    const points = (days: number) =>
      securityScore({ ...best, passwordSetAt: daysAgo(days) }).factors.find(
        (f) => f.key === 'password_age',
      )?.points;
    expect(points(90)).toBe(25);
    expect(points(91)).toBe(13);
    expect(points(181)).toBe(0);
  });

  it('takes points away for recent failed sign-ins', () => {
    const score = (failedSignIns: number) => securityScore({ ...best, failedSignIns }).score;
    expect([score(0), score(2), score(5), score(6)]).toEqual([100, 90, 80, 75]);
  });

  it('scores a new unverified account without two-factor red', () => {
    const result = securityScore({
      ...best,
      twoFactorEnabled: false,
      emailVerified: false,
      failedSignIns: 3,
    });
    expect(result).toMatchObject({ score: 30, color: 'red' });
  });

  it('does not age a password the account does not have', () => {
    const result = securityScore({ ...best, hasPassword: false, passwordSetAt: null });
    expect(result.score).toBe(100);
  });

  it('colours at the spec thresholds 90 and 70', () => {
    expect([securityColor(90), securityColor(89), securityColor(70), securityColor(69)]).toEqual([
      'green',
      'amber',
      'amber',
      'red',
    ]);
  });
});
