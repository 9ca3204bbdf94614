import { describe, expect, it } from 'vitest';
import { SAMPLE_SERVICE_ENTITIES } from '../allocation/sample-entities';
import { costPerBusDay, OPERATING_DAYS_PER_YEAR, ownedBuses } from './cost-per-bus-day';

describe('costPerBusDay', () => {
  it("gives sample A's 662,028 won per bus-day (expected.md §5)", () => {
    expect(costPerBusDay(72_492_108_135, 300)).toEqual({
      value: 662_028,
      buses: 300,
      days: OPERATING_DAYS_PER_YEAR,
      busDays: 109_500,
      missing: [],
    });
  });

  it("gives sample B's 946,117 won per bus-day (expected.md §5 of B)", () => {
    expect(costPerBusDay(15_885_302_573, 46).value).toBe(946_117);
  });

  it('says the bus count is missing instead of dividing by 0', () => {
    expect(costPerBusDay(72_492_108_135, null)).toMatchObject({
      value: null,
      buses: null,
      busDays: null,
      missing: ['bus_count'],
    });
    expect(costPerBusDay(72_492_108_135, 0).missing).toEqual(['bus_count']);
  });

  it('says the total cost is missing for a year without an income statement', () => {
    expect(costPerBusDay(null, 300)).toMatchObject({
      value: null,
      busDays: 109_500,
      missing: ['total_cost'],
    });
    expect(costPerBusDay(null, null).missing).toEqual(['total_cost', 'bus_count']);
  });
});

describe('ownedBuses', () => {
  it("sums the entities' owned buses: sample A's three routes own 300 (expected.md §8)", () => {
    expect(ownedBuses(SAMPLE_SERVICE_ENTITIES)).toBe(300);
  });

  it('is null without entities or without an owned bus', () => {
    expect(ownedBuses([])).toBeNull();
    expect(ownedBuses([{ vehiclesOwned: 0 }, { vehiclesOwned: Number.NaN }])).toBeNull();
  });
});
