import {
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  SESSION_TIMEOUT_CHOICES,
  type SessionTimeoutMinutes,
} from './api/account';

/**
 * data-center-board-admin.md §9 "auto logout 480 min": a session ends 480 minutes after it was
 * created however active it is (ADR 0007 replaces ADR 0002's sliding reading).
 */
export const ABSOLUTE_SESSION_MINUTES = 480;

/** A session's last activity is written at most this often (one UPDATE a minute, not per request). */
export const ACTIVITY_STAMP_INTERVAL_MS = 60_000;

const MINUTE_MS = 60_000;

/** Why a session has ended: idle longer than the user's timeout, or past the absolute cap. */
export type SessionEnd = 'idle' | 'absolute';

/** The user's timeout (data-center-board-admin.md §9: 15/30/60/240, default 60); anything else → 60. */
export function sessionTimeoutOf(value: unknown): SessionTimeoutMinutes {
  return (SESSION_TIMEOUT_CHOICES as readonly unknown[]).includes(value)
    ? (value as SessionTimeoutMinutes)
    : DEFAULT_SESSION_TIMEOUT_MINUTES;
}

/**
 * Whether a session has ended at `now`: more than the absolute cap since it was created, or more
 * than the user's idle timeout since its last activity (its creation when none was stamped yet).
 */
export function sessionEnd(input: {
  createdAt: Date;
  lastActiveAt: Date | null;
  timeoutMinutes: unknown;
  now: Date;
}): SessionEnd | null {
  const now = input.now.getTime();
  if (now - input.createdAt.getTime() > ABSOLUTE_SESSION_MINUTES * MINUTE_MS) return 'absolute';
  const lastActive = (input.lastActiveAt ?? input.createdAt).getTime();
  if (now - lastActive > sessionTimeoutOf(input.timeoutMinutes) * MINUTE_MS) return 'idle';
  return null;
}

/** True when the last stamp is missing or at least a minute old. */
export function shouldStampActivity(lastActiveAt: Date | null, now: Date): boolean {
  return !lastActiveAt || now.getTime() - lastActiveAt.getTime() >= ACTIVITY_STAMP_INTERVAL_MS;
}
