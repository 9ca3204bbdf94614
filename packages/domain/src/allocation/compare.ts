import type { AllocationResult } from './allocate';

export type AllocationDifference = {
  before: number | null;
  after: number | null;
  /** after − before, a side that is absent counting as 0. */
  difference: number;
};

export type AllocationComparison = {
  entities: ({ entityId: string; name: string } & AllocationDifference)[];
  rows: ({ key: string; name: string } & AllocationDifference)[];
  total: { before: number; after: number; difference: number };
};

/** Items of both sides matched by id: a's order first, then those only b has; b's name wins. */
function matchBy<T extends object>(
  a: readonly T[],
  b: readonly T[],
  id: (item: T) => string,
  total: (item: T) => number,
): { item: T; before: number | null; after: number | null }[] {
  const before = new Map(a.map((item) => [id(item), item]));
  const after = new Map(b.map((item) => [id(item), item]));
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  return ids.flatMap((key) => {
    const old = before.get(key);
    const now = after.get(key);
    const item = now ?? old;
    if (item === undefined) return [];
    return [{ item, before: old ? total(old) : null, after: now ? total(now) : null }];
  });
}

const difference = (before: number | null, after: number | null) => (after ?? 0) - (before ?? 0);

/**
 * Compares a stored allocation with another (issue 15: "compared with an earlier one"): entities
 * matched by id, rows by line key; an entity or line present on one side only shows null on the
 * other and its whole amount as the difference.
 */
export function compareAllocations(a: AllocationResult, b: AllocationResult): AllocationComparison {
  const entities = matchBy(
    a.entities,
    b.entities,
    (e) => e.entityId,
    (e) => e.total,
  ).map(({ item, before, after }) => ({
    entityId: item.entityId,
    name: item.name,
    before,
    after,
    difference: difference(before, after),
  }));
  const rows = matchBy(
    a.rows,
    b.rows,
    (r) => r.key,
    (r) => r.total,
  ).map(({ item, before, after }) => ({
    key: item.key,
    name: item.name,
    before,
    after,
    difference: difference(before, after),
  }));
  return {
    entities,
    rows,
    total: { before: a.total, after: b.total, difference: b.total - a.total },
  };
}
