import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

// Tables of better-auth (core + admin plugin) in snake_case; property names are the field names
// better-auth uses, so its Drizzle adapter maps them without extra configuration.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps,
    role: text('role'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** When the user accepted the privacy policy at registration (data-center-board-admin.md §5). */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    // Account and profile fields (issue 6; data-center-board-admin.md §2, §3, §5).
    /** Login name shown in the admin table; optional, unique when set. */
    username: text('username').unique(),
    /** Korean mobile number in E.164 (+8210…), the SMS second factor's destination. */
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    department: text('department'),
    bio: text('bio'),
    /** 'ko' | 'en' | 'ja' (data-center-board-admin.md §5 profile). */
    preferredLanguage: text('preferred_language').notNull().default('ko'),
    timezone: text('timezone').notNull().default('Asia/Seoul'),
    /** Profile photo in our file storage (platform/storage); a new key per upload. */
    avatarKey: text('avatar_key'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Idle timeout in minutes: 15, 30, 60 or 240 (data-center-board-admin.md §9, default 60). */
    sessionTimeoutMinutes: integer('session_timeout_minutes').notNull().default(60),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyPush: boolean('notify_push').notNull().default(true),
    notifySecurity: boolean('notify_security').notNull().default(true),
    /** better-auth twoFactor plugin's user field. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The user's organisation (issue 14); null until invited or assigned by an admin. */
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    /**
     * What the admin search matches (e-mail, name, user ID), lower-cased once when written: case
     * folding Hangul on every row of every search was most of the list's time (issue 6 Measure).
     * The unit separator keeps a term from matching across two fields.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(email || chr(31) || name || chr(31) || coalesce(username, ''))`,
    ),
  },
  (t) => [
    // The admin table's order (newest first, read backwards): page 1 reads its first rows
    // instead of sorting every match.
    index('user_created_at_id_idx').on(t.createdAt, t.id),
    index('user_organisation_idx').on(t.organisationId),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestamps,
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    /** Last request seen on this session, for the per-user idle timeout (issue 6). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth twoFactor plugin table: TOTP secret and backup codes (both encrypted by it). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    index('two_factor_secret_idx').on(t.secret),
    index('two_factor_user_id_idx').on(t.userId),
  ],
);
