import { describe, expect, it } from 'vitest';
import { AMOUNT_LIMIT, createBody, fieldProblem, REASON_MAX } from './other-adjustment-form';

const valid = { category: 'transportation_cost', amount: -250_000, reason: '  보험 환급  ' };

describe('fieldProblem', () => {
  it('accepts a valid draft, negative amounts included', () => {
    for (const field of ['category', 'amount', 'reason'] as const) {
      expect(fieldProblem(field, valid[field])).toBeNull();
    }
  });

  it('asks for a category of the four totals', () => {
    expect(fieldProblem('category', undefined)).toEqual({ key: 'categoryRequired' });
    expect(fieldProblem('category', 'unclassified')).toEqual({
      key: 'categoryRequired',
    });
  });

  it('asks for an amount in whole won within the contract range', () => {
    expect(fieldProblem('amount', null)).toEqual({ key: 'amountRequired' });
    expect(fieldProblem('amount', 1.5)).toEqual({ key: 'amountInteger' });
    expect(fieldProblem('amount', AMOUNT_LIMIT + 1)).toEqual({
      key: 'amountRange',
      values: { limit: AMOUNT_LIMIT },
    });
  });

  it('asks for a reason of at most 500 characters, spaces alone not counting', () => {
    expect(REASON_MAX).toBe(500);
    expect(fieldProblem('reason', '   ')).toEqual({ key: 'reasonRequired' });
    expect(fieldProblem('reason', 'a'.repeat(501))).toEqual({
      key: 'reasonTooLong',
      values: { max: 500 },
    });
  });
});

describe('createBody', () => {
  it('trims the reason as the server stores it', () => {
    expect(createBody(valid)).toEqual({ ...valid, reason: '보험 환급' });
  });

  it('is null for an invalid draft', () => {
    expect(createBody({ ...valid, amount: 0.5 })).toBeNull();
  });
});
