import type { FastifySchemaValidationError } from 'fastify';

type Issue = { path: string; message: string };

function dotted(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/** Turns one schema validation error into our {path, message}; an unknown key names the key. */
function toIssue(error: FastifySchemaValidationError, context: string | undefined): Issue {
  const base = dotted(error.instancePath);
  const keys = (error.params as { keys?: unknown }).keys;
  const extra = error.keyword === 'unrecognized_keys' && Array.isArray(keys) ? String(keys[0]) : '';
  const path = [base, extra].filter(Boolean).join('.');
  return { path: path || (context ?? ''), message: error.message ?? 'invalid' };
}

/** params of a validation_failed problem: the first bad field and every issue. */
export function validationParams(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): { field: string; issues: Issue[] } {
  const issues = errors.map((e) => toIssue(e, context));
  return { field: issues[0]?.path ?? '', issues };
}
