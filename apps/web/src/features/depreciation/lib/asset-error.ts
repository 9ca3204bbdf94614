import { AssetProblemView } from '@bus/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

const Problems = z.object({ problems: z.array(AssetProblemView) });

/**
 * A refused save in words: for `asset/invalid` each problem the server found (useful life 0,
 * residual above cost, a duplicate code …), otherwise the code's own message.
 */
export function assetErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'asset/invalid') {
    const parsed = Problems.safeParse(error.problem.params);
    if (parsed.success && parsed.data.problems.length > 0) {
      return parsed.data.problems.map((problem) => t(`errors:codes.${problem.code}`)).join(' ');
    }
  }
  return errorMessage(error, t);
}
