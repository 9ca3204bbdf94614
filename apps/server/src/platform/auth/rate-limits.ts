import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/** Attempts per client IP and e-mail address within one window on sign-in, sign-up and reset. */
export const AUTH_RATE_LIMIT_MAX = 5;
export const AUTH_RATE_LIMIT_WINDOW_MS = 60_000;

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Route config for @fastify/rate-limit; runs after body parsing so the e-mail is part of the key. */
export const authRateLimit = {
  max: AUTH_RATE_LIMIT_MAX,
  timeWindow: AUTH_RATE_LIMIT_WINDOW_MS,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
  errorResponseBuilder: () => new AppError('auth/too-many-requests', 429),
};
