import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { Auth } from './auth';
import { toWebHeaders } from './web-headers';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];
export type AuthSession = { user: SessionUser; session: SessionResult['session'] };

const cache = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();

async function load(auth: Auth, request: FastifyRequest, reply: FastifyReply | null) {
  const { headers, response } = await auth.api.getSession({
    headers: toWebHeaders(request.headers),
    returnHeaders: true,
  });
  // A session renewed by use (updateAge) comes back with a fresh cookie; pass it on.
  const cookies = headers.getSetCookie();
  if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
  return response ? { user: response.user, session: response.session } : null;
}

/** The session of this request from its cookie, looked up at most once per request. */
export function sessionOf(
  auth: Auth,
  request: FastifyRequest,
  /** Null on a WebSocket upgrade, which has no reply to carry a renewed cookie. */
  reply: FastifyReply | null,
): Promise<AuthSession | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = load(auth, request, reply);
    cache.set(request, pending);
  }
  return pending;
}

/** The session of a route that requires sign-in (the role guard has already checked it). */
export async function requireSession(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthSession> {
  const current = await sessionOf(auth, request, reply);
  if (!current) throw new AppError('unauthenticated', 401);
  return current;
}
