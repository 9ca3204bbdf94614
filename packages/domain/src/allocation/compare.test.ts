import { describe, expect, it } from 'vitest';
import { type AllocationResult, allocate } from './allocate';
import { compareAllocations } from './compare';
import type { ServiceEntity } from './entities';
import type { AllocationLine } from './lines';

function entity(id: string, vehiclesOwned: number): ServiceEntity {
  return {
    id,
    name: `노선 ${id}`,
    type: 'route',
    distanceKm: 1,
    vehiclesOperated: 1,
    vehiclesOwned,
    custom: {},
  };
}

function line(key: string, amount: number): AllocationLine {
  return {
    key,
    name: key,
    statement: 'income_statement',
    category: 'administration_cost',
    standardId: null,
    amount,
    driver: 'vehicles_owned',
    driverSource: 'sga',
  };
}

function result(lines: AllocationLine[], entities: ServiceEntity[]): AllocationResult {
  const outcome = allocate(lines, entities, { fiscalYear: 2024 });
  if (!outcome.ok) throw new Error('refused');
  return outcome.result;
}

describe('compareAllocations', () => {
  it('matches entities by id and rows by key, with null for a side that lacks one', () => {
    const before = result(
      [line('급여', 1_000), line('보험료', 500)],
      [entity('a', 1), entity('b', 1)],
    );
    const after = result(
      [line('급여', 1_200), line('통신비', 90)],
      [entity('b', 1), entity('c', 2)],
    );
    const comparison = compareAllocations(before, after);
    expect(comparison.entities).toEqual([
      { entityId: 'a', name: '노선 a', before: 750, after: null, difference: -750 },
      { entityId: 'b', name: '노선 b', before: 750, after: 430, difference: -320 },
      { entityId: 'c', name: '노선 c', before: null, after: 860, difference: 860 },
    ]);
    expect(comparison.rows).toEqual([
      { key: '급여', name: '급여', before: 1_000, after: 1_200, difference: 200 },
      { key: '보험료', name: '보험료', before: 500, after: null, difference: -500 },
      { key: '통신비', name: '통신비', before: null, after: 90, difference: 90 },
    ]);
    expect(comparison.total).toEqual({ before: 1_500, after: 1_290, difference: -210 });
  });
});
