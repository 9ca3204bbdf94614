import {
  type CustomDriver,
  customDriverKey,
  type DriverKey,
  type EntitySetSave,
  type EntitySetView,
  type EntityType,
  MAX_DRIVER_VALUE,
  type ServiceEntity,
  STANDARD_DRIVERS,
  validateCustomDrivers,
  validateEntitySet,
} from '@bus/domain';

/**
 * The entity table as the user edits it: driver cells keep the text typed, so "1,2a" can be shown
 * with its message instead of being dropped; they become numbers only when saved.
 */
export type DraftRow = {
  /** Local key of the table row (stable while the row is edited). */
  key: string;
  /** The stored id ('' for a new row: the server gives one unless the user types it). */
  id: string;
  name: string;
  type: EntityType;
  /** Text of each driver cell by DriverKey ('distance_km', 'custom:crew_hours' …). */
  values: Record<string, string>;
};

export type EntityDraft = { rows: DraftRow[]; customDrivers: CustomDriver[] };

/** Column keys of the drivers, standard ones first (display order of domain.md §4.2). */
export function driverColumns(customDrivers: readonly CustomDriver[]): DriverKey[] {
  return [...STANDARD_DRIVERS, ...customDrivers.map((driver) => customDriverKey(driver.key))];
}

let rowCounter = 0;
/** A new local row key; unique within the page's lifetime. */
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

const numberText = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 6 });

/** A driver value as shown in its cell: thousands separated (8,900,000). */
export function formatDriver(value: number): string {
  return numberText.format(value);
}

function entityValues(entity: EntitySetView['entities'][number], drivers: readonly DriverKey[]) {
  const standard: Record<string, number> = {
    distance_km: entity.distanceKm,
    vehicles_operated: entity.vehiclesOperated,
    vehicles_owned: entity.vehiclesOwned,
  };
  return Object.fromEntries(
    drivers.map((driver) => {
      const value = driver.startsWith('custom:')
        ? (entity.custom[driver.slice('custom:'.length)] ?? 0)
        : (standard[driver] ?? 0);
      return [driver, formatDriver(value)];
    }),
  );
}

/** The stored set as an editable draft. */
export function draftOf(view: Pick<EntitySetView, 'entities' | 'customDrivers'>): EntityDraft {
  const drivers = driverColumns(view.customDrivers);
  return {
    customDrivers: view.customDrivers.map((driver) => ({ ...driver })),
    rows: view.entities.map((entity) => ({
      key: newRowKey(),
      id: entity.id,
      name: entity.name,
      type: entity.type,
      values: entityValues(entity, drivers),
    })),
  };
}

export function emptyRow(drivers: readonly DriverKey[]): DraftRow {
  return {
    key: newRowKey(),
    id: '',
    name: '',
    type: 'route',
    values: Object.fromEntries(drivers.map((driver) => [driver, ''])),
  };
}

/**
 * A cell's text as a number: thousands separators and spaces ignored; '' → null (empty cell);
 * anything else that is no plain decimal → NaN.
 */
export function parseDriver(text: string | undefined): number | null {
  const cleaned = (text ?? '').replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** What is wrong with one cell or row; the screen words it (costAllocation:problems.*). */
export type CellProblem =
  | 'required'
  | 'notNumber'
  | 'negative'
  | 'tooLarge'
  | 'emptyName'
  | 'duplicateName'
  | 'duplicateId';
export type RowProblem = 'allZero';

export type DraftCheck = {
  /** Problems by row key, then by column ('name', 'id' or a DriverKey). */
  cells: Record<string, Record<string, CellProblem>>;
  rows: Record<string, RowProblem[]>;
  /** Custom driver definitions with a bad key or name (by key). */
  drivers: Record<string, string[]>;
  tooMany: boolean;
  valid: boolean;
};

function cellProblem(value: number | null): CellProblem | null {
  if (value === null) return 'required';
  if (Number.isNaN(value)) return 'notNumber';
  if (value < 0) return 'negative';
  if (value > MAX_DRIVER_VALUE) return 'tooLarge';
  return null;
}

/** The rows as domain entities: unparsable cells as NaN, so the domain flags them too. */
function entitiesOf(draft: EntityDraft): ServiceEntity[] {
  const keys = draft.customDrivers.map((driver) => driver.key);
  const read = (row: DraftRow, driver: string) => parseDriver(row.values[driver]) ?? Number.NaN;
  return draft.rows.map((row) => ({
    id: row.id.trim() || `new:${row.key}`,
    name: row.name,
    type: row.type,
    distanceKm: read(row, 'distance_km'),
    vehiclesOperated: read(row, 'vehicles_operated'),
    vehiclesOwned: read(row, 'vehicles_owned'),
    custom: Object.fromEntries(keys.map((key) => [key, read(row, customDriverKey(key))])),
  }));
}

function mark(check: DraftCheck, row: string, column: string, problem: CellProblem) {
  check.cells[row] = { ...check.cells[row], [column]: check.cells[row]?.[column] ?? problem };
}

/**
 * Checks the table as the user types (issue 15 "Bad input"): every driver cell a number from 0 to
 * MAX_DRIVER_VALUE, names present and unique, ids unique, not every driver of a row zero — the
 * same rules the server applies on save (validateEntitySet), placed on the cells they concern.
 */
export function checkDraft(draft: EntityDraft): DraftCheck {
  const check: DraftCheck = { cells: {}, rows: {}, drivers: {}, tooMany: false, valid: true };
  const columns = driverColumns(draft.customDrivers);
  for (const row of draft.rows) {
    for (const column of columns) {
      const problem = cellProblem(parseDriver(row.values[column]));
      if (problem) mark(check, row.key, column, problem);
    }
  }
  for (const problem of validateEntitySet(entitiesOf(draft), draft.customDrivers)) {
    const row = problem.index === undefined ? undefined : draft.rows[problem.index];
    if (problem.code === 'entity/too-many') check.tooMany = true;
    if (!row) continue;
    if (problem.code === 'entity/duplicate-name') mark(check, row.key, 'name', 'duplicateName');
    if (problem.code === 'entity/empty-name') mark(check, row.key, 'name', 'emptyName');
    if (problem.code === 'entity/duplicate-id') mark(check, row.key, 'id', 'duplicateId');
    if (problem.code === 'entity/all-drivers-zero') check.rows[row.key] = ['allZero'];
  }
  for (const problem of validateCustomDrivers(draft.customDrivers)) {
    check.drivers[problem.key] = [...(check.drivers[problem.key] ?? []), problem.code];
  }
  check.valid =
    !check.tooMany &&
    Object.keys(check.cells).length === 0 &&
    Object.keys(check.rows).length === 0 &&
    Object.keys(check.drivers).length === 0;
  return check;
}

/** The draft as the PUT body (call only when checkDraft says valid). */
export function saveBody(draft: EntityDraft, version: number): EntitySetSave {
  const keys = draft.customDrivers.map((driver) => driver.key);
  const read = (row: DraftRow, driver: string) => parseDriver(row.values[driver]);
  return {
    version,
    customDrivers: draft.customDrivers.map(({ key, name }) => ({ key, name: name.trim() })),
    entities: draft.rows.map((row) => ({
      ...(row.id.trim() ? { id: row.id.trim() } : {}),
      name: row.name.trim(),
      type: row.type,
      distanceKm: read(row, 'distance_km'),
      vehiclesOperated: read(row, 'vehicles_operated'),
      vehiclesOwned: read(row, 'vehicles_owned'),
      custom: Object.fromEntries(keys.map((key) => [key, read(row, customDriverKey(key))])),
    })),
  };
}

/** Σ of one driver over the rows (cells that are no number count as 0), for the footer. */
export function driverTotal(draft: EntityDraft, driver: string): number {
  return draft.rows.reduce((sum, row) => {
    const value = parseDriver(row.values[driver]);
    return sum + (value !== null && Number.isFinite(value) ? value : 0);
  }, 0);
}

/** A key for a new custom driver: driver_1, driver_2 … not yet used. */
export function nextCustomKey(customDrivers: readonly CustomDriver[]): string {
  const used = new Set(customDrivers.map((driver) => driver.key));
  let n = customDrivers.length + 1;
  while (used.has(`driver_${n}`)) n += 1;
  return `driver_${n}`;
}
