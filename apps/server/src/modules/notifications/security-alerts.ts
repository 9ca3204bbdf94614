import { deviceKey } from '@bus/domain/device';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog, AuditRecord } from '../../platform/audit/audit-log';
import type { Mailer } from '../../platform/mail/mailer';
import type { MailSite } from './notification-mail';
import type { NotificationRepo } from './repo';
import { type SecurityAlertKind, securityMail } from './security-mail';

type Deps = { repo: NotificationRepo; mailer: Mailer; site: MailSite; log: FastifyBaseLogger };

/** A successful sign-in still to be compared with the account's known devices. */
type Candidate = SecurityAlertKind | 'sign_in';

/**
 * Which audit events become a security e-mail. Two-factor by authenticator app is on only once
 * its first code is confirmed: that confirmation (a second step passed while signed in, marked
 * `enrolment`) is the event, not the setup's start; by SMS it is on at once.
 */
function candidateOf(event: AuditRecord): Candidate | null {
  if ((event.outcome ?? 'success') !== 'success') return null;
  const detail = event.detail ?? {};
  switch (event.action) {
    case 'password.changed':
      return 'password_changed';
    case 'password.reset':
      return 'password_reset';
    case 'two_factor.enabled':
      return detail.method === 'totp' ? null : 'two_factor_on';
    case 'two_factor.disabled':
      return 'two_factor_off';
    case 'role.changed':
      return 'role_changed';
    case 'user.banned':
      return 'banned';
    case 'sign_in.success':
      return detail.enrolment === true ? 'two_factor_on' : 'sign_in';
    default:
      return null;
  }
}

/**
 * The profile's "security alerts" flag: wraps the audit log so that a security event of one's own
 * account (password changed or reset, two-factor on or off, a sign-in from a new device, a role
 * change, a ban) is also mailed to its owner when the flag is on. Nothing here can fail the event:
 * the audited action has happened, a lost e-mail is logged.
 */
export function withSecurityAlerts(audit: AuditLog, deps: Deps): AuditLog {
  const { repo, mailer, site, log } = deps;

  /** A device is new when no earlier sign-in or other open session of the account used it. */
  async function resolve(candidate: Candidate, userId: string, event: AuditRecord) {
    if (candidate !== 'sign_in') return candidate;
    const key = deviceKey(event.userAgent);
    const known = await repo.knownUserAgents(userId);
    return known.some((userAgent) => deviceKey(userAgent) === key) ? null : 'new_device';
  }

  async function send(userId: string, kind: SecurityAlertKind, event: AuditRecord) {
    const recipient = await repo.recipient(userId);
    if (!recipient?.notifySecurity) return;
    const alert = {
      kind,
      at: event.at ?? new Date(),
      ip: event.ip ?? null,
      userAgent: event.userAgent ?? null,
      detail: event.detail ?? {},
    };
    await mailer.send(securityMail(site, recipient, alert));
  }

  return {
    ...audit,
    async record(event) {
      const candidate = candidateOf(event);
      const userId = event.target?.id ?? event.actor?.id ?? null;
      let kind: SecurityAlertKind | null = null;
      try {
        // Before the event is written: this sign-in must not count as its own earlier one.
        if (candidate && userId) kind = await resolve(candidate, userId, event);
      } catch (err) {
        log.error({ err, audit: { action: event.action } }, 'security alert not prepared');
      }
      await audit.record(event);
      if (!kind || !userId) return;
      try {
        await send(userId, kind, event);
      } catch (err) {
        log.error({ err, userId, kind }, 'security alert not sent');
      }
    },
  };
}
