import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password-policy';
import { NAME_MIN_LENGTH, RoleSchema } from './auth';
import { OrganisationRef } from './organisations';

/** data-center-board-admin.md §9: the user table shows 10 users per page. */
export const ADMIN_USERS_PAGE_SIZE = 10;
/** data-center-board-admin.md §5 admin user form: username at least 3 characters. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;

/** GET /api/admin/users?q=&page= — search by e-mail, name or username; page size is fixed. */
export const AdminUserListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .pipe(z.literal(ADMIN_USERS_PAGE_SIZE))
    .default(ADMIN_USERS_PAGE_SIZE),
  /** Members of one organisation, or `none`: accounts in no organisation (issue 14). */
  organisation: z.union([z.uuid(), z.literal('none')]).optional(),
  /** `pending`: accounts an admin has not approved yet (the e-mail approval, §5). */
  approval: z.enum(['pending', 'approved']).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

/** A row of the admin user table (data-center-board-admin.md §3 "managed user"). */
export const AdminUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  role: RoleSchema,
  /** Banned (the spec's "disabled"). */
  disabled: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  /** E-mail approval (the spec's email_verified). */
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** The signed-in admin's own row (no delete, no role change). */
  isCurrent: z.boolean(),
  /** The configured super admin (SUPER_ADMIN_EMAIL): never deleted. */
  isBuiltIn: z.boolean(),
  /** The user's organisation; null until invited or assigned (issue 14). */
  organisation: OrganisationRef.nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = z.object({
  items: z.array(AdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

/** GET /api/admin/stats — the dashboard's stat cards (data-center-board-admin.md §2). */
export const AdminStats = z.object({
  total: z.number().int(),
  admins: z.number().int(),
  emailVerified: z.number().int(),
  disabled: z.number().int(),
  twoFactorEnabled: z.number().int(),
  /** Signed in within the last 7 days. */
  activeLast7Days: z.number().int(),
  byRole: z.record(RoleSchema, z.number().int()),
});
export type AdminStats = z.infer<typeof AdminStats>;

const Username = z.string().trim().min(USERNAME_MIN_LENGTH).max(USERNAME_MAX_LENGTH);
const FullName = z.string().trim().min(NAME_MIN_LENGTH).max(100);

/** POST /api/admin/users — password required and checked against the password policy. */
export const AdminCreateUserBody = z.object({
  username: Username,
  email: z.email().max(254),
  name: FullName,
  role: RoleSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  emailVerified: z.boolean().optional(),
});
export type AdminCreateUserBody = z.infer<typeof AdminCreateUserBody>;

/** PATCH /api/admin/users/:id — the e-mail is locked once the user exists (§5), so absent here. */
export const AdminUpdateUserBody = z
  .object({
    username: Username.optional(),
    name: FullName.optional(),
    department: z.string().trim().max(100).nullable().optional(),
  })
  .strict();
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

/** PUT /api/admin/users/:id/role — the web confirms first (§4). */
export const AdminRoleBody = z.object({ role: RoleSchema });
export type AdminRoleBody = z.infer<typeof AdminRoleBody>;

/** POST /api/admin/users/:id/ban */
export const AdminBanBody = z.object({
  reason: z.string().trim().max(500).optional(),
  /** When the ban lifts by itself; absent = until an admin unbans. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type AdminBanBody = z.infer<typeof AdminBanBody>;

/** Audit actions written to audit_events (issue 6 §7). */
export const AUDIT_ACTIONS = [
  'sign_in.success',
  'sign_in.failure',
  'sign_out',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.challenge_failed',
  'phone.verified',
  'password.changed',
  'password.reset',
  'role.changed',
  'email_approval.granted',
  'email_approval.revoked',
  'user.created',
  'user.updated',
  'user.banned',
  'user.unbanned',
  'user.deleted',
  'sessions.revoked',
  'impersonation.started',
  'impersonation.stopped',
  'account.deleted',
  'rate_limit.hit',
  // Organisations (issue 14).
  'organisation.created',
  'organisation.updated',
  'organisation.deleted',
  'membership.changed',
  'invite.created',
  'invite.accepted',
  'invite.revoked',
  'oversight.changed',
  'oversight.read',
  'company.deleted',
  'company.restored',
  'statement.deleted',
  'statement.restored',
  'trash.purged',
  // Board moderation (issue 17 §4): every moderator action, and the reports that hide a post.
  'board.reported',
  'board.post_hidden',
  'board.post_restored',
  'board.post_removed',
  'board.post_pinned',
  // Super-admin console (issue 18 §1): a security audit or health check run, a report downloaded.
  'super_admin.maintenance',
  'super_admin.report_downloaded',
  // Backups (issue 18 §2): taken (by the schedule, a super admin or the CLI), failed, restored.
  'backup.created',
  'backup.failed',
  'backup.restored',
  // Payroll registers (issue 19): uploaded, employee rows viewed (each page), a job type
  // corrected, a register deleted.
  'payroll.uploaded',
  'payroll.rows_viewed',
  'payroll.row_updated',
  'payroll.document_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** A row of the audit trail (GET /api/admin/audit-events, super_admin). */
export const AuditEvent = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AUDIT_PAGE_SIZE_MAX = 100;

/** GET /api/admin/audit-events?action=&userId=&actorId=&targetId=&outcome=&from=&to=&page=&pageSize= */
export const AuditEventQuery = z.object({
  action: z.string().max(64).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  /** Matches the actor or the target. */
  userId: z.string().max(64).optional(),
  actorId: z.string().max(64).optional(),
  targetId: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});
export type AuditEventQuery = z.infer<typeof AuditEventQuery>;

export const AuditEventList = z.object({
  items: z.array(AuditEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditEventList = z.infer<typeof AuditEventList>;
