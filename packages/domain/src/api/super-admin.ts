import { z } from 'zod';
import { AUDIT_OUTCOMES, type AuditAction } from './admin';
import { RoleSchema } from './auth';
import { ServiceStatus } from './health';
import { OrganisationKind } from './organisations';

// The super-admin console (data-center-board-admin.md §2 "Super-admin dashboard", §3, §7, §9;
// issue 18 item 1): GET /api/super-admin/{system-status, user-activity, database-management,
// audit-logs}, POST /api/super-admin/system-maintenance and GET /api/super-admin/reports/:id.

/** §9: resource warning threshold, 80 percent, for CPU, memory and disk. */
export const RESOURCE_WARNING_PERCENT = 80;
/** Above this a full disk or memory is critical, not only a warning (our rule, docs/user-guide). */
export const RESOURCE_CRITICAL_PERCENT = 95;
/** §9 page sizes: recent logins 10, audit log 20. */
export const RECENT_LOGINS_PAGE_SIZE = 10;
export const SUPER_ADMIN_AUDIT_PAGE_SIZE = 20;
/** §9 display caps: 5 backup files, file name 20 characters. */
export const BACKUP_FILES_SHOWN = 5;
export const BACKUP_NAME_MAX = 20;
/** §9 modal widths 500 and 600: the security audit takes 600, the audit-log filter 500. */
export const SECURITY_AUDIT_MODAL_WIDTH = 600;
export const AUDIT_FILTER_MODAL_WIDTH = 500;
/** §7: user-activity?hours=24; the window may be widened to 90 days. */
export const USER_ACTIVITY_HOURS_DEFAULT = 24;
export const USER_ACTIVITY_HOURS_MAX = 90 * 24;
/** Issue 18 item 1: an admin account without a sign-in for this many days is dormant. */
export const DORMANT_ADMIN_DAYS = 90;

/** True when a CPU, memory or disk figure must show red with the exception-style bar (§2, §9). */
export function isOverResourceLimit(percent: number): boolean {
  return percent > RESOURCE_WARNING_PERCENT;
}

// ---------------------------------------------------------------- system status (§3 server status)

export const ResourceUsage = z.object({
  usedBytes: z.number().nonnegative(),
  totalBytes: z.number().nonnegative(),
  percent: z.number().min(0).max(100),
});
export type ResourceUsage = z.infer<typeof ResourceUsage>;

/** The database or Redis probe of GET /api/health, Redis with its memory use (§3 database status). */
export const RedisHealth = ServiceStatus.extend({
  usedMemoryBytes: z.number().nullable(),
  usedMemoryHuman: z.string().nullable(),
});
export type RedisHealth = z.infer<typeof RedisHealth>;

/** GET /api/super-admin/system-status */
export const SystemStatus = z.object({
  sampledAt: z.string(),
  hostname: z.string(),
  platform: z.string(),
  cpu: z.object({
    /** Busy share of all cores over the sampling interval. */
    percent: z.number().min(0).max(100),
    cores: z.number().int().nonnegative(),
    model: z.string(),
    loadAverage: z.array(z.number()),
    sampleMs: z.number(),
  }),
  memory: ResourceUsage,
  /** The filesystem holding DATA_DIR; null with `diskError` when it cannot be read. */
  disk: ResourceUsage.extend({ path: z.string() }).nullable(),
  diskError: z.string().nullable(),
  uptime: z.object({ machineSeconds: z.number(), processSeconds: z.number() }),
  /** Processes running on the machine (Linux /proc); null where that cannot be counted. */
  processes: z.number().int().nullable(),
  server: z.object({
    version: z.string(),
    nodeVersion: z.string(),
    pid: z.number().int(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
  }),
  database: ServiceStatus,
  redis: RedisHealth,
});
export type SystemStatus = z.infer<typeof SystemStatus>;

// ------------------------------------------------------------- user activity (§3 user statistics)

export const UserActivityQuery = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_ACTIVITY_HOURS_MAX)
    .default(USER_ACTIVITY_HOURS_DEFAULT),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type UserActivityQuery = z.infer<typeof UserActivityQuery>;

/** A row of the recent-logins table (§2: email, role, last login or none, status, verified). */
export const RecentLogin = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  lastLoginAt: z.string().nullable(),
  disabled: z.boolean(),
  verified: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type RecentLogin = z.infer<typeof RecentLogin>;

export const UserActivity = z.object({
  hours: z.number().int(),
  since: z.string(),
  totals: z.object({
    total: z.number().int(),
    /** Signed in, or used a session, within the window. */
    active: z.number().int(),
    admins: z.number().int(),
    verified: z.number().int(),
    disabled: z.number().int(),
    twoFactorEnabled: z.number().int(),
  }),
  byRole: z.record(RoleSchema, z.number().int()),
  /** Users per sign-in method (credential = e-mail and password, google …). */
  byProvider: z.array(z.object({ provider: z.string(), count: z.number().int() })),
  /** Users per organisation, largest first; `id` null: in no organisation. */
  byOrganisation: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string().nullable(),
      kind: OrganisationKind.nullable(),
      count: z.number().int(),
    }),
  ),
  /** Every account, latest sign-in first, never-signed-in last; 10 per page. */
  recentLogins: z.object({
    items: z.array(RecentLogin),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type UserActivity = z.infer<typeof UserActivity>;

// ------------------------------------------------- database management (§3 management response)

/** One part of the database view: its figures, or the error text that part answered with. */
function section<T extends z.ZodType>(value: T) {
  return z.object({ value: value.nullable(), error: z.string().nullable() });
}
export type Section<T> = { value: T | null; error: string | null };

export const DatabaseTable = z.object({
  name: z.string(),
  totalBytes: z.number().nonnegative(),
  rowCount: z.number().int().nonnegative(),
  /** false: PostgreSQL's live-row estimate (large tables), true: count(*). */
  exact: z.boolean(),
});
export type DatabaseTable = z.infer<typeof DatabaseTable>;

export const SlowQuery = z.object({
  query: z.string(),
  calls: z.number().int(),
  totalMs: z.number(),
  meanMs: z.number(),
  rows: z.number().int(),
});
export type SlowQuery = z.infer<typeof SlowQuery>;

export const DatabaseOverview = z.object({
  driver: z.enum(['pglite', 'postgres']),
  server: section(
    z.object({ version: z.string(), name: z.string(), sizeBytes: z.number().nonnegative() }),
  ),
  /** PGlite only: the folder it keeps the database in (null path: in memory). */
  dataDirectory: section(
    z.object({ path: z.string().nullable(), sizeBytes: z.number().nonnegative() }),
  ).nullable(),
  /** PostgreSQL only: this database's connections by state and the server's limit. */
  connections: section(
    z.object({
      total: z.number().int(),
      max: z.number().int().nullable(),
      byState: z.array(z.object({ state: z.string(), count: z.number().int() })),
    }),
  ).nullable(),
  tables: section(z.array(DatabaseTable)),
  /** PostgreSQL only: slowest statements by mean time, when pg_stat_statements is installed. */
  slowQueries: z
    .object({
      status: z.enum(['ok', 'not-installed', 'error']),
      error: z.string().nullable(),
      items: z.array(SlowQuery),
    })
    .nullable(),
});
export type DatabaseOverview = z.infer<typeof DatabaseOverview>;

export const RedisOverview = z.object({
  status: z.enum(['ok', 'error', 'disabled']),
  error: z.string().nullable(),
  version: z.string().nullable(),
  usedMemoryBytes: z.number().nullable(),
  usedMemoryHuman: z.string().nullable(),
  connectedClients: z.number().int().nullable(),
  keyspace: z.array(
    z.object({ db: z.string(), keys: z.number().int(), expires: z.number().int() }),
  ),
});
export type RedisOverview = z.infer<typeof RedisOverview>;

/** GET /api/super-admin/database-management (backups: GET /api/super-admin/backups). */
export const DatabaseManagement = z.object({
  checkedAt: z.string(),
  database: DatabaseOverview,
  redis: RedisOverview,
});
export type DatabaseManagement = z.infer<typeof DatabaseManagement>;

// ------------------------------------------------------------------ audit log (§3 audit log entry)

/** §2 filter modal: the four levels. */
export const AUDIT_LEVELS = ['info', 'warning', 'error', 'admin'] as const;
export const AuditLevel = z.enum(AUDIT_LEVELS);
export type AuditLevel = z.infer<typeof AuditLevel>;

/**
 * Successful events that remove or weaken an account's access or remove data: `warning`.
 * (docs/user-guide/super-admin.md "Audit log levels".)
 */
export const WARNING_AUDIT_ACTIONS = [
  'user.banned',
  'user.deleted',
  'account.deleted',
  'sessions.revoked',
  'two_factor.disabled',
  'email_approval.revoked',
  'password.reset',
  'organisation.deleted',
  'company.deleted',
  'statement.deleted',
  'trash.purged',
  'board.reported',
  'board.post_hidden',
  'board.post_removed',
  'payroll.document_deleted',
] as const satisfies readonly AuditAction[];

/** Successful changes made with administrative rights: `admin`. */
export const ADMIN_AUDIT_ACTIONS = [
  'role.changed',
  'email_approval.granted',
  'user.created',
  'user.updated',
  'user.unbanned',
  'impersonation.started',
  'impersonation.stopped',
  'organisation.created',
  'organisation.updated',
  'membership.changed',
  'invite.created',
  'invite.revoked',
  'oversight.changed',
  'company.restored',
  'statement.restored',
  'board.post_restored',
  'board.post_pinned',
  'super_admin.maintenance',
  'super_admin.report_downloaded',
] as const satisfies readonly AuditAction[];

/**
 * The level of an audit event, one rule for the table and its filter: a failed or refused attempt
 * is `error`; a success that weakens access or removes data `warning`; another administrative
 * change `admin`; everything else (sign-ins, own changes) `info`.
 */
export function auditLevelOf(action: string, outcome: string): AuditLevel {
  if (outcome === 'failure') return 'error';
  if ((WARNING_AUDIT_ACTIONS as readonly string[]).includes(action)) return 'warning';
  if ((ADMIN_AUDIT_ACTIONS as readonly string[]).includes(action)) return 'admin';
  return 'info';
}

/** The areas that write audit events (the spec's "source file"). */
export const AUDIT_SOURCES = [
  'auth',
  'account',
  'admin',
  'organisations',
  'financial-data',
  'board',
  'super-admin',
  'backups',
  'system',
] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

const SOURCE_BY_PREFIX: Record<string, AuditSource> = {
  sign_in: 'auth',
  sign_out: 'auth',
  two_factor: 'auth',
  password: 'auth',
  rate_limit: 'auth',
  phone: 'account',
  account: 'account',
  role: 'admin',
  email_approval: 'admin',
  user: 'admin',
  sessions: 'admin',
  impersonation: 'admin',
  organisation: 'organisations',
  membership: 'organisations',
  invite: 'organisations',
  oversight: 'organisations',
  company: 'financial-data',
  statement: 'financial-data',
  trash: 'financial-data',
  payroll: 'financial-data',
  board: 'board',
  super_admin: 'super-admin',
  backup: 'backups',
};

/** The area that wrote an event: its action's prefix (`role.changed` → admin); else `system`. */
export function auditSourceOf(action: string): AuditSource {
  const prefix = action.split('.')[0] ?? '';
  return SOURCE_BY_PREFIX[prefix] ?? 'system';
}

export const SuperAdminAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .pipe(z.literal(SUPER_ADMIN_AUDIT_PAGE_SIZE))
    .default(SUPER_ADMIN_AUDIT_PAGE_SIZE),
  level: AuditLevel.optional(),
  /** Part of the action name, e.g. `sign_in` or `role`. */
  action: z.string().trim().max(64).optional(),
  /** Part of the actor's or target's e-mail. */
  userEmail: z.string().trim().max(254).optional(),
});
export type SuperAdminAuditQuery = z.infer<typeof SuperAdminAuditQuery>;

/** Values the web puts into the translated message of an action. */
export const AuditParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditParams = z.infer<typeof AuditParams>;

export const SuperAdminAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  level: AuditLevel,
  action: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  source: z.enum(AUDIT_SOURCES),
  actorEmail: z.string().nullable(),
  targetEmail: z.string().nullable(),
  ip: z.string().nullable(),
  /** The event's details that fit a sentence (texts, numbers); the web writes the message. */
  params: AuditParams,
});
export type SuperAdminAuditEntry = z.infer<typeof SuperAdminAuditEntry>;

export const SuperAdminAuditList = z.object({
  items: z.array(SuperAdminAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SuperAdminAuditList = z.infer<typeof SuperAdminAuditList>;

// --------------------------------------------------- system maintenance (§2 security audit modal)

export const MAINTENANCE_ACTIONS = [
  'audit_security',
  'check_system_health',
  'generate_audit_report',
] as const;
export const MaintenanceAction = z.enum(MAINTENANCE_ACTIONS);
export type MaintenanceAction = z.infer<typeof MaintenanceAction>;

export const MAINTENANCE_SCOPES = [
  'authentication',
  'database',
  'logging',
  'application',
  'all',
] as const;
export const MaintenanceScope = z.enum(MAINTENANCE_SCOPES);
export type MaintenanceScope = z.infer<typeof MaintenanceScope>;
/** The scope a single check belongs to (every one but `all`). */
export type CheckScope = Exclude<MaintenanceScope, 'all'>;

export const SystemMaintenanceBody = z.object({
  action: MaintenanceAction,
  scope: MaintenanceScope.default('all'),
});
export type SystemMaintenanceBody = z.infer<typeof SystemMaintenanceBody>;

export const FINDING_SEVERITIES = ['ok', 'info', 'warning', 'critical'] as const;
export const FindingSeverity = z.enum(FINDING_SEVERITIES);
export type FindingSeverity = z.infer<typeof FindingSeverity>;

/** Every finding a check can report; each has a translated title (superAdmin findings.*). */
export const FINDING_CODES = [
  'secret.auth-default',
  'secret.auth-weak',
  'secret.auth-ok',
  'secret.super-admin-password-in-env',
  'secret.super-admin-password-absent',
  'app.demo-seed-outside-development',
  'app.demo-seed-ok',
  'app.public-url-http',
  'app.public-url-ok',
  'auth.admins-without-two-factor',
  'auth.admins-two-factor-ok',
  'auth.dormant-admins',
  'auth.no-dormant-admins',
  'auth.locked-accounts',
  'auth.no-locked-accounts',
  'auth.over-age-sessions',
  'auth.no-over-age-sessions',
  'logging.retention-overdue',
  'logging.retention-kept',
  'logging.retention-not-run',
  'logging.retention-ran',
  'database.remote-without-tls',
  'database.connection-ok',
  'database.embedded',
  'health.database-ok',
  'health.database-error',
  'health.redis-ok',
  'health.redis-disabled',
  'health.redis-error',
  'health.cpu-ok',
  'health.cpu-high',
  'health.memory-ok',
  'health.memory-high',
  'health.disk-ok',
  'health.disk-high',
  'health.disk-unknown',
  'health.backup-fresh',
  'health.backup-stale',
  'health.backup-none',
  'health.backup-failed',
  'health.backup-unscheduled',
  'health.backup-unknown',
  'health.jobs-ok',
  'health.jobs-stuck',
  'report.audit-activity',
  'check.failed',
] as const;
export const FindingCode = z.enum(FINDING_CODES);
export type FindingCode = z.infer<typeof FindingCode>;

/** Affected items shown with a finding; the count says how many there were in all. */
export const FINDING_ITEMS_MAX = 100;

export const Finding = z.object({
  /** Stable per check (e.g. `auth.dormant-admins`). */
  id: z.string(),
  scope: MaintenanceScope.exclude(['all']),
  severity: FindingSeverity,
  code: FindingCode,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The affected items: e-mails, addresses, counts per account. */
  items: z.array(z.string()).max(FINDING_ITEMS_MAX),
  itemCount: z.number().int().nonnegative(),
});
export type Finding = z.infer<typeof Finding>;

export const SystemMaintenanceResult = z.object({
  action: MaintenanceAction,
  scope: MaintenanceScope,
  /** completed: every check ran; partial: some could not; error: none could. */
  status: z.enum(['completed', 'error', 'partial']),
  startedAt: z.string(),
  finishedAt: z.string(),
  findings: z.array(Finding),
  counts: z.record(FindingSeverity, z.number().int()),
  /** GET /api/super-admin/reports/:id, for the super admin who ran it, for a limited time. */
  reportId: z.uuid().nullable(),
  reportExpiresAt: z.string().nullable(),
});
export type SystemMaintenanceResult = z.infer<typeof SystemMaintenanceResult>;

/** The most severe of the findings' severities (ok when there are none). */
export function worstSeverity(findings: readonly { severity: FindingSeverity }[]): FindingSeverity {
  let worst = 0;
  for (const finding of findings) {
    worst = Math.max(worst, FINDING_SEVERITIES.indexOf(finding.severity));
  }
  return FINDING_SEVERITIES[worst] ?? 'ok';
}
