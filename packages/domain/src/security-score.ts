import type { SecurityFactorKey, SecurityScore } from './api/account';

/**
 * The security score of the profile's security tab (issue 6 item 2; rule written out in
 * docs/user-guide/security-score.md). Four factors add up to 100; two-factor carries the most,
 * so a score of 90 or more (green, data-center-board-admin.md §2/§9) needs it.
 */
export const SECURITY_FACTOR_POINTS = {
  two_factor: 30,
  password_age: 25,
  recent_failed_logins: 25,
  email_verified: 20,
} as const satisfies Record<SecurityFactorKey, number>;

/** A password changed within this many days earns full points; within the second, half. */
export const PASSWORD_FRESH_DAYS = 90;
export const PASSWORD_STALE_DAYS = 180;
/** Failed sign-ins are counted over this many days. */
export const FAILED_LOGIN_WINDOW_DAYS = 30;

/** data-center-board-admin.md §2, §9: green at 90 or above, amber at 70 or above, else red. */
export const SECURITY_GREEN_MIN = 90;
export const SECURITY_AMBER_MIN = 70;
export type SecurityColor = 'green' | 'amber' | 'red';

export type SecurityFacts = {
  twoFactorEnabled: boolean;
  emailVerified: boolean;
  /** When the password was last set; null when the account has no password (Google only). */
  passwordSetAt: Date | null;
  hasPassword: boolean;
  /** Failed sign-ins for this account in the last FAILED_LOGIN_WINDOW_DAYS days. */
  failedSignIns: number;
  now: Date;
};

const DAY_MS = 86_400_000;

/** The colour of a score (§9 thresholds). */
export function securityColor(score: number): SecurityColor {
  if (score >= SECURITY_GREEN_MIN) return 'green';
  if (score >= SECURITY_AMBER_MIN) return 'amber';
  return 'red';
}

function passwordPoints(days: number): number {
  const max = SECURITY_FACTOR_POINTS.password_age;
  if (days <= PASSWORD_FRESH_DAYS) return max;
  if (days <= PASSWORD_STALE_DAYS) return Math.round(max / 2);
  return 0;
}

/** 0 failures: full points; 1–2: 15; 3–5: 5; more: none. */
function failedLoginPoints(count: number): number {
  if (count === 0) return SECURITY_FACTOR_POINTS.recent_failed_logins;
  if (count <= 2) return 15;
  if (count <= 5) return 5;
  return 0;
}

type Factor = SecurityScore['factors'][number];

function factor(key: SecurityFactorKey, points: number, hint: string, params?: Factor['params']) {
  const maxPoints = SECURITY_FACTOR_POINTS[key];
  const ok = points === maxPoints;
  return { key, ok, points, maxPoints, hint: ok ? null : hint, ...(params ? { params } : {}) };
}

/** The score with each factor's points and, for a factor short of its maximum, a hint code. */
export function securityScore(facts: SecurityFacts): SecurityScore {
  const days =
    facts.hasPassword && facts.passwordSetAt
      ? Math.max(0, Math.floor((facts.now.getTime() - facts.passwordSetAt.getTime()) / DAY_MS))
      : 0;
  const factors: Factor[] = [
    factor(
      'two_factor',
      facts.twoFactorEnabled ? SECURITY_FACTOR_POINTS.two_factor : 0,
      'enable_two_factor',
    ),
    factor(
      'password_age',
      facts.hasPassword ? passwordPoints(days) : SECURITY_FACTOR_POINTS.password_age,
      'change_password',
      {
        days,
        hasPassword: facts.hasPassword ? 1 : 0,
      },
    ),
    factor('recent_failed_logins', failedLoginPoints(facts.failedSignIns), 'review_sign_ins', {
      count: facts.failedSignIns,
      days: FAILED_LOGIN_WINDOW_DAYS,
    }),
    factor(
      'email_verified',
      facts.emailVerified ? SECURITY_FACTOR_POINTS.email_verified : 0,
      'verify_email',
    ),
  ];
  const score = factors.reduce((sum, f) => sum + f.points, 0);
  return { score, color: securityColor(score), factors };
}
