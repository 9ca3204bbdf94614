import type { DepreciationInput } from '../costing/depreciation-adjustment';

/** A row for the cost adjustment's depreciation tab, keyed by entity (null: unassigned). */
export type DepreciationAdjustmentInput = DepreciationInput & { entityId: string | null };

type Row = { entityId: string | null; entity: string; actual: number; allocated: number };

/**
 * Inputs of the §5 depreciation adjustment table (costing/depreciation-adjustment.ts) for each
 * entity: the actual depreciation from the register and the allocated (or estimated) one. One row
 * per entity in either list — the allocated list's order first, then entities with only an actual
 * figure — and the register's unassigned depreciation (entityId null) as its own row with nothing
 * allocated. Repeated ids are summed; the allocated list's name wins.
 */
export function depreciationAdjustmentInputs(
  actualByEntity: readonly { entityId: string | null; name: string; amount: number }[],
  allocatedByEntity: readonly { entityId: string; name: string; amount: number }[],
): DepreciationAdjustmentInput[] {
  const rows = new Map<string, Row>();
  for (const { entityId, name, amount } of allocatedByEntity) {
    const row = rows.get(entityId) ?? { entityId, entity: name, actual: 0, allocated: 0 };
    row.allocated += amount;
    rows.set(entityId, row);
  }
  let unassigned: Row | null = null;
  for (const { entityId, name, amount } of actualByEntity) {
    if (entityId === null) {
      unassigned ??= { entityId: null, entity: name, actual: 0, allocated: 0 };
      unassigned.actual += amount;
      continue;
    }
    const row = rows.get(entityId) ?? { entityId, entity: name, actual: 0, allocated: 0 };
    row.actual += amount;
    rows.set(entityId, row);
  }
  const out = [...rows.values()];
  if (unassigned) out.push(unassigned);
  return out.map(({ entityId, entity, actual, allocated }) => ({
    entity,
    actual,
    allocated,
    entityId,
  }));
}
