import type { AccountActivity, Profile, SecurityScore } from '@bus/domain';

/** A stored profile as GET /api/account/profile answers it. */
export const PROFILE: Profile = {
  id: 'u-kim',
  email: 'kim@demo.local',
  name: '김재무',
  username: null,
  role: 'user',
  emailVerified: true,
  image: null,
  phoneNumber: null,
  phoneVerified: false,
  department: '재무팀',
  bio: null,
  preferredLanguage: 'ko',
  timezone: 'Asia/Seoul',
  notifyEmail: true,
  notifyPush: true,
  notifySecurity: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

// Kept importable from here for the profile's tests; the account settings tests need it too.
export { TWO_FACTOR_OFF } from '../../../test/two-factor-fixtures';

/** 70 points: no two-factor, a fresh password, one failed sign-in, verified e-mail. */
export const SCORE_AMBER: SecurityScore = {
  score: 60,
  color: 'red',
  factors: [
    { key: 'two_factor', ok: false, points: 0, maxPoints: 30, hint: 'enable_two_factor' },
    {
      key: 'password_age',
      ok: true,
      points: 25,
      maxPoints: 25,
      hint: null,
      params: { days: 3, hasPassword: 1 },
    },
    {
      key: 'recent_failed_logins',
      ok: false,
      points: 15,
      maxPoints: 25,
      hint: 'review_sign_ins',
      params: { count: 2, days: 30 },
    },
    { key: 'email_verified', ok: false, points: 0, maxPoints: 20, hint: 'verify_email' },
  ],
};

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

export const ACTIVITY: AccountActivity = {
  signIns: [
    {
      at: '2026-03-02T01:00:00.000Z',
      outcome: 'success',
      ip: '203.0.113.7',
      userAgent: CHROME_WINDOWS,
    },
    { at: '2026-03-01T23:00:00.000Z', outcome: 'failure', ip: '198.51.100.9', userAgent: null },
  ],
  sessions: [
    {
      id: 's1',
      createdAt: '2026-03-02T01:00:00.000Z',
      lastActiveAt: '2026-03-02T02:00:00.000Z',
      expiresAt: '2026-03-09T01:00:00.000Z',
      ip: '203.0.113.7',
      userAgent: CHROME_WINDOWS,
      current: true,
    },
  ],
  pageViews: [
    {
      at: '2026-03-02T01:05:00.000Z',
      path: '/dashboard',
      title: '버스 운송원가 시스템 | 대시보드',
    },
  ],
  pageViewTotal: 1,
  page: 1,
  pageSize: 20,
};

export function problem(status: number, code: string, params?: Record<string, unknown>) {
  return { status, body: { type: `urn:bus:problem:${code}`, title: code, status, code, params } };
}
