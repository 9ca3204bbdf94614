import type { AllocationDriver } from '../statements/dictionary';

/**
 * Service entities a company's cost is allocated to (spec §3 "Service entity"; domain.md §4):
 * routes, business units, depots or anything else the operator reports on, each with its values
 * of the three standard drivers and of any custom driver the user adds.
 */

export const ENTITY_TYPES = ['route', 'business_unit', 'depot', 'other'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The standard drivers of domain.md §4.2 in their display order (km, operated, owned). */
export const STANDARD_DRIVERS = [
  'distance_km',
  'vehicles_operated',
  'vehicles_owned',
] as const satisfies readonly AllocationDriver[];

/** A driver the user adds (e.g. crew hours); `key` matches CUSTOM_DRIVER_KEY. */
export type CustomDriver = { key: string; name: string };

/** Keys of custom drivers: lower-case identifier, at most 31 characters. */
export const CUSTOM_DRIVER_KEY = /^[a-z][a-z0-9_]{0,30}$/;

/** Upper bound of entities per company and period (keeps a calculation within seconds). */
export const MAX_ENTITIES = 1000;

/** Upper bound of a driver value (10^12 km or vehicles is a typing error, not a fleet). */
export const MAX_DRIVER_VALUE = 1e12;

export type ServiceEntity = {
  id: string;
  name: string;
  type: EntityType;
  distanceKm: number;
  vehiclesOperated: number;
  vehiclesOwned: number;
  /** Custom driver values by CustomDriver.key; a missing key counts as 0. */
  custom: Record<string, number>;
};

/** A standard driver or `custom:<key>`. */
export type DriverKey = AllocationDriver | `custom:${string}`;

const FIELD = {
  distance_km: 'distanceKm',
  vehicles_operated: 'vehiclesOperated',
  vehicles_owned: 'vehiclesOwned',
} as const satisfies Record<AllocationDriver, keyof ServiceEntity>;

export function customDriverKey(key: string): DriverKey {
  return `custom:${key}`;
}

/** The custom driver key of `custom:<key>`, null for a standard driver. */
export function customKeyOf(driver: DriverKey): string | null {
  return driver.startsWith('custom:') ? driver.slice('custom:'.length) : null;
}

/** Whether a string names a driver: a standard one or `custom:` + a valid custom key. */
export function isDriverKey(value: string): value is DriverKey {
  if ((STANDARD_DRIVERS as readonly string[]).includes(value)) return true;
  const key = value.startsWith('custom:') ? value.slice('custom:'.length) : null;
  return key !== null && CUSTOM_DRIVER_KEY.test(key);
}

/** An entity's value of a driver; a custom driver it has no value for counts as 0. */
export function driverValue(entity: ServiceEntity, driver: DriverKey): number {
  const key = customKeyOf(driver);
  if (key === null) return entity[FIELD[driver as AllocationDriver]];
  return entity.custom[key] ?? 0;
}

export type EntityProblem = {
  code:
    | 'entity/duplicate-id'
    | 'entity/duplicate-name'
    | 'entity/negative-driver'
    | 'entity/invalid-driver'
    | 'entity/all-drivers-zero'
    | 'entity/unknown-custom-driver'
    | 'entity/empty-name'
    | 'entity/too-many';
  /** The entity's name as typed (trimmed), its id when the name is empty; '' for too-many. */
  entity: string;
  /** Position in the list (the table row), absent for too-many. */
  index?: number;
  driver?: string;
  value?: unknown;
};

type Labelled = { entity: ServiceEntity; index: number; label: string };

function driverProblems({ entity, index, label }: Labelled, keys: readonly string[]) {
  const problems: EntityProblem[] = [];
  const values: Array<[string, unknown]> = [
    ...STANDARD_DRIVERS.map((d): [string, unknown] => [d, entity[FIELD[d]]]),
    ...keys.map((k): [string, unknown] => [customDriverKey(k), entity.custom[k] ?? 0]),
  ];
  for (const [driver, value] of values) {
    const base = { entity: label, index, driver, value };
    if (typeof value !== 'number' || !Number.isFinite(value) || value > MAX_DRIVER_VALUE) {
      problems.push({ code: 'entity/invalid-driver', ...base });
    } else if (value < 0) {
      problems.push({ code: 'entity/negative-driver', ...base });
    }
  }
  for (const key of Object.keys(entity.custom)) {
    if (!keys.includes(key)) {
      problems.push({ code: 'entity/unknown-custom-driver', entity: label, index, driver: key });
    }
  }
  if (values.every(([, value]) => value === 0)) {
    problems.push({ code: 'entity/all-drivers-zero', entity: label, index });
  }
  return problems;
}

/** Problems of the rows as a whole: ids and names must be unique (names trimmed, any case). */
function identityProblems(rows: readonly Labelled[]): EntityProblem[] {
  const problems: EntityProblem[] = [];
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const { entity, index, label } of rows) {
    if (ids.has(entity.id)) {
      problems.push({ code: 'entity/duplicate-id', entity: label, index, value: entity.id });
    }
    ids.add(entity.id);
    const name = entity.name.trim().toLocaleLowerCase();
    if (name === '') {
      problems.push({ code: 'entity/empty-name', entity: label, index });
      continue;
    }
    if (names.has(name)) problems.push({ code: 'entity/duplicate-name', entity: label, index });
    names.add(name);
  }
  return problems;
}

/**
 * Checks a company's entity table before it is saved or allocated to (issue 15 "Bad input"): at
 * most MAX_ENTITIES rows; ids unique; names non-empty and unique after trimming, ignoring case;
 * every driver value (standard and custom) a finite number from 0 to MAX_DRIVER_VALUE; custom
 * values only for the custom drivers defined; not every driver zero (such an entity would get
 * nothing from any pool). Empty list = valid.
 */
export function validateEntitySet(
  entities: readonly ServiceEntity[],
  customDrivers: readonly CustomDriver[],
): EntityProblem[] {
  if (entities.length > MAX_ENTITIES) {
    return [{ code: 'entity/too-many', entity: '', value: entities.length }];
  }
  const keys = customDrivers.map((d) => d.key);
  const rows = entities.map((entity, index) => ({
    entity,
    index,
    label: entity.name.trim() || entity.id,
  }));
  return [...identityProblems(rows), ...rows.flatMap((row) => driverProblems(row, keys))];
}

export type CustomDriverProblem = {
  code:
    | 'entity/invalid-custom-driver-key'
    | 'entity/duplicate-custom-driver'
    | 'entity/empty-custom-driver-name';
  key: string;
};

/** Custom driver definitions: keys match CUSTOM_DRIVER_KEY and are unique, names non-empty. */
export function validateCustomDrivers(
  customDrivers: readonly CustomDriver[],
): CustomDriverProblem[] {
  const problems: CustomDriverProblem[] = [];
  const seen = new Set<string>();
  for (const { key, name } of customDrivers) {
    if (!CUSTOM_DRIVER_KEY.test(key))
      problems.push({ code: 'entity/invalid-custom-driver-key', key });
    else if (seen.has(key)) problems.push({ code: 'entity/duplicate-custom-driver', key });
    if (name.trim() === '') problems.push({ code: 'entity/empty-custom-driver-name', key });
    seen.add(key);
  }
  return problems;
}
