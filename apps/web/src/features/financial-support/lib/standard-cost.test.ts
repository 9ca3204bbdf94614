import { describe, expect, it } from 'vitest';
import { completeStandardCost, standardCostQuery } from './standard-cost';

describe('standard cost inputs', () => {
  it('sends nothing until both the unit cost and the bus-days are filled', () => {
    expect(completeStandardCost({ unitCostPerBusDay: 700_000, busDays: null })).toBeNull();
    expect(completeStandardCost({ unitCostPerBusDay: null, busDays: 100_000 })).toBeNull();
    expect(completeStandardCost({ unitCostPerBusDay: 700_000, busDays: 100_000 })).toEqual({
      unitCostPerBusDay: 700_000,
      busDays: 100_000,
    });
  });

  it('rejects a negative cost and fractional bus-days, as the server does', () => {
    expect(completeStandardCost({ unitCostPerBusDay: -1, busDays: 10 })).toBeNull();
    expect(completeStandardCost({ unitCostPerBusDay: 1, busDays: 1.5 })).toBeNull();
  });

  it('puts both fields in the query, or none for the total cost', () => {
    expect(standardCostQuery(null)).toBe('');
    expect(standardCostQuery({ unitCostPerBusDay: 700_000, busDays: 100_000 })).toBe(
      '?unitCostPerBusDay=700000&busDays=100000',
    );
  });
});
