import { describe, expect, it } from 'vitest';
import { defaultDriverOf } from './drivers';

describe('defaultDriverOf', () => {
  it("takes the cost-statement driver of accounts.md's Driver column", () => {
    const line = { statement: 'cost_statement', category: 'transportation_cost' } as const;
    expect(defaultDriverOf({ ...line, standardId: 'cs.fuel' })).toEqual({
      driver: 'distance_km',
      source: 'dictionary',
    });
    expect(defaultDriverOf({ ...line, standardId: 'exp.bonuses' })).toEqual({
      driver: 'vehicles_operated',
      source: 'dictionary',
    });
    expect(defaultDriverOf({ ...line, standardId: 'cs.charging_power' }).driver).toBe(
      'distance_km',
    );
  });

  it('sends every SG&A and non-operating line to vehicles owned', () => {
    for (const category of [
      'administration_cost',
      'non_operating_expense',
      'non_operating_income',
    ]) {
      expect(
        defaultDriverOf({
          statement: 'income_statement',
          category,
          standardId: 'cs.charging_power',
        }),
      ).toEqual({ driver: 'vehicles_owned', source: 'sga' });
    }
  });

  it('falls back to vehicles owned for an unknown account or one without a driver', () => {
    const line = { statement: 'cost_statement', category: 'transportation_cost' } as const;
    expect(defaultDriverOf({ ...line, standardId: null })).toEqual({
      driver: 'vehicles_owned',
      source: 'default',
    });
    expect(defaultDriverOf({ ...line, standardId: 'is.cost_of_sales' }).source).toBe('default');
  });

  it('follows the category a user moved the line to, not its statement', () => {
    expect(
      defaultDriverOf({
        statement: 'income_statement',
        category: 'transportation_cost',
        standardId: 'exp.repairs',
      }),
    ).toEqual({ driver: 'distance_km', source: 'dictionary' });
  });
});
