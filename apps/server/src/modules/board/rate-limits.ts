import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error';

/**
 * Per-user write limits of the board (issue 17 §4), on the rate limiter's store (Redis when
 * configured, so every process counts). Generous for people, tight for scripts.
 */
const LIMITS = {
  post: { max: 10, timeWindow: 60_000 },
  comment: { max: 30, timeWindow: 60_000 },
  like: { max: 60, timeWindow: 60_000 },
  report: { max: 10, timeWindow: 60_000 },
  upload: { max: 30, timeWindow: 10 * 60_000 },
} as const;

/** Session cookie value (the user), else the address: the key a limit counts by. */
function keyOf(kind: keyof typeof LIMITS) {
  return (request: FastifyRequest) => {
    const cookie = request.headers.cookie ?? '';
    const session = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]+)/.exec(cookie)?.[1];
    return `board-${kind}|${session ?? request.ip}`;
  };
}

export type BoardLimitKind = keyof typeof LIMITS;

/** The route option of one limit; `factor` scales it (BOARD_RATE_LIMIT_FACTOR). */
export function boardRateLimit(kind: BoardLimitKind, factor: number) {
  return {
    max: Math.max(1, Math.round(LIMITS[kind].max * factor)),
    timeWindow: LIMITS[kind].timeWindow,
    keyGenerator: keyOf(kind),
    errorResponseBuilder: () => new AppError('board/rate-limited', 429),
  };
}
