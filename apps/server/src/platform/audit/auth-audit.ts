import type { AuditAction } from '@bus/domain';
import type { AuthAuditEvent, AuthAuditSink } from '../auth/auth-events-plugin';
import type { LoginThrottle, ThrottleScope } from '../auth/throttle';
import type { AuditLog } from './audit-log';

/** better-auth paths (other than sign-in ones) → audit actions. */
const ACCOUNT_ACTIONS: Record<string, AuditAction> = {
  '/two-factor/enable': 'two_factor.enabled',
  '/two-factor/disable': 'two_factor.disabled',
  '/change-password': 'password.changed',
  '/reset-password': 'password.reset',
  '/sign-out': 'sign_out',
};

/** Sign-in paths of the second step: a failure there is a failed challenge. */
const SECOND_STEP_PATHS = new Set([
  '/two-factor/verify-otp',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

function actionOf(event: AuthAuditEvent): AuditAction | null {
  if (event.path === '/two-factor/send-otp') return null;
  if (SECOND_STEP_PATHS.has(event.path) && event.outcome === 'failure') {
    return 'two_factor.challenge_failed';
  }
  return (
    ACCOUNT_ACTIONS[event.path] ??
    (event.outcome === 'success' ? 'sign_in.success' : 'sign_in.failure')
  );
}

/** better-auth codes of a wrong credential: these count towards the failed-login throttle. */
const CREDENTIAL_FAILURES = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
]);

/** Sign-in paths whose outcome feeds the failed-login throttle. */
const THROTTLED_SIGN_INS = new Set(['/sign-in/email', ...SECOND_STEP_PATHS]);

/**
 * One audit row per sign-in, second step and account change, with the client's IP and user
 * agent; with a throttle, wrong credentials are counted per account and per IP and a successful
 * sign-in clears the account's count (platform/auth/throttle.ts).
 */
export function authAuditSink(audit: AuditLog, throttle?: LoginThrottle): AuthAuditSink {
  const throttled = async (event: AuthAuditEvent): Promise<ThrottleScope[]> => {
    if (!throttle || !THROTTLED_SIGN_INS.has(event.path)) return [];
    if (event.outcome === 'success') {
      if (event.email) await throttle.succeeded(event.email);
      return [];
    }
    if (!event.code || !CREDENTIAL_FAILURES.has(event.code)) return [];
    return throttle.failed({ email: event.email, ip: event.ip });
  };
  return {
    async authEvent(event) {
      const action = actionOf(event);
      if (!action) return;
      const locked = await throttled(event);
      const who = { id: event.userId, email: event.email };
      await audit.record({
        action,
        outcome: event.outcome,
        actor: who,
        target: who,
        ip: event.ip,
        userAgent: event.userAgent,
        detail: {
          ...event.detail,
          path: event.path,
          ...(event.code ? { code: event.code } : {}),
          ...(locked.length > 0 ? { locked } : {}),
        },
      });
    },
  };
}
