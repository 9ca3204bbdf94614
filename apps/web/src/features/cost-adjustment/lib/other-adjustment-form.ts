import { OtherAdjustmentCreate } from '@bus/domain';

/** What the add form holds while the user types (antd leaves untouched fields undefined). */
export type OtherAdjustmentDraft = {
  category?: string;
  amount?: number | null;
  reason?: string;
};

export type DraftField = keyof OtherAdjustmentDraft;

/** An i18n key under `costAdjustment:validation` and its interpolation values. */
export type FieldProblem = { key: string; values?: Record<string, string | number> };

const shape = OtherAdjustmentCreate.shape;

/** Bounds of the contract (packages/domain/src/api/costing.ts), read from the schema itself. */
export const AMOUNT_LIMIT = shape.amount.maxValue ?? Number.MAX_SAFE_INTEGER;
export const REASON_MAX = shape.reason.maxLength ?? 500;

/**
 * The first problem of one field's value under the contract's zod schema, as a translatable message, or
 * null when the field is valid. Checking the same schema the server checks keeps the form from
 * accepting what the server would answer 400 to.
 */
export function fieldProblem(field: DraftField, value: unknown): FieldProblem | null {
  if (field === 'category') {
    return shape.category.safeParse(value).success ? null : { key: 'categoryRequired' };
  }
  if (field === 'amount') {
    if (value === undefined || value === null) return { key: 'amountRequired' };
    const issue = shape.amount.safeParse(value).error?.issues[0];
    if (!issue) return null;
    if (issue.code === 'too_big' || issue.code === 'too_small') {
      return { key: 'amountRange', values: { limit: AMOUNT_LIMIT } };
    }
    return { key: 'amountInteger' };
  }
  const issue = shape.reason.safeParse(value ?? '').error?.issues[0];
  if (!issue) return null;
  return issue.code === 'too_big'
    ? { key: 'reasonTooLong', values: { max: REASON_MAX } }
    : { key: 'reasonRequired' };
}

/** The POST body of a valid draft (reason trimmed as the server stores it); null when invalid. */
export function createBody(draft: OtherAdjustmentDraft): OtherAdjustmentCreate | null {
  const parsed = OtherAdjustmentCreate.safeParse(draft);
  return parsed.success ? parsed.data : null;
}
