import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password-policy';
import type { Permission } from '../permissions';
import { PERMISSIONS } from '../permissions';
import { isKnownTimezone } from '../timezone';
import { NAME_MIN_LENGTH, RoleSchema } from './auth';

/** data-center-board-admin.md §5 profile: the interface languages. */
export const PROFILE_LANGUAGES = ['ko', 'en', 'ja'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
export { DEFAULT_TIMEZONE, isKnownTimezone } from '../timezone';

/** data-center-board-admin.md §9: session timeout choices, default 60 minutes. */
export const SESSION_TIMEOUT_CHOICES = [15, 30, 60, 240] as const;
export type SessionTimeoutMinutes = (typeof SESSION_TIMEOUT_CHOICES)[number];
export const DEFAULT_SESSION_TIMEOUT_MINUTES: SessionTimeoutMinutes = 60;

/** data-center-board-admin.md §5 delete account: the user must type this exactly. */
export const DELETE_ACCOUNT_PHRASE = '계정 삭제';

const Timezone = z.string().min(1).max(64).refine(isKnownTimezone, 'validation_failed');

/** GET /api/account/profile */
export const Profile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  /** URL of the photo (GET /api/account/photo/…) or null. */
  image: z.string().nullable(),
  /** Local display form (010-1234-5678) or null. */
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  department: z.string().nullable(),
  bio: z.string().nullable(),
  preferredLanguage: z.enum(PROFILE_LANGUAGES),
  timezone: z.string(),
  notifyEmail: z.boolean(),
  notifyPush: z.boolean(),
  notifySecurity: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  /** The version for optimistic locking: send it back with PUT profile/notifications/settings. */
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** Longest profile bio. */
export const BIO_MAX_LENGTH = 500;
/** Longest display name and department (ProfileUpdateBody). */
export const PROFILE_TEXT_MAX_LENGTH = 100;

/** data-center-board-admin.md §2 profile photo: at most 2 MB (our limit; the spec names none). */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Photo types the server accepts (it checks the bytes; the browser checks the declared type). */
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** PUT /api/account/profile — display name and e-mail required (§5); phone as typed. */
export const ProfileUpdateBody = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH).max(PROFILE_TEXT_MAX_LENGTH),
  email: z.email().max(254),
  phoneNumber: z.string().trim().max(30).nullable().optional(),
  department: z.string().trim().max(PROFILE_TEXT_MAX_LENGTH).nullable().optional(),
  bio: z.string().trim().max(BIO_MAX_LENGTH).nullable().optional(),
  preferredLanguage: z.enum(PROFILE_LANGUAGES),
  timezone: Timezone,
  /** Profile.updatedAt as read; another change since → 409 conflict with the current profile. */
  updatedAt: z.string(),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

/**
 * PUT /api/account/language — the top bar's language switch saves the profile's preferred language
 * alone, without a version: one field, set by the user's own click, where the last choice wins.
 * Answers with the whole profile and its new version.
 */
export const LanguageUpdateBody = z.object({ preferredLanguage: z.enum(PROFILE_LANGUAGES) });
export type LanguageUpdateBody = z.infer<typeof LanguageUpdateBody>;

/** PUT /api/account/notifications — the profile's notification flags (§5). */
export const NotificationFlags = z.object({
  notifyEmail: z.boolean(),
  notifyPush: z.boolean(),
  notifySecurity: z.boolean(),
  /** Optimistic locking, as Profile.updatedAt. */
  updatedAt: z.string(),
});
export type NotificationFlags = z.infer<typeof NotificationFlags>;

/** GET/PUT /api/account/settings */
export const AccountSettings = z.object({
  sessionTimeoutMinutes: z.union(SESSION_TIMEOUT_CHOICES.map((m) => z.literal(m))),
  /** Optimistic locking, as Profile.updatedAt. */
  updatedAt: z.string(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/** POST /api/account/password (wraps better-auth's change-password). */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const SECURITY_FACTORS = [
  'two_factor',
  'password_age',
  'recent_failed_logins',
  'email_verified',
] as const;
export type SecurityFactorKey = (typeof SECURITY_FACTORS)[number];

/** GET /api/account/security — score 0–100; ≥90 green, ≥70 amber, else red (§2, §9). */
export const SecurityScore = z.object({
  score: z.number().int().min(0).max(100),
  color: z.enum(['green', 'amber', 'red']),
  factors: z.array(
    z.object({
      key: z.enum(SECURITY_FACTORS),
      ok: z.boolean(),
      /** Points this factor contributes now, and at most. */
      points: z.number().int(),
      maxPoints: z.number().int(),
      /** What would raise it (enable_two_factor, change_password, …); null when full. */
      hint: z.string().nullable(),
      /** Extra numbers for the message (e.g. days since the password changed). */
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type SecurityScore = z.infer<typeof SecurityScore>;

/** GET /api/account/activity — the user's own recent sign-ins, devices and page views. */
export const AccountActivity = z.object({
  signIns: z.array(
    z.object({
      at: z.string(),
      outcome: z.enum(['success', 'failure']),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastActiveAt: z.string().nullable(),
      expiresAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  pageViews: z.array(z.object({ at: z.string(), path: z.string(), title: z.string().nullable() })),
  /** Page views are paged (newest first); sign-ins and sessions are the most recent ones. */
  pageViewTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountActivity = z.infer<typeof AccountActivity>;

export const ACTIVITY_PAGE_SIZE_MAX = 100;

/** GET /api/account/activity?page&pageSize (page views). */
export const AccountActivityQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(20),
});
export type AccountActivityQuery = z.infer<typeof AccountActivityQuery>;

/** DELETE /api/account — the phrase must be exactly 계정 삭제 (account/confirm-phrase-mismatch). */
export const DeleteAccountBody = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_PHRASE, { message: 'account/confirm-phrase-mismatch' }),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** GET /api/account/permissions — for /token-refresh (data-center-board-admin.md §2). */
export const AccountPermissions = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS as [Permission, ...Permission[]])),
});
export type AccountPermissions = z.infer<typeof AccountPermissions>;
