import { DEFAULT_ROLE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bus/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../db/database';
import { schema } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { checkNewPassword, checkSignIn, checkSignUp } from './input-rules';
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
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/callback/:id']);

export function createAuth({ config, db, mailer, events, log }: AuthDeps) {
  return betterAuth({
    appName: '버스 운송원가 시스템',
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
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    user: {
      additionalFields: {
        privacyConsentAt: { type: 'date', required: false, input: false },
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
      onPasswordReset: async ({ user }) => events.passwordReset(user.id),
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    plugins: [
      admin({
        defaultRole: DEFAULT_ROLE,
        adminRoles: ['admin', 'super_admin'],
        roles: ROLE_PERMISSIONS,
      }),
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
        else if (PASSWORD_PATHS.has(ctx.path)) checkNewPassword(ctx.body);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession;
        if (session && SIGN_IN_PATHS.has(ctx.path)) await events.signedIn(session.user.id);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
