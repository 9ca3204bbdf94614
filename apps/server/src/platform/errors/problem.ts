import { STATUS_CODES } from 'node:http';
import type { ErrorCode, Problem } from '@bus/domain';
import type { FastifyReply } from 'fastify';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** Builds an RFC 9457 problem document; `type` is a stable URN per code. */
export function problem(
  code: ErrorCode,
  status: number,
  params?: Record<string, unknown>,
  detail?: string,
): Problem {
  return {
    type: `urn:bus:problem:${code}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(params ? { params } : {}),
  };
}

export function sendProblem(reply: FastifyReply, doc: Problem): FastifyReply {
  return reply.status(doc.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(doc));
}
