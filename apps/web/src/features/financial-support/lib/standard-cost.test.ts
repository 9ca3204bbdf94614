import { MAX_BUS_DAYS, MAX_UNIT_COST_PER_BUS_DAY } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { completeStandardCost, overMaxFields, standardCostQuery } from './standard-cost';

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

  it('sends nothing above the bounds and names each input over its maximum', () => {
    const largest = { unitCostPerBusDay: MAX_UNIT_COST_PER_BUS_DAY, busDays: MAX_BUS_DAYS };
    expect(completeStandardCost(largest)).toEqual(largest);
    expect(overMaxFields(largest)).toEqual([]);
    const over = { unitCostPerBusDay: MAX_UNIT_COST_PER_BUS_DAY + 1, busDays: MAX_BUS_DAYS + 1 };
    expect(completeStandardCost(over)).toBeNull();
    expect(overMaxFields(over)).toEqual(['unitCostPerBusDay', 'busDays']);
    expect(overMaxFields({ unitCostPerBusDay: null, busDays: MAX_BUS_DAYS + 1 })).toEqual([
      'busDays',
    ]);
  });

  it('puts both fields in the query, or none for the total cost', () => {
    expect(standardCostQuery(null)).toBe('');
    expect(standardCostQuery({ unitCostPerBusDay: 700_000, busDays: 100_000 })).toBe(
      '?unitCostPerBusDay=700000&busDays=100000',
    );
  });
});
