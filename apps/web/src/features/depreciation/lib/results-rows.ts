import type { DepreciationResultsView } from '@bus/domain';

type ByEntity = DepreciationResultsView['byEntity'];

/** One entity with its depreciation in the base and in the estimate year. */
export type EntityResultRow = {
  key: string;
  entityName: string;
  standardEntityId: string | null;
  originalEntityId: string | null;
  base: number;
  estimate: number;
};

/** An entity row's identity: the standard entity, else what was entered, else "unassigned". */
function keyOf(row: ByEntity['base'][number]): string {
  if (row.standardEntityId !== null) return `e:${row.standardEntityId}`;
  return row.originalEntityId !== null ? `o:${row.originalEntityId}` : 'unassigned';
}

/**
 * The base and estimate lists of spec §3 "Depreciation by entity" side by side: one row per
 * entity, in the base list's order, then any row only the estimate list has.
 */
export function entityResultRows(byEntity: ByEntity): EntityResultRow[] {
  const rows = new Map<string, EntityResultRow>();
  const add = (row: ByEntity['base'][number], period: 'base' | 'estimate') => {
    const key = keyOf(row);
    const current = rows.get(key) ?? {
      key,
      entityName: row.entityName,
      standardEntityId: row.standardEntityId,
      originalEntityId: row.originalEntityId,
      base: 0,
      estimate: 0,
    };
    current[period] += row.currentYearDepreciation;
    rows.set(key, current);
  };
  for (const row of byEntity.base) add(row, 'base');
  for (const row of byEntity.estimate) add(row, 'estimate');
  return [...rows.values()];
}
