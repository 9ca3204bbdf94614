import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password-policy';
import { ROLES } from '../roles';
import { OrganisationRef } from './organisations';

/** data-center-board-admin.md §5 "Register": name at least 2 characters. */
export const NAME_MIN_LENGTH = 2;

export const RoleSchema = z.enum(ROLES);

/** The signed-in user as the web sees it (GET /api/me). */
export const Me = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.string(),
  /** When the current session ends unless renewed by use (ISO time). */
  sessionExpiresAt: z.string(),
  /** True while an admin is impersonating this user. */
  impersonatedBy: z.string().nullable(),
  /** The profile's interface language (ko, en or ja), applied when the session is first read. */
  preferredLanguage: z.string(),
  /** The profile's IANA time zone: times are shown in it. */
  timezone: z.string(),
  /** The user's organisation (issue 14); null until invited or assigned by an admin. */
  organisation: OrganisationRef.nullable(),
  /**
   * What the user may do with its own organisation's figures: `none` outside every organisation,
   * `read` for a viewer or an account an admin has not approved yet, `write` otherwise. Admins
   * write everywhere; an overseer reads its granted operators whatever this says.
   */
  dataAccess: z.enum(['none', 'read', 'write']),
  /** True when the user's organisation has been granted oversight of other organisations. */
  oversees: z.boolean(),
});
export type Me = z.infer<typeof Me>;

/** POST /api/auth/sign-up/email */
export const RegisterBody = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH).max(100),
  email: z.email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  privacyConsent: z.literal(true),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /api/auth/sign-in/email */
export const LoginBody = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /api/auth/request-password-reset */
export const ForgotPasswordBody = z.object({
  email: z.email().max(254),
  redirectTo: z.string().max(500).optional(),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST /api/auth/reset-password */
export const ResetPasswordBody = z.object({
  token: z.string().min(1).max(500),
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** GET /api/meta: what the web needs to know about the running server before sign-in. */
export const ServerMeta = z.object({
  version: z.string(),
  devMode: z.boolean(),
  googleSignIn: z.boolean(),
  /**
   * Demo accounts (development mode only, and only to a request from this machine) so the landing
   * page and debug page can list them.
   */
  demoAccounts: z.array(z.object({ email: z.string(), role: RoleSchema, password: z.string() })),
});
export type ServerMeta = z.infer<typeof ServerMeta>;
