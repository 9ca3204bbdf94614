import type { ErrorCode } from '@bus/domain';

/** A failure with a stable code the web translates; the HTTP layer turns it into problem JSON. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, status: number, params?: Record<string, unknown>, detail?: string) {
    super(detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = status;
    this.params = params;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
