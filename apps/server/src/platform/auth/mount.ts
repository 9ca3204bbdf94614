import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '../errors/problem';
import type { App } from '../http/app-type';
import type { Auth } from './auth';
import { AUTH_BASE_PATH } from './auth';
import { authProblem } from './error-map';
import { authRateLimit, signUpIpRateLimit } from './rate-limits';
import type { Sessions } from './session';
import { toWebHeaders } from './web-headers';

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody =
    request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const headers = toWebHeaders(request.headers);
  // The body was parsed (and size-limited) by Fastify; its length changes when re-serialised.
  headers.delete('content-length');
  // better-auth reads the client address from this header (sessions, audit trail); Fastify's
  // request.ip honours its own proxy settings, so a client cannot choose what lands here.
  headers.set('x-forwarded-for', request.ip);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** These create a session or send mail or SMS; they cannot make a cached session stale. */
const NON_MUTATING_POSTS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/two-factor/send-otp',
]);

function authPath(request: FastifyRequest): string {
  return request.url.slice(AUTH_BASE_PATH.length).split('?')[0] ?? '';
}

function changesSessions(request: FastifyRequest): boolean {
  return request.method === 'POST' && !NON_MUTATING_POSTS.has(authPath(request));
}

/**
 * The admin plugin's endpoints check only "is an admin", not our policy (no change to one's own
 * role or another admin's, no deleting the built-in admin). They are reachable only server-side,
 * through /api/admin/* (modules/admin), which calls auth.api after its own checks.
 */
function isServerOnly(request: FastifyRequest): boolean {
  // Judge the path as a router would see it: %61dmin or //admin must not slip past.
  let path: string;
  try {
    path = decodeURIComponent(authPath(request));
  } catch {
    return true;
  }
  return path.replace(/\/+/g, '/').toLowerCase().startsWith('/admin');
}

async function forward(
  auth: Auth,
  sessions: Sessions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (isServerOnly(request)) return sendProblem(reply, problem('route_not_found', 404));
  const response = await auth.handler(toWebRequest(request));
  // Sign-out, password changes and the admin plugin's role, ban and revoke calls all end here.
  if (changesSessions(request) && response.status < 400) await sessions.invalidate();
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status >= 400) {
    return sendProblem(
      reply,
      authProblem(response.status, await readJson(response), authPath(request)),
    );
  }
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  return reply.send(response.body ? Readable.fromWeb(response.body) : null);
}

/**
 * Endpoints that take a password or a code, or send mail or SMS, get their own limit (see
 * rate-limits.ts): sign-in, sign-up, reset, and the second step's send and verify calls.
 */
export const LIMITED_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
] as const;

/** Mounts better-auth under /api/auth/* and converts its answers into our conventions. */
export function mountAuth(app: App, auth: Auth, sessions: Sessions, signUpIpLimit: number): void {
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    forward(auth, sessions, request, reply);
  const schema = {
    tags: ['auth'],
    summary: 'better-auth endpoint',
    description:
      'Authentication by better-auth: sign-up/email, sign-in/email, sign-out, get-session, ' +
      'request-password-reset, reset-password, change-password, sign-in/social (provider ' +
      "'google'), callback/:id, two-factor/* (enable, disable, send-otp, verify-otp, " +
      'get-totp-uri, verify-totp, verify-backup-code, generate-backup-codes). The admin ' +
      "plugin's admin/* answer 404 here (see /api/admin). Errors are problem documents.",
  };
  const signUpPerIp = app.rateLimit(signUpIpRateLimit(signUpIpLimit));
  for (const path of LIMITED_PATHS) {
    app.post(`${AUTH_BASE_PATH}${path}`, {
      schema: { ...schema, summary: `better-auth ${path}` },
      config: { minRole: 'public', rateLimit: authRateLimit },
      ...(path === '/sign-up/email' ? { preHandler: signUpPerIp } : {}),
      handler,
    });
  }
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema,
    config: { minRole: 'public' },
    handler,
  });
}
