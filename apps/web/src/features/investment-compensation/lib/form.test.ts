import { describe, expect, it } from 'vitest';
import { fieldWarning, rateText } from './form';
import { PENDING_TTL_MS, pendingKey, readPending, writePending } from './pending-save';

describe('fieldWarning (spec §5 field edits)', () => {
  it('warns when Rd is above 50 % and Re above 30 %', () => {
    expect(fieldWarning('debtRate', 0.5001, 'spec')?.rule).toBe('debt_rate_above_limit');
    expect(fieldWarning('debtRate', 0.5, 'spec')).toBeNull();
    expect(fieldWarning('equityRate', 0.31, 'spec')?.rule).toBe('equity_rate_above_limit');
  });

  it('allows negative equity only under the clamping policy', () => {
    expect(fieldWarning('equity', -1, 'spec')?.rule).toBe('out_of_range');
    expect(fieldWarning('equity', -1, 'clamp_equity_at_zero')).toBeNull();
    expect(fieldWarning('revaluationDifference', -5, 'spec')).toBeNull();
  });

  it('shows rates with four decimals of percent', () => {
    expect(rateText(0.0452112345)).toBe('4.5211%');
    expect(rateText(null)).toBe('-');
  });
});

describe('pending save', () => {
  const body = {
    version: 1,
    inputs: {
      tangibleAssetsBV: 1,
      operatingCost: 1,
      equity: 1,
      debt: 1,
      equityRate: 0.0562,
      debtRate: 0.04,
      corporateTaxRate: 0.22,
    },
    equityPolicy: 'spec' as const,
    confirmed: false,
  };

  it('is kept for one hour per user, company and year', () => {
    const key = pendingKey('u1', 'c1', 2024);
    const now = Date.parse('2026-03-02T09:00:00.000Z');
    writePending(key, body, now);
    expect(readPending(key, now + PENDING_TTL_MS - 1)?.body).toEqual(body);
    expect(readPending(pendingKey('u2', 'c1', 2024), now)).toBeNull();
    expect(readPending(key, now + PENDING_TTL_MS)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
