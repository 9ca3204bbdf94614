import { type SessionEnd, sessionEnd, shouldStampActivity } from '@bus/domain';
import {
  BACKGROUND_REQUEST_HEADER,
  BACKGROUND_REQUEST_VALUE,
} from '@bus/domain/background-request';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';
import { toWebHeaders } from './web-headers';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];
export type AuthSession = { user: SessionUser; session: SessionResult['session'] };
type AuthContext = Awaited<Auth['$context']>;

/** The raw value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim() || null;
    }
  }
  return null;
}

/**
 * Not user activity (ADR 0007): a passive route (config.passiveSession, GET /api/me) or a request
 * the web marks as its own doing (BACKGROUND_REQUEST_HEADER: polls and timed retries).
 */
function isBackground(request: FastifyRequest): boolean {
  return (
    Boolean(request.routeOptions.config?.passiveSession) ||
    request.headers[BACKGROUND_REQUEST_HEADER] === BACKGROUND_REQUEST_VALUE
  );
}

/**
 * Finds the session of a request from its cookie: cached, then better-auth (which renews it).
 * Also enforces the user's idle timeout and the 480-minute cap (ADR 0007): an ended session is
 * deleted and the request answers 401 auth/session-expired; activity is stamped once a minute, by
 * any request but background ones (isBackground: background checks are not activity).
 */
export class Sessions {
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();
  private now: () => Date = () => new Date();

  constructor(
    private readonly auth: Auth,
    private readonly cache: SessionCache<AuthSession>,
    /** better-auth's session cookie name (it gains a __Secure- prefix on https). */
    private readonly cookieName: string,
    private readonly adapter: AuthContext['internalAdapter'],
  ) {}

  static async create(auth: Auth, cache: SessionCache<AuthSession>): Promise<Sessions> {
    const context = await auth.$context;
    return new Sessions(
      auth,
      cache,
      context.authCookies.sessionToken.name,
      context.internalAdapter,
    );
  }

  /** Replaces the clock the timeouts are measured with (tests move it forward). */
  useClock(now: () => Date): void {
    this.now = now;
  }

  /** The session of this request, looked up at most once per request. */
  of(
    request: FastifyRequest,
    /** Null on a WebSocket upgrade, which has no reply to carry a renewed cookie. */
    reply: FastifyReply | null,
  ): Promise<AuthSession | null> {
    let pending = this.perRequest.get(request);
    if (!pending) {
      pending = this.load(request, reply);
      this.perRequest.set(request, pending);
    }
    return pending;
  }

  /** The session of a route that requires sign-in (the role guard has already checked it). */
  async require(request: FastifyRequest, reply: FastifyReply): Promise<AuthSession> {
    const current = await this.of(request, reply);
    if (!current) throw new AppError('unauthenticated', 401);
    return current;
  }

  /** After anything that changes sessions, users or roles: the next request reads them afresh. */
  invalidate(): Promise<void> {
    return this.cache.invalidateAll();
  }

  /** Hears every invalidation, of this process or another (see SessionCache.onInvalidate). */
  onInvalidate(listener: () => void): () => void {
    return this.cache.onInvalidate(listener);
  }

  private async load(request: FastifyRequest, reply: FastifyReply | null) {
    const current = await this.lookup(request, reply);
    if (!current) return null;
    const now = this.now();
    const { session, user } = current;
    const ended = sessionEnd({
      createdAt: new Date(session.createdAt),
      lastActiveAt: session.lastActiveAt ? new Date(session.lastActiveAt) : null,
      timeoutMinutes: user.sessionTimeoutMinutes,
      now,
    });
    if (ended) return this.end(current, ended, reply);
    const lastActiveAt = session.lastActiveAt ? new Date(session.lastActiveAt) : null;
    if (shouldStampActivity(lastActiveAt, now) && !isBackground(request)) {
      await this.adapter.updateSession(session.token, { lastActiveAt: now });
      // The cached object is this one: the next request within the minute skips the write.
      session.lastActiveAt = now;
    }
    return current;
  }

  /** Deletes an ended session; a request (not a WebSocket upgrade) answers 401 session-expired. */
  private async end(current: AuthSession, ended: SessionEnd, reply: FastifyReply | null) {
    await this.adapter.deleteSession(current.session.token);
    if (!reply) return null;
    const secure = this.cookieName.startsWith('__Secure-') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${this.cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
    );
    throw new AppError('auth/session-expired', 401, { reason: ended });
  }

  private async lookup(request: FastifyRequest, reply: FastifyReply | null) {
    // The signed cookie itself is the key: the same bytes were verified when the entry was made.
    const key = cookieValue(request.headers.cookie, this.cookieName);
    if (!key) return null;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const { headers, response } = await this.auth.api.getSession({
      headers: toWebHeaders(request.headers),
      returnHeaders: true,
    });
    // A session renewed by use (updateAge) comes back with a fresh cookie; pass it on.
    const cookies = headers.getSetCookie();
    if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response) return null;
    const current = { user: response.user, session: response.session };
    this.cache.set(key, current, new Date(response.session.expiresAt));
    return current;
  }
}
