import type { DriverSource } from './drivers';
import {
  type DriverKey,
  driverValue,
  type EntityType,
  type ServiceEntity,
  STANDARD_DRIVERS,
} from './entities';
import { gcd, largestRemainder, toCommonScale } from './exact';
import type { AllocationLine } from './lines';

export type EntityAllocation = {
  entityId: string;
  name: string;
  type: EntityType;
  /** Integer won; the entities' totals add up to the lines' total exactly. */
  total: number;
  /** Integer won per pool, each pool rounded on its own (largest remainder), so it adds up. */
  byDriver: Partial<Record<DriverKey, number>>;
  /** total ÷ grand total; 0 when the grand total is 0. */
  share: number;
  /** Won per km, per operated vehicle and per operated vehicle-day; null when the divisor is 0. */
  costPerKm: number | null;
  costPerOperatedVehicle: number | null;
  costPerVehicleDay: number | null;
  /** total − Σ rounded rows of the entity: the 단수차이 line of the table (domain.md §4). */
  roundingDifference: number;
};

export type AllocatedRow = {
  key: string;
  name: string;
  category: AllocationLine['category'];
  driver: DriverKey;
  driverSource: DriverSource;
  total: number;
  /** Integer won in the entities' order; adds up to `total` (largest remainder within the row). */
  perEntity: number[];
};

export type AllocationPool = {
  driver: DriverKey;
  amount: number;
  /** Σ of the entities' driver values. */
  driverTotal: number;
  lineKeys: string[];
};

export type AllocationResult = {
  entities: EntityAllocation[];
  rows: AllocatedRow[];
  pools: AllocationPool[];
  total: number;
  daysInYear: number;
};

export type AllocationRefusal =
  | { code: 'allocation/no-entities' }
  | { code: 'allocation/no-lines' }
  | {
      code: 'allocation/zero-driver-total';
      /** Every pool no entity has a share of: its driver, amount and line names. */
      pools: { driver: DriverKey; amount: number; lines: string[] }[];
    };

/** Days of a fiscal year (calendar year), for cost per vehicle-day. */
export function daysInYear(fiscalYear: number): number {
  const leap = (fiscalYear % 4 === 0 && fiscalYear % 100 !== 0) || fiscalYear % 400 === 0;
  return leap ? 366 : 365;
}

type Pool = {
  driver: DriverKey;
  lines: AllocationLine[];
  amount: bigint;
  /** Entities' driver values as integers over 10^scale (exact ratios). */
  weights: bigint[];
  scale: number;
  weightTotal: bigint;
};

function weightsOf(entities: readonly ServiceEntity[], driver: DriverKey) {
  const values = entities.map((entity) => driverValue(entity, driver));
  const bad = values.find((v) => !Number.isFinite(v) || v < 0);
  if (bad !== undefined) throw new RangeError(`driver ${driver} must be finite and >= 0: ${bad}`);
  return toCommonScale(values);
}

/** Lines grouped by driver: the standard drivers in display order, then custom ones as met. */
function poolsOf(lines: readonly AllocationLine[], entities: readonly ServiceEntity[]): Pool[] {
  const byDriver = new Map<DriverKey, AllocationLine[]>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) {
      throw new RangeError(`line amount must be integer won: ${line.key} ${line.amount}`);
    }
    const pool = byDriver.get(line.driver);
    if (pool) pool.push(line);
    else byDriver.set(line.driver, [line]);
  }
  const standard: DriverKey[] = STANDARD_DRIVERS.filter((d) => byDriver.has(d));
  const custom = [...byDriver.keys()].filter((d) => !standard.includes(d));
  return [...standard, ...custom].map((driver) => {
    const poolLines = byDriver.get(driver) ?? [];
    const { integers, scale } = weightsOf(entities, driver);
    return {
      driver,
      lines: poolLines,
      amount: poolLines.reduce((sum, line) => sum + BigInt(line.amount), 0n),
      weights: integers,
      scale,
      weightTotal: integers.reduce((sum, w) => sum + w, 0n),
    };
  });
}

/** amount × weight_e / Σ weight for every entity, rounded within the amount (largest remainder). */
function split(amount: bigint, pool: Pool): number[] {
  const { weights } = pool;
  return largestRemainder(
    weights.length,
    (i) => amount * (weights[i] ?? 0n),
    pool.weightTotal,
    amount,
  );
}

/**
 * Entity totals from the exact rationals Σ_pool amount × w_e / W: over the common denominator
 * lcm(W), so nothing is rounded before the one largest-remainder step of domain.md §4.
 */
function entityTotals(pools: readonly Pool[], count: number): number[] {
  const den = pools.reduce((l, p) => (l / gcd(l, p.weightTotal)) * p.weightTotal, 1n);
  const factors = pools.map((p) => (den / p.weightTotal) * p.amount);
  const target = pools.reduce((sum, p) => sum + p.amount, 0n);
  return largestRemainder(
    count,
    (i) => pools.reduce((n, p, k) => n + (factors[k] ?? 0n) * (p.weights[i] ?? 0n), 0n),
    den,
    target,
  );
}

function rowOf(line: AllocationLine, poolOf: ReadonlyMap<DriverKey, Pool>): AllocatedRow {
  const pool = poolOf.get(line.driver);
  if (!pool) throw new Error(`no pool for driver ${line.driver}`);
  return {
    key: line.key,
    name: line.name,
    category: line.category,
    driver: line.driver,
    driverSource: line.driverSource,
    total: line.amount,
    perEntity: split(BigInt(line.amount), pool),
  };
}

function perUnit(total: number, divisor: number): number | null {
  return divisor > 0 ? total / divisor : null;
}

function zeroPoolRefusal(pools: readonly Pool[]): AllocationRefusal | null {
  const empty = pools.filter((p) => p.weightTotal === 0n);
  if (empty.length === 0) return null;
  return {
    code: 'allocation/zero-driver-total',
    pools: empty.map((p) => ({
      driver: p.driver,
      amount: Number(p.amount),
      lines: p.lines.map((line) => line.name),
    })),
  };
}

function entityAllocations(
  entities: readonly ServiceEntity[],
  pools: readonly Pool[],
  rows: readonly AllocatedRow[],
  { total, days }: { total: number; days: number },
): EntityAllocation[] {
  const byPool = pools.map((p) => split(p.amount, p));
  const totals = entityTotals(pools, entities.length);
  return entities.map((entity, e) => {
    const entityTotal = totals[e] ?? 0;
    const rounded = rows.reduce((sum, row) => sum + (row.perEntity[e] ?? 0), 0);
    return {
      entityId: entity.id,
      name: entity.name,
      type: entity.type,
      total: entityTotal,
      byDriver: Object.fromEntries(pools.map((p, k) => [p.driver, byPool[k]?.[e] ?? 0])),
      share: total === 0 ? 0 : entityTotal / total,
      costPerKm: perUnit(entityTotal, entity.distanceKm),
      costPerOperatedVehicle: perUnit(entityTotal, entity.vehiclesOperated),
      costPerVehicleDay: perUnit(entityTotal, entity.vehiclesOperated * days),
      roundingDifference: entityTotal - rounded,
    };
  });
}

/**
 * Allocates cost lines to service entities (domain.md §4): each line goes to the entities in
 * proportion to their value of its driver (cost_e = Σ_pool pool × driver_e / Σ driver). Driver
 * values are read as the decimals they print as and all shares are exact rationals over bigint
 * integers (exact.ts). An entity's total is its exact share floored to the won, the missing won
 * going to the largest fractional parts (ties: the entity listed first), so the totals add up to
 * the lines' total; each row and each pool is rounded the same way on its own, and an entity's
 * total minus its rounded rows is its rounding difference (단수차이). Entities with a zero driver
 * get nothing from that pool; a pool whose driver total is zero refuses the whole calculation,
 * naming every such pool. Negative lines (유가보조금) are allocated with their sign.
 */
export function allocate(
  lines: readonly AllocationLine[],
  entities: readonly ServiceEntity[],
  opts: { fiscalYear: number },
): { ok: true; result: AllocationResult } | { ok: false; refusal: AllocationRefusal } {
  if (entities.length === 0) return { ok: false, refusal: { code: 'allocation/no-entities' } };
  if (lines.length === 0) return { ok: false, refusal: { code: 'allocation/no-lines' } };
  const pools = poolsOf(lines, entities);
  const refusal = zeroPoolRefusal(pools);
  if (refusal) return { ok: false, refusal };

  const poolOf = new Map(pools.map((p) => [p.driver, p]));
  const rows = lines.map((line) => rowOf(line, poolOf));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const days = daysInYear(opts.fiscalYear);
  const allocations = entityAllocations(entities, pools, rows, { total, days });
  const resultPools = pools.map(
    (p): AllocationPool => ({
      driver: p.driver,
      amount: Number(p.amount),
      driverTotal: Number(p.weightTotal) / 10 ** p.scale,
      lineKeys: p.lines.map((line) => line.key),
    }),
  );
  return {
    ok: true,
    result: { entities: allocations, rows, pools: resultPools, total, daysInYear: days },
  };
}
