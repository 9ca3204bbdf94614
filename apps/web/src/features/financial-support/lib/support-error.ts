import { ValidationMessage } from '@bus/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { problemText } from '../components/problem-list';

/**
 * A failed read or save of the screen in words. A 400 `validation_failed` carrying the
 * calculation's problems (issue 14 §7: `amount_out_of_range` naming each figure that left
 * ±1,000조 won) says each of them, as the problem list does; anything else gets the shared message.
 */
export function supportErrorText(error: unknown, t: TFunction, lng: 'ko' | 'en'): string {
  const problems = calculationProblems(error);
  if (problems.length === 0) return errorMessage(error, t);
  return problems.map((problem) => problemText(problem, t, lng)).join(' ');
}

/** A problem as the server lists it; its severity may be left out (then it is an error). */
const ListedProblem = ValidationMessage.extend({
  severity: ValidationMessage.shape.severity.default('error'),
});

function calculationProblems(error: unknown): ValidationMessage[] {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return [];
  const errors = error.problem.params?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) => {
    const parsed = ListedProblem.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
