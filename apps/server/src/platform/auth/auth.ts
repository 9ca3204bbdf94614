import { DEFAULT_ROLE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bus/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, genericOAuth, twoFactor } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../db/database';
import { schema } from '../db/schema';
import { user as userTable } from '../db/schema/auth';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../sms/sms-sender';
import { type AuthAuditSink, authEventsPlugin } from './auth-events-plugin';
import { checkNewPassword, checkSignIn, checkSignUp, refuseIdTokenSignIn } from './input-rules';
import { oauthSecondStepPlugin, type SecondStepGate } from './oauth-second-step';
import { resetPasswordMail } from './reset-mail';

/** What auth reports to the rest of the server (notifications are created from these). */
export type AuthEvents = {
  userCreated(userId: string): Promise<void>;
  signedIn(userId: string): Promise<void>;
  passwordReset(userId: string): Promise<void>;
};

export type AuthDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  events: AuthEvents;
  /** Sends the second step's one-time codes (platform/sms). */
  sms: SmsSender;
  /** Records sign-ins, second steps and account changes in audit_events (platform/audit). */
  audit: AuthAuditSink;
  /** The failed-login lock, asked before a Google sign-in gets its second step (throttle.ts). */
  secondStepGate: SecondStepGate;
  log: FastifyBaseLogger;
};

/** data-center-board-admin.md §9: auto logout after 480 min, token refresh every 30 min. */
export const SESSION_EXPIRES_IN_SECONDS = 480 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 30 * 60;
export const AUTH_BASE_PATH = '/api/auth';

/** Roles of platform.md §6; only admin and super_admin get the admin plugin's powers. */
const ROLE_PERMISSIONS = {
  viewer: userAc,
  user: userAc,
  analyst: userAc,
  manager: userAc,
  admin: adminAc,
  super_admin: adminAc,
};

const PASSWORD_PATHS = new Set(['/reset-password', '/change-password']);

/** platform.md §5 / data-center-board-admin.md §5: SMS codes have 6 digits. */
export const SMS_OTP_DIGITS = 6;
/** Minutes an SMS code stays valid (better-auth's default, kept explicit). */
export const SMS_OTP_PERIOD_MINUTES = 3;
/** Wrong codes accepted per SMS code before a new one must be requested. */
export const SMS_OTP_ALLOWED_ATTEMPTS = 5;
/** data-center-board-admin.md §4: an impersonation lasts at most one hour. */
export const IMPERSONATION_SECONDS = 60 * 60;

/** Our profile columns on `user`, returned with the session user but never set by sign-up. */
const USER_FIELDS = {
  privacyConsentAt: { type: 'date', required: false, input: false },
  username: { type: 'string', required: false, input: false },
  phoneNumber: { type: 'string', required: false, input: false },
  phoneVerified: { type: 'boolean', required: false, input: false, defaultValue: false },
  department: { type: 'string', required: false, input: false },
  bio: { type: 'string', required: false, input: false },
  preferredLanguage: { type: 'string', required: false, input: false, defaultValue: 'ko' },
  timezone: { type: 'string', required: false, input: false, defaultValue: 'Asia/Seoul' },
  avatarKey: { type: 'string', required: false, input: false },
  passwordChangedAt: { type: 'date', required: false, input: false },
  lastLoginAt: { type: 'date', required: false, input: false },
  sessionTimeoutMinutes: { type: 'number', required: false, input: false, defaultValue: 60 },
  notifyEmail: { type: 'boolean', required: false, input: false, defaultValue: true },
  notifyPush: { type: 'boolean', required: false, input: false, defaultValue: true },
  notifySecurity: { type: 'boolean', required: false, input: false, defaultValue: true },
  /** Issue 14: set only by an admin or an invitation, never by the user's own request. */
  organisationId: { type: 'string', required: false, input: false },
} as const;

/** The SMS sent for a second-step code. */
export function otpMessage(appName: string, otp: string): string {
  return `[${appName}] 인증 코드 ${otp} (${SMS_OTP_PERIOD_MINUTES}분 안에 입력하세요)`;
}

/**
 * better-auth sends the code in the background and only logs a failure; the hook below turns a
 * failed send into auth/sms-send-failed, so the login screen can say so (platform.md §8.3).
 */
const failedSends = new WeakSet<object>();

type OtpUser = { id: string; phoneNumber?: unknown; phoneVerified?: unknown };

function smsOtpSender(sms: SmsSender, appName: string, log: FastifyBaseLogger) {
  return ({ user, otp }: { user: OtpUser; otp: string }, ctx?: { context: object }) => {
    const phone = typeof user.phoneNumber === 'string' ? user.phoneNumber : null;
    // Thrown synchronously so better-auth answers with it instead of logging it.
    if (!phone || user.phoneVerified !== true) {
      throw APIError.from('BAD_REQUEST', {
        code: 'auth/sms-factor-not-enabled',
        message: 'SMS two-factor is not set up',
      });
    }
    return sms.send(phone, otpMessage(appName, otp)).catch((error: unknown) => {
      log.error({ err: error, userId: user.id }, 'two-factor SMS not sent');
      if (ctx) failedSends.add(ctx.context);
    });
  };
}

export function createAuth(deps: AuthDeps) {
  const { config, db, mailer, events, sms, audit, log } = deps;
  const twoFactorPlugin = twoFactor({
    issuer: config.appName,
    otpOptions: {
      digits: SMS_OTP_DIGITS,
      period: SMS_OTP_PERIOD_MINUTES,
      allowedAttempts: SMS_OTP_ALLOWED_ATTEMPTS,
      storeOTP: 'hashed',
      sendOTP: smsOtpSender(sms, config.appName, log),
    },
  });
  return betterAuth({
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: false }),
    // Our own @fastify/rate-limit guards the sensitive endpoints (one place, Redis-aware).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // better-auth's own messages go to pino as JSON lines like everything else.
    logger: {
      log: (level, message, ...args: unknown[]) => log[level]({ auth: args }, message),
    },
    user: { additionalFields: USER_FIELDS },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      additionalFields: {
        /** Stamped by platform/auth/session.ts for the idle timeout. */
        lastActiveAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordMail(config, user, token));
      },
      onPasswordReset: async ({ user: reset }) => {
        await db
          .update(userTable)
          .set({ passwordChangedAt: new Date() })
          .where(eq(userTable.id, reset.id));
        await events.passwordReset(reset.id);
      },
    },
    plugins: [
      admin({
        defaultRole: DEFAULT_ROLE,
        adminRoles: ['admin', 'super_admin'],
        roles: ROLE_PERMISSIONS,
        impersonationSessionDuration: IMPERSONATION_SECONDS,
        // No role here holds 'impersonate-admins' (adminAc lacks it): admins cannot be impersonated.
      }),
      twoFactorPlugin,
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
            // Google sign-in of a two-factor account asks for the second step too.
            oauthSecondStepPlugin(twoFactorPlugin, deps.secondStepGate),
          ]
        : []),
      // Last, so its after-hook sees what the two-factor plugin decided about the session.
      authEventsPlugin({ db, events, audit }),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            // Only a self-registration carries the consent checked in the sign-up hook.
            if (ctx?.path !== '/sign-up/email') return;
            return { data: { ...user, privacyConsentAt: new Date() } };
          },
          after: async (user) => events.userCreated(user.id),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') checkSignUp(ctx.body);
        else if (ctx.path === '/sign-in/email') checkSignIn(ctx.body);
        else if (ctx.path === '/sign-in/social') refuseIdTokenSignIn(ctx.body);
        else if (PASSWORD_PATHS.has(ctx.path)) checkNewPassword(ctx.body);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/two-factor/send-otp' && failedSends.has(ctx.context)) {
          throw APIError.from('BAD_GATEWAY', {
            code: 'auth/sms-send-failed',
            message: 'The SMS provider did not accept the message',
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
