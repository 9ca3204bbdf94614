import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { App } from './app-type';

/** Methods that change state; GET and HEAD must not, so a link or an <img> can do no harm. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a request says about the page that sent it. */
type Claim = { kind: 'none' } | { kind: 'origin'; origin: string | null };

function originOf(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const origin = new URL(value).origin;
  // Opaque origins (sandboxed frames, data: and file: pages) serialise as "null".
  return origin === 'null' ? null : origin;
}

/** The Origin header, else the Referer's origin; an unreadable one is an origin nobody trusts. */
function claimOf(request: FastifyRequest): Claim {
  const { origin, referer } = request.headers;
  if (origin) return { kind: 'origin', origin: originOf(origin) };
  if (referer) return { kind: 'origin', origin: originOf(referer) };
  return { kind: 'none' };
}

function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

/**
 * Cross-site request forgery guard (issue 14 §7): a state-changing request or a WebSocket upgrade
 * is served only when it comes from a trusted origin (PUBLIC_URL, TRUSTED_ORIGINS). Same-site is
 * not enough: another port of the same host is another origin, and its page must not act with
 * the visitor's session cookie. It runs on onRequest, before any body is read, so a refused
 * upload is never received.
 *
 * A request with neither Origin nor Referer is refused when it carries a cookie (browsers send
 * Origin on every such request, so only a tool would omit it) and served without one: then it
 * holds no session to abuse (curl health checks, sign-in from a script). See docs/adr/0010.
 */
export function registerOriginCheck(app: App, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) && !isWebSocketUpgrade(request)) return;
    const claim = claimOf(request);
    if (claim.kind === 'none' && !request.headers.cookie) return;
    if (claim.kind === 'origin' && claim.origin !== null && trusted.has(claim.origin)) return;
    // The origin only: a Referer's path and query may carry a token.
    const origin = claim.kind === 'origin' ? claim.origin : null;
    request.log.warn({ origin }, 'request refused: not from a trusted origin (TRUSTED_ORIGINS)');
    throw new AppError('http/origin-forbidden', 403);
  });
  // An upgrade refused here (or by the text guard) never reached @fastify/websocket's own hooks,
  // which would have closed its socket after the answer: close it, or it stays open for good.
  app.addHook('onResponse', async (request) => {
    if (request.ws !== true && isWebSocketUpgrade(request)) request.raw.socket.destroy();
  });
}
