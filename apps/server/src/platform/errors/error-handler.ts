import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from './app-error';
import { problem, sendProblem } from './problem';
import { validationParams } from './validation';

/** Fastify error codes that are the client's fault, with the problem code we answer. */
const CLIENT_ERRORS = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['malformed_json', 400],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['malformed_json', 400],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 413],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['malformed_json', 400],
} as const;

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string';
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    return sendProblem(reply, problem(error.code, error.statusCode, error.params));
  }
  if (isFastifyError(error) && error.validation) {
    const params = validationParams(error.validation, error.validationContext);
    return sendProblem(reply, problem('validation_failed', 400, params));
  }
  if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
    return sendProblem(reply, problem('malformed_json', 400));
  }
  if (isFastifyError(error) && error.code in CLIENT_ERRORS) {
    const [code, status] = CLIENT_ERRORS[error.code as keyof typeof CLIENT_ERRORS];
    return sendProblem(reply, problem(code, status));
  }
  // Anything else is our fault: log it in full, answer without stack or SQL.
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(reply, problem('internal', 500));
}

/** Every failure leaves as problem JSON; see CLIENT_ERRORS for what counts as bad input. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
