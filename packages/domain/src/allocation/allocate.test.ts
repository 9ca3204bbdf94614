import { describe, expect, it } from 'vitest';
import { type AllocationResult, allocate, daysInYear } from './allocate';
import type { DriverKey, ServiceEntity } from './entities';
import { type AllocationLine, allocationLinesOf } from './lines';
import { expectedAllocation, sampleClassifications } from './test-fixtures';

function entity(id: string, drivers: Partial<ServiceEntity> = {}): ServiceEntity {
  return {
    id,
    name: id,
    type: 'route',
    distanceKm: 1,
    vehiclesOperated: 1,
    vehiclesOwned: 1,
    custom: {},
    ...drivers,
  };
}

function line(key: string, amount: number, driver: DriverKey = 'vehicles_owned'): AllocationLine {
  return {
    key,
    name: key,
    statement: 'cost_statement',
    category: 'transportation_cost',
    standardId: null,
    amount,
    driver,
    driverSource: 'dictionary',
  };
}

function allocated(
  lines: readonly AllocationLine[],
  entities: readonly ServiceEntity[],
  fiscalYear = 2024,
): AllocationResult {
  const outcome = allocate(lines, entities, { fiscalYear });
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.refusal)}`);
  return outcome.result;
}

const sumOf = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

describe('allocate on sample A with the three routes of expected.md §8', () => {
  const expected = expectedAllocation('A_city_bus_300');
  const lines = allocationLinesOf(sampleClassifications('A_city_bus_300'), {
    overrides: [],
    includeNonOperating: false,
    investmentCompensation: null,
  });
  const result = allocated(lines, expected.entities);

  it('reads the three routes from the document', () => {
    expect(expected.entities.map((e) => e.id)).toEqual(['R-101', 'R-202', 'R-303']);
  });

  it('forms the km, operated and owned pools of expected.md to the won', () => {
    expect(result.pools.map((p) => [p.driver, p.amount])).toEqual(Object.entries(expected.pools));
    expect(result.pools.map((p) => p.amount)).toEqual([
      13_752_500_000, 44_737_000_000, 12_439_000_000,
    ]);
    expect(result.pools.map((p) => p.driverTotal)).toEqual([24_000_000, 285, 300]);
    // accounts.md row 123: the cost statement's 전력비 145,000,000 is charging power, by km.
    expect(result.pools[0]?.lineKeys).toContain('cs|cs.charging_power');
    expect(lines.find((l) => l.key === 'cs|cs.charging_power')?.amount).toBe(145_000_000);
  });

  it('gives every route its expected.md total, R-202 taking the won the floors leave', () => {
    const totals = result.entities.map((e) => [e.entityId, e.total]);
    expect(totals).toEqual([...expected.totals.entries()]);
    expect(totals).toEqual([
      ['R-101', 24_158_552_083],
      ['R-202', 18_905_778_553],
      ['R-303', 27_864_169_364],
    ]);
    expect(result.total).toBe(70_928_500_000);
    expect(sumOf(result.entities.map((e) => e.total))).toBe(70_928_500_000);
  });

  it('makes every row and every pool add up, and shows the 단수차이 of each route', () => {
    for (const row of result.rows) expect(sumOf(row.perEntity), row.name).toBe(row.total);
    result.entities.forEach((e, i) => {
      const rounded = sumOf(result.rows.map((row) => row.perEntity[i] ?? 0));
      expect(e.total - rounded).toBe(e.roundingDifference);
      expect(Math.abs(e.roundingDifference)).toBeLessThan(result.rows.length);
    });
    expect(sumOf(result.entities.map((e) => e.roundingDifference))).toBe(0);
    for (const pool of result.pools) {
      expect(sumOf(result.entities.map((e) => e.byDriver[pool.driver] ?? 0))).toBe(pool.amount);
    }
  });

  it('computes cost per km, per operated vehicle and per vehicle-day, and the shares', () => {
    const [r101] = result.entities;
    expect(r101?.costPerKm).toBeCloseTo(24_158_552_083 / 8_900_000, 6);
    expect(r101?.costPerOperatedVehicle).toBeCloseTo(24_158_552_083 / 95, 6);
    expect(r101?.costPerVehicleDay).toBeCloseTo(24_158_552_083 / (95 * 366), 6);
    expect(result.daysInYear).toBe(366);
    expect(sumOf(result.entities.map((e) => e.share))).toBeCloseTo(1, 12);
  });
});

describe('allocate: rounding', () => {
  it('hands the missing won to the largest fractional parts, ties to the entity listed first', () => {
    const result = allocated([line('a', 100)], [entity('x'), entity('y'), entity('z')]);
    expect(result.entities.map((e) => e.total)).toEqual([34, 33, 33]);
    expect(result.rows[0]?.perEntity).toEqual([34, 33, 33]);
  });

  it('allocates a negative line with its sign and still adds up', () => {
    const lines = [line('fuel', 1_000, 'distance_km'), line('subsidy', -101, 'distance_km')];
    const entities = [entity('x', { distanceKm: 1 }), entity('y', { distanceKm: 2 })];
    const result = allocated(lines, entities);
    expect(result.rows[1]?.perEntity).toEqual([-34, -67]);
    expect(result.entities.map((e) => e.total)).toEqual([300, 599]);
    expect(result.total).toBe(899);
  });

  it('rounds a wholly negative total by largest remainder too', () => {
    const result = allocated([line('a', -100)], [entity('x'), entity('y'), entity('z')]);
    expect(result.entities.map((e) => e.total)).toEqual([-33, -33, -34]);
  });

  it('reads decimal drivers exactly (0.1 + 0.2 of a km is 0.3)', () => {
    const entities = [entity('x', { distanceKm: 0.1 }), entity('y', { distanceKm: 0.2 })];
    const result = allocated([line('a', 300, 'distance_km')], entities);
    expect(result.entities.map((e) => e.total)).toEqual([100, 200]);
    expect(result.pools[0]?.driverTotal).toBeCloseTo(0.3, 15);
  });

  it('rounds entity totals from exact sums over pools, not from rounded rows', () => {
    const lines = [line('a', 1, 'distance_km'), line('b', 1, 'vehicles_owned')];
    const entities = [
      entity('x', { distanceKm: 1, vehiclesOwned: 1 }),
      entity('y', { distanceKm: 1, vehiclesOwned: 1 }),
    ];
    const result = allocated(lines, entities);
    expect(result.rows.map((r) => r.perEntity)).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(result.entities.map((e) => [e.total, e.roundingDifference])).toEqual([
      [1, -1],
      [1, 1],
    ]);
  });

  it('gives nothing from a pool to an entity whose driver is zero', () => {
    const entities = [entity('x', { distanceKm: 0 }), entity('y', { distanceKm: 5 })];
    const result = allocated([line('a', 1_000, 'distance_km')], entities);
    expect(result.entities.map((e) => e.total)).toEqual([0, 1_000]);
    expect(result.entities[0]?.costPerKm).toBeNull();
  });

  it('allocates a custom driver from the entities custom values', () => {
    const entities = [entity('x', { custom: { hours: 3 } }), entity('y', { custom: { hours: 1 } })];
    const result = allocated([line('a', 400, 'custom:hours')], entities);
    expect(result.entities.map((e) => e.byDriver['custom:hours'])).toEqual([300, 100]);
  });
});

describe('allocate: refusals', () => {
  it('refuses without entities or without lines', () => {
    expect(allocate([line('a', 1)], [], { fiscalYear: 2024 })).toEqual({
      ok: false,
      refusal: { code: 'allocation/no-entities' },
    });
    expect(allocate([], [entity('x')], { fiscalYear: 2024 })).toEqual({
      ok: false,
      refusal: { code: 'allocation/no-lines' },
    });
  });

  it('names every pool whose driver total is zero, its amount and its lines', () => {
    const entities = [entity('x', { distanceKm: 0, vehiclesOperated: 0 })];
    const lines = [
      line('연료비', 500, 'distance_km'),
      line('유가보조금', -500, 'distance_km'),
      line('운전직급여', 700, 'vehicles_operated'),
      line('보험료', 100, 'vehicles_owned'),
      line('기타', 10, 'custom:hours'),
    ];
    expect(allocate(lines, entities, { fiscalYear: 2024 })).toEqual({
      ok: false,
      refusal: {
        code: 'allocation/zero-driver-total',
        pools: [
          { driver: 'distance_km', amount: 0, lines: ['연료비', '유가보조금'] },
          { driver: 'vehicles_operated', amount: 700, lines: ['운전직급여'] },
          { driver: 'custom:hours', amount: 10, lines: ['기타'] },
        ],
      },
    });
  });
});

describe('allocate: size', () => {
  it('allocates 5,000 lines to 500 entities with every row and the totals adding up', () => {
    const drivers: DriverKey[] = ['distance_km', 'vehicles_operated', 'vehicles_owned'];
    const lines = Array.from({ length: 5_000 }, (_, i) =>
      line(`l${i}`, (i % 7 === 0 ? -1 : 1) * (1_000_003 * i + 12_345), drivers[i % 3]),
    );
    const entities = Array.from({ length: 500 }, (_, i) =>
      entity(`e${i}`, {
        distanceKm: 10_000.5 + i * 37,
        vehiclesOperated: 1 + (i % 9),
        vehiclesOwned: 2,
      }),
    );
    const result = allocated(lines, entities);
    const total = sumOf(lines.map((l) => l.amount));
    expect(result.total).toBe(total);
    expect(sumOf(result.entities.map((e) => e.total))).toBe(total);
    expect(result.rows.every((row) => sumOf(row.perEntity) === row.total)).toBe(true);
  });
});

describe('daysInYear', () => {
  it('counts 366 days in leap years', () => {
    expect([2023, 2024, 1900, 2000].map(daysInYear)).toEqual([365, 366, 365, 366]);
  });
});
