import {
  loginPageLocation,
  SECOND_STEP_PARAM,
  SIGN_IN_LOCKED_ERROR,
  TwoFactorRedirect,
} from '@bus/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import type { twoFactor } from 'better-auth/plugins';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A sign-in about to ask for its second step, as the failed-login throttle needs it. */
export type SecondStepAttempt = {
  email: string;
  ip: string | null;
  userAgent: string | null;
  /** The HTTP path, e.g. /api/auth/callback/google. */
  path: string;
};

/**
 * Whether a sign-in may begin its second step: false while the account or the address is locked
 * by the failed-login throttle (throttle.ts), which audits the refusal.
 */
export type SecondStepGate = (attempt: SecondStepAttempt) => Promise<boolean>;

/** better-auth's core OAuth callback, which genericOAuth's Google provider uses. */
const CALLBACK_PATH = '/callback/:id';

/** Where each callback was going (its callbackURL), read before the redirect is replaced. */
const destinations = new WeakMap<object, string | null>();
/** Callbacks this plugin answered (second step or lock): no sign-in happened, none to audit. */
const answered = new WeakSet<object>();

/** True when this callback ended on the login page for the second step or a lock, not signed in. */
export function answeredBySecondStep(context: object): boolean {
  return answered.has(context);
}

/** The callback's own redirect target, when it is a path on this site (the web sends one). */
function destination(returned: unknown): string | null {
  // better-call's redirect is an error object carrying Headers: read it by shape.
  const headers = (returned as { headers?: unknown } | null)?.headers;
  const location = headers instanceof Headers ? headers.get('location') : null;
  return location?.startsWith('/') && !location.startsWith('//') ? location : null;
}

function header(ctx: HookContext, name: string): string | null {
  return ctx.request?.headers.get(name) ?? ctx.headers?.get(name) ?? null;
}

/**
 * Before the challenge: remember where the callback was going, and refuse a two-factor account
 * whose account or address is locked, as sign-in/email is refused (no new challenge to guess).
 */
function lockGate(gate: SecondStepGate) {
  return createAuthMiddleware(async (ctx) => {
    destinations.set(ctx.context, destination(ctx.context.returned));
    const signedIn = ctx.context.newSession;
    if (!signedIn?.user.twoFactorEnabled) return;
    const allowed = await gate({
      email: signedIn.user.email,
      ip: header(ctx, 'x-forwarded-for'),
      userAgent: header(ctx, 'user-agent'),
      path: ctx.request ? new URL(ctx.request.url).pathname : CALLBACK_PATH,
    });
    if (allowed) return;
    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
    ctx.context.setNewSession(null);
    answered.add(ctx.context);
    const next = destinations.get(ctx.context) ?? null;
    throw ctx.redirect(loginPageLocation({ error: SIGN_IN_LOCKED_ERROR }, next));
  });
}

/**
 * After the challenge: the two-factor hook answered JSON (`twoFactorRedirect`), which a browser
 * arriving from Google cannot use; send it to the login page's second step instead.
 */
const toSecondStep = createAuthMiddleware(async (ctx) => {
  const challenge = TwoFactorRedirect.safeParse(ctx.context.returned);
  if (!challenge.success) return;
  answered.add(ctx.context);
  const methods = challenge.data.twoFactorMethods.join(',');
  const next = destinations.get(ctx.context) ?? null;
  throw ctx.redirect(loginPageLocation({ [SECOND_STEP_PARAM]: methods }, next));
});

/**
 * The second step for Google sign-in (issue 6 item 3): better-auth's two-factor plugin asks for
 * it only after sign-in/email (and username and phone sign-ins), by an after-hook that replaces
 * the new session with its short-lived two-factor cookie. This plugin runs that same hook on the
 * OAuth callback, so a two-factor user leaves Google with the two-factor cookie and no session,
 * and finishes on the same verify-totp, verify-otp and verify-backup-code endpoints as after a
 * password. Trusted devices are honoured by that hook as for a password sign-in.
 *
 * Registered after genericOAuth and before the audit plugin, which must not see a session here.
 */
export function oauthSecondStepPlugin(
  twoFactorPlugin: ReturnType<typeof twoFactor>,
  gate: SecondStepGate,
): BetterAuthPlugin {
  const [challenge] = twoFactorPlugin.hooks.after;
  // The plugin's sign-in hook is its only after-hook; without it there is nothing to reuse.
  if (!challenge) throw new Error('better-auth two-factor plugin has no sign-in hook');
  const onCallback = (ctx: { path?: string }) => ctx.path === CALLBACK_PATH;
  return {
    id: 'bus-oauth-second-step',
    hooks: {
      after: [
        { matcher: onCallback, handler: lockGate(gate) },
        { matcher: onCallback, handler: challenge.handler },
        { matcher: onCallback, handler: toSecondStep },
      ],
    },
  };
}
