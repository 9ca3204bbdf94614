import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { user } from '../db/schema/auth';
import type { AuthEvents } from './auth';
import { answeredBySecondStep } from './oauth-second-step';

/** What the audit trail hears from better-auth (issue 6 §7); platform/audit implements it. */
export type AuthAuditEvent = {
  /** better-auth endpoint path as routed, e.g. '/sign-in/email', '/callback/:id'. */
  path: string;
  outcome: 'success' | 'failure';
  /** better-auth's error code on failure (e.g. INVALID_EMAIL_OR_PASSWORD, INVALID_CODE). */
  code: string | null;
  /**
   * The signed-in user on success; the session's user for account changes; the first step's
   * user on a failed second step; else null.
   */
  userId: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  /** Extra facts: { method: 'password' | 'otp' | 'totp' | 'backup_code' | 'oauth', provider? }. */
  detail: Record<string, unknown>;
};

export type AuthAuditSink = { authEvent(event: AuthAuditEvent): Promise<void> };

/** Paths that end a sign-in with a session (the second step and Google included). */
export const SIGN_IN_COMPLETING_PATHS = new Map<string, string>([
  ['/sign-in/email', 'password'],
  ['/callback/:id', 'oauth'],
  ['/two-factor/verify-otp', 'otp'],
  ['/two-factor/verify-totp', 'totp'],
  ['/two-factor/verify-backup-code', 'backup_code'],
]);

/** Account changes worth an audit row. */
const ACCOUNT_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/send-otp',
  '/change-password',
  '/reset-password',
  '/sign-out',
]);

const PASSWORD_SET_PATHS = new Set(['/change-password', '/reset-password']);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function requestHeader(ctx: HookContext, name: string): string | null {
  return ctx.request?.headers.get(name) ?? ctx.headers?.get(name) ?? null;
}

function errorCode(returned: unknown): string | null {
  if (!(returned instanceof APIError)) return null;
  const body = returned.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : returned.status.toString();
}

function bodyEmail(ctx: HookContext): string | null {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * The user a failed second step was for: the two-factor cookie of the first step names them
 * (as better-auth's own verify reads it), so the failure is counted and audited against them.
 */
async function challengeUser(ctx: HookContext): Promise<Who | null> {
  try {
    const cookie = ctx.context.createAuthCookie('two_factor');
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!identifier) return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
    if (!verification) return null;
    const found = await ctx.context.internalAdapter.findUserById(verification.value);
    return found ? { id: found.id, email: found.email } : null;
  } catch {
    return null;
  }
}

type Who = { id: string; email: string };

/**
 * Who signs out or resets a password, read before the session or reset token is gone (the
 * after-hook could no longer tell); keyed by the request.
 */
const subjects = new WeakMap<object, Who>();

function requestKey(ctx: HookContext): object | null {
  return ctx.request ?? ctx.headers ?? null;
}

async function cookieSessionUser(ctx: HookContext): Promise<Who | null> {
  try {
    const cookie = ctx.context.authCookies.sessionToken.name;
    const token = await ctx.getSignedCookie(cookie, ctx.context.secret);
    if (!token) return null;
    const found = await ctx.context.internalAdapter.findSession(token);
    return found ? { id: found.user.id, email: found.user.email } : null;
  } catch {
    return null;
  }
}

async function resetTokenUser(ctx: HookContext): Promise<Who | null> {
  const token = (ctx.body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || token === '') return null;
  try {
    const adapter = ctx.context.internalAdapter;
    const verification = await adapter.findVerificationValue(`reset-password:${token}`);
    const found = verification ? await adapter.findUserById(verification.value) : null;
    return found ? { id: found.id, email: found.email } : null;
  } catch {
    return null;
  }
}

/** A better-auth redirect (OAuth callback) is thrown as an APIError with a 3xx status. */
function isFailure(returned: unknown): boolean {
  return returned instanceof APIError && returned.statusCode >= 400;
}

/**
 * A failed OAuth callback is a redirect to the error page with `?error=` (e.g.
 * account_not_linked, state_mismatch); that code is what the audit row should say.
 */
function callbackErrorCode(returned: unknown): string | null {
  // better-call's redirect error is its own class, not better-auth's APIError: read it by shape.
  const headers = (returned as { headers?: unknown } | null)?.headers;
  const location = headers instanceof Headers ? headers.get('location') : null;
  if (!location) return errorCode(returned);
  return new URL(location, 'http://callback.invalid').searchParams.get('error');
}

/** Sign-in facts for the audit row: the method, and for OAuth the provider (e.g. google). */
function signInDetail(ctx: HookContext, method: string): Record<string, unknown> {
  const provider = (ctx.params as { id?: unknown } | undefined)?.id;
  return ctx.path === '/callback/:id' && typeof provider === 'string'
    ? { method, provider }
    : { method };
}

/**
 * A second step passed by someone already signed in confirms a new authenticator app: better-auth
 * turns two-factor on and rotates the session (a new session, as a sign-in has), but nobody signed
 * in. The audit row says `enrolment` (security e-mails read it); no "new sign-in" notification.
 */
function isEnrolment(ctx: HookContext): boolean {
  return ctx.path.startsWith('/two-factor/') && Boolean(ctx.context.session);
}

/**
 * Runs after every better-auth endpoint, and after the two-factor plugin's own hook and the
 * Google second step's (plugins run in order), so a sign-in that still needs its second step has
 * no session yet and is not reported as signed in.
 */
export function authEventsPlugin(deps: {
  db: Database;
  events: AuthEvents;
  audit: AuthAuditSink;
}): BetterAuthPlugin {
  return {
    id: 'bus-auth-events',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-out' || ctx.path === '/reset-password',
          handler: createAuthMiddleware(async (ctx) => {
            const key = requestKey(ctx);
            if (!key) return;
            const who =
              ctx.path === '/sign-out' ? await cookieSessionUser(ctx) : await resetTokenUser(ctx);
            if (who) subjects.set(key, who);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) =>
            SIGN_IN_COMPLETING_PATHS.has(ctx.path ?? '') || ACCOUNT_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const newSession = ctx.context.newSession;
            const signInMethod = SIGN_IN_COMPLETING_PATHS.get(ctx.path);
            const base = {
              path: ctx.path,
              ip: requestHeader(ctx, 'x-forwarded-for'),
              userAgent: requestHeader(ctx, 'user-agent'),
            };
            if (signInMethod) {
              // A Google sign-in now on its second step (or refused by the lock, audited there)
              // is neither a sign-in yet nor a failure, like a password's first step.
              if (answeredBySecondStep(ctx.context)) return;
              if (newSession) {
                const id = newSession.user.id;
                const enrolment = isEnrolment(ctx);
                if (!enrolment) {
                  await deps.db
                    .update(user)
                    .set({ lastLoginAt: new Date() })
                    .where(eq(user.id, id));
                  await deps.events.signedIn(id);
                }
                await deps.audit.authEvent({
                  ...base,
                  outcome: 'success',
                  code: null,
                  userId: id,
                  email: newSession.user.email,
                  detail: {
                    ...signInDetail(ctx, signInMethod),
                    ...(enrolment ? { enrolment } : {}),
                  },
                });
              } else if (isFailure(returned) || (ctx.path === '/callback/:id' && returned)) {
                const challenged = ctx.path.startsWith('/two-factor/')
                  ? await challengeUser(ctx)
                  : null;
                await deps.audit.authEvent({
                  ...base,
                  outcome: 'failure',
                  code:
                    ctx.path === '/callback/:id'
                      ? callbackErrorCode(returned)
                      : errorCode(returned),
                  userId: challenged?.id ?? null,
                  email: challenged?.email ?? bodyEmail(ctx),
                  detail: signInDetail(ctx, signInMethod),
                });
              }
              return;
            }
            const key = requestKey(ctx);
            const sessionUser =
              ctx.context.session?.user ?? (key ? (subjects.get(key) ?? null) : null);
            const failed = isFailure(returned);
            if (!failed && PASSWORD_SET_PATHS.has(ctx.path) && sessionUser) {
              await deps.db
                .update(user)
                .set({ passwordChangedAt: new Date() })
                .where(eq(user.id, sessionUser.id));
            }
            const method = (ctx.body as { method?: unknown } | undefined)?.method;
            await deps.audit.authEvent({
              ...base,
              outcome: failed ? 'failure' : 'success',
              code: failed ? errorCode(returned) : null,
              userId: sessionUser?.id ?? null,
              email: sessionUser?.email ?? bodyEmail(ctx),
              detail: typeof method === 'string' ? { method } : {},
            });
          }),
        },
      ],
    },
  };
}
