import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Request-rate limit per client IP and e-mail address on sign-in, sign-up, reset and the second
 * step's calls (failed sign-ins are throttled separately, per account and per IP: throttle.ts).
 */
export const AUTH_RATE_LIMIT_MAX = 5;
export const AUTH_RATE_LIMIT_WINDOW_MS = 60_000;

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Every 429 on an auth path is a security event (issue 6 §7): audited as rate_limit.hit. */
function auditHit(request: FastifyRequest, limit: string): void {
  const email = emailOf(request) || null;
  // record() never throws; the 429 does not wait for the row.
  void request.server.services.audit.record({
    action: 'rate_limit.hit',
    outcome: 'failure',
    actor: { email },
    target: { email },
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    detail: { path: request.routeOptions.url ?? request.url, limit },
  });
}

/** Route config for @fastify/rate-limit; runs after body parsing so the e-mail is part of the key. */
export const authRateLimit = {
  max: AUTH_RATE_LIMIT_MAX,
  timeWindow: AUTH_RATE_LIMIT_WINDOW_MS,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
  onExceeded: (request: FastifyRequest) => auditHit(request, 'request-rate'),
  errorResponseBuilder: () => new AppError('auth/too-many-requests', 429),
};

/** The window of the per-IP sign-up limit (SIGN_UP_IP_LIMIT attempts in it). */
export const SIGN_UP_IP_WINDOW_MS = 60 * 60_000;

/**
 * Sign-up attempts per client IP whatever the addresses (issue 14 §7): the limit above is per
 * IP and address, so one machine could register a new address every request. Options for
 * app.rateLimit(), on the same store (Redis when REDIS_URL is set, so every process counts).
 */
export function signUpIpRateLimit(max: number) {
  return {
    max,
    timeWindow: SIGN_UP_IP_WINDOW_MS,
    // Prefixed: limiters made with app.rateLimit() share one key space in the store.
    keyGenerator: (request: FastifyRequest) => `sign-up-ip|${request.ip}`,
    onExceeded: (request: FastifyRequest) => auditHit(request, 'sign-up-ip'),
    errorResponseBuilder: () => new AppError('auth/too-many-requests', 429),
  };
}
