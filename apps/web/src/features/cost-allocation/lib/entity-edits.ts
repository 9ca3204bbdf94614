import { type CustomDriver, customDriverKey, type EntityType } from '@bus/domain';
import { type DraftRow, driverColumns, type EntityDraft, emptyRow } from './entity-draft';

/** Pure edits of the entity draft; each returns a new draft. */

type RowField = { id: string } | { name: string } | { type: EntityType };

export function editRow(draft: EntityDraft, rowKey: string, change: RowField): EntityDraft {
  return {
    ...draft,
    rows: draft.rows.map((row) => (row.key === rowKey ? { ...row, ...change } : row)),
  };
}

export function editCell(
  draft: EntityDraft,
  rowKey: string,
  driver: string,
  text: string,
): EntityDraft {
  return {
    ...draft,
    rows: draft.rows.map((row) =>
      row.key === rowKey ? { ...row, values: { ...row.values, [driver]: text } } : row,
    ),
  };
}

export function addRow(draft: EntityDraft): EntityDraft {
  return { ...draft, rows: [...draft.rows, emptyRow(driverColumns(draft.customDrivers))] };
}

export function removeRow(draft: EntityDraft, rowKey: string): EntityDraft {
  return { ...draft, rows: draft.rows.filter((row) => row.key !== rowKey) };
}

/** A new custom driver column, 0 for every existing row (an entity without it gets no share). */
export function addDriver(draft: EntityDraft, driver: CustomDriver): EntityDraft {
  const column = customDriverKey(driver.key);
  return {
    customDrivers: [...draft.customDrivers, driver],
    rows: draft.rows.map((row): DraftRow => ({ ...row, values: { ...row.values, [column]: '0' } })),
  };
}

export function removeDriver(draft: EntityDraft, key: string): EntityDraft {
  const column = customDriverKey(key);
  return {
    customDrivers: draft.customDrivers.filter((driver) => driver.key !== key),
    rows: draft.rows.map((row) => {
      const { [column]: _removed, ...values } = row.values;
      return { ...row, values };
    }),
  };
}
