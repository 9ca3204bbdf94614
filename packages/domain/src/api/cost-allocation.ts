import { z } from 'zod';
import {
  CUSTOM_DRIVER_KEY,
  ENTITY_TYPES,
  MAX_DRIVER_VALUE,
  MAX_ENTITIES,
  STANDARD_DRIVERS,
} from '../allocation/entities';
import { ESTIMATION_ITEMS } from '../allocation/estimate';
import { CostingAuthor, CostingMissing } from './costing';

/**
 * HTTP contract of cost allocation to service entities (issue 15 §1–§2; spec §2, §3, §5;
 * domain.md §4), under /api/cost-allocation. Every amount is integer won. Reading needs the
 * `viewer` role, writing `user`. A company of another organisation answers 404 on every route (a
 * stored run of it too); an overseer, a viewer or an unapproved account reads and gets 403 on every
 * write.
 *
 * A period is the spec's 'YYYY-MM' (year 1990–2100; default 2024-01, spec §9); the statements
 * used are those of the period's year (fiscalYear = the year of the period).
 *
 * Routes (companyId: uuid; `?period=` defaults to 2024-01):
 * - GET  /api/cost-allocation/{companyId}/entities?period= → EntitySetView (version 0 = none yet)
 * - PUT  /api/cost-allocation/{companyId}/entities?period= (EntitySetSave) → EntitySetView;
 *        409 `conflict` params { currentVersion, current: EntitySetView };
 *        400 `entity/invalid` params { problems: EntityProblemView[] } (validateEntitySet and
 *        validateCustomDrivers: negative or non-numeric (null) drivers, an entity whose every
 *        driver is 0, duplicate ids or names, empty names, unknown custom drivers)
 * - POST /api/cost-allocation/{companyId}/entities/copy?period= (EntitySetCopy) → EntitySetView:
 *        the set of `from` (default: previousPeriod) copied into the period;
 *        400 `entity/no-previous` params { period } when there is nothing to copy; 409 as PUT
 * - POST /api/cost-allocation/{companyId}/entities/import?period= multipart: `file` (xlsx, xls or
 *        csv, at most 2 MB) and the field `version` → EntitySetView; the file replaces the set as a
 *        whole. Columns (first row): name, type, distance_km, vehicles_operated, vehicles_owned, an
 *        optional id (a row without one keeps the id of the stored entity of the same name); the
 *        Korean headers 노선명 (or 이름), 유형 (or 구분), 운행거리, 운행대수 (or 가동대수), 보유대수,
 *        아이디 (or 코드) are read too; a column headed `custom:<key>` or `custom:<key>:<name>`
 *        (key: CUSTOM_DRIVER_KEY) is a custom driver (an empty cell there is 0); any other header
 *        is `entity/unknown-column`. type: route, business_unit, depot, other or 노선, 사업부,
 *        영업소/차고지, 기타. Numbers may carry thousands separators. Blank rows are skipped.
 *        400 `entity/import-invalid` params { problems: EntityImportProblem[] } (nothing saved);
 *        the data center's `file/*` codes for a file that is not a readable sheet; 409 as PUT
 * - GET  /api/cost-allocation/{companyId}/entities/export?period=&format=xlsx|csv → file
 *        (the import's columns, so it imports again)
 * - GET  /api/cost-allocation/entities/template?format=xlsx|csv → file: the header and the three
 *        example routes of sample A (csv in UTF-8 with a BOM, so Excel reads the Korean)
 * - GET  /api/cost-allocation/{companyId}/lines?period=&includeNonOperating= → AllocationLinesView
 *        (200 with `missing` and no lines when the statements are missing)
 * - PUT  /api/cost-allocation/{companyId}/driver-overrides?period= (DriverOverrideSave) →
 *        DriverOverrideResult; `driver: null` goes back to the dictionary's driver. 409 `conflict`
 *        params { currentVersion, current: DriverOverrideView | null }; 400
 *        `allocation/unknown-line` params { lineKey } for a line the period does not have, 400
 *        `allocation/unknown-driver` params { driver } for a custom driver the period's entity set
 *        does not define
 * - POST /api/cost-allocation/{companyId}/calculate (AllocationCalculate) → 201 AllocationRunView,
 *        stored with its inputs; 400 `allocation/no-entities`, `allocation/no-lines` (params
 *        { missing: CostingMissing[] } when statements are missing), `allocation/zero-driver-total`
 *        params { pools: [{ driver, amount, lines: string[] }] } (every pool no entity has a share
 *        of, with the names of its lines), `entity/invalid` (the stored set no longer validates),
 *        `estimation/abnormal-rate` (the chosen scenario's rates); 404 for a scenarioId of
 *        another company
 * - GET  /api/cost-allocation/{companyId}/runs?period= → AllocationRunList (newest first, 50)
 * - GET  /api/cost-allocation/runs/{runId} → AllocationRunView
 * - GET  /api/cost-allocation/runs/{runId}/compare/{otherRunId} → AllocationComparisonView
 *        (runId = before, otherRunId = after; both runs must be readable, else 404)
 * - GET  /api/cost-allocation/runs/{runId}/export → xlsx (rows × entities with the 단수차이 line,
 *        pools, entity metrics, the option label)
 *
 * Error codes and their params (ko/en messages in the web catalogue):
 * - `entity/invalid` { problems: EntityProblemView[] }
 * - `entity/import-invalid` { problems: EntityImportProblem[] }
 * - `entity/no-previous` { period }
 * - `allocation/no-entities` {}
 * - `allocation/no-lines` { missing?: CostingMissing[] }
 * - `allocation/zero-driver-total` { pools: { driver, amount, lines }[] }
 * - `allocation/unknown-line` { lineKey }
 * - `allocation/unknown-driver` { driver }
 *
 * After each write the server sends `cache_invalidate` for the company on the realtime socket.
 */

const Won = z.number().int();

/** 'YYYY-MM', year 1990–2100. */
export const CostPeriod = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1990 && year <= 2100;
  }, 'year out of range');
export type CostPeriod = z.infer<typeof CostPeriod>;

/** Spec §2 / §9: both screens open on this period. */
export const DEFAULT_COST_PERIOD = '2024-01';

/** The fiscal year whose statements a period uses. */
export function fiscalYearOfPeriod(period: string): number {
  return Number(period.slice(0, 4));
}

export const CostPeriodQuery = z.object({ period: CostPeriod.default(DEFAULT_COST_PERIOD) });
export type CostPeriodQuery = z.infer<typeof CostPeriodQuery>;

export const EntityTypeSchema = z.enum(ENTITY_TYPES);

/** A standard driver or `custom:<key>`. */
export const DriverKeySchema = z
  .string()
  .refine(
    (value) =>
      (STANDARD_DRIVERS as readonly string[]).includes(value) ||
      (value.startsWith('custom:') && CUSTOM_DRIVER_KEY.test(value.slice('custom:'.length))),
    'not a driver',
  );

export const CustomDriverSchema = z.strictObject({
  key: z.string().regex(CUSTOM_DRIVER_KEY),
  name: z.string().trim().max(100),
});
export type CustomDriverView = z.infer<typeof CustomDriverSchema>;

/** A service entity as stored and shown (domain ServiceEntity). */
export const ServiceEntityView = z.object({
  id: z.string(),
  name: z.string(),
  type: EntityTypeSchema,
  distanceKm: z.number(),
  vehiclesOperated: z.number(),
  vehiclesOwned: z.number(),
  custom: z.record(z.string(), z.number()),
});
export type ServiceEntityView = z.infer<typeof ServiceEntityView>;

/** A driver cell as the table sends it: a number, or null for an empty cell (→ entity/invalid). */
const DriverInput = z
  .number()
  .max(MAX_DRIVER_VALUE * 10)
  .nullable();

/** A row of the entity table. `id` may be left out for a new row (the server gives one). */
export const ServiceEntityInput = z.strictObject({
  id: z.string().trim().min(1).max(64).optional(),
  name: z.string().max(200),
  type: EntityTypeSchema,
  distanceKm: DriverInput,
  vehiclesOperated: DriverInput,
  vehiclesOwned: DriverInput,
  custom: z.record(z.string().max(64), DriverInput).default({}),
});
export type ServiceEntityInput = z.infer<typeof ServiceEntityInput>;

export const EntitySetView = z.object({
  companyId: z.uuid(),
  period: z.string(),
  entities: z.array(ServiceEntityView),
  customDrivers: z.array(CustomDriverSchema),
  /** 0 before the first save. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: CostingAuthor.nullable(),
  /** The latest earlier period that has a set (what "copy forward" copies), or null. */
  previousPeriod: z.string().nullable(),
});
export type EntitySetView = z.infer<typeof EntitySetView>;

/** PUT …/entities: the whole table, based on `version`. */
export const EntitySetSave = z.strictObject({
  version: z.number().int().min(0),
  entities: z.array(ServiceEntityInput).max(MAX_ENTITIES),
  customDrivers: z.array(CustomDriverSchema).max(20).default([]),
});
export type EntitySetSave = z.infer<typeof EntitySetSave>;

/** POST …/entities/copy. */
export const EntitySetCopy = z.strictObject({
  from: CostPeriod.optional(),
  version: z.number().int().min(0),
});
export type EntitySetCopy = z.infer<typeof EntitySetCopy>;

/**
 * One problem of `entity/invalid`: the domain EntityProblem (codes entity/duplicate-id,
 * entity/duplicate-name, entity/negative-driver, entity/invalid-driver, entity/all-drivers-zero,
 * entity/unknown-custom-driver, entity/empty-name, entity/too-many) or a custom driver definition's
 * problem (entity/invalid-custom-driver-key, entity/duplicate-custom-driver,
 * entity/empty-custom-driver-name; `key` set). Every code is in ERROR_CODES (translated).
 * `entity` is the row's name (its id when unnamed), `index` its 0-based position in the table.
 */
export const EntityProblemView = z.object({
  code: z.string(),
  entity: z.string().optional(),
  index: z.number().int().optional(),
  driver: z.string().optional(),
  value: z.unknown().optional(),
  key: z.string().optional(),
});
export type EntityProblemView = z.infer<typeof EntityProblemView>;

export const ENTITY_IMPORT_PROBLEM_CODES = [
  /** A header that is no known column and no `custom:<key>` column. */
  'entity/unknown-column',
  /** A required column (name, type, distance_km, vehicles_operated, vehicles_owned) is absent. */
  'entity/missing-column',
  /** The same column twice. */
  'entity/duplicate-column',
  /** A driver cell that is empty or not a number. */
  'entity/not-a-number',
  'entity/negative-driver',
  /** A driver above MAX_DRIVER_VALUE. */
  'entity/invalid-driver',
  /** A type that is none of route, business_unit, depot, other (or the Korean names). */
  'entity/invalid-type',
  'entity/empty-name',
  'entity/duplicate-name',
  'entity/duplicate-id',
  /** Every driver of the row is 0. */
  'entity/all-drivers-zero',
  /** No header or no data row. */
  'entity/empty-file',
  /** More than MAX_ENTITIES rows. */
  'entity/too-many',
] as const;
export const EntityImportProblemCode = z.enum(ENTITY_IMPORT_PROBLEM_CODES);
export type EntityImportProblemCode = z.infer<typeof EntityImportProblemCode>;

/** One problem of `entity/import-invalid`: row 1 is the header row; column is the header text. */
export const EntityImportProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  code: EntityImportProblemCode,
  value: z.string().nullable(),
});
export type EntityImportProblem = z.infer<typeof EntityImportProblem>;

/** Largest entity file the import reads (a bigger upload answers 413 `file/too-large`). */
export const ENTITY_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const EntityFileFormat = z.enum(['xlsx', 'csv']);
export const EntityExportQuery = CostPeriodQuery.extend({
  format: EntityFileFormat.default('xlsx'),
});
export type EntityExportQuery = z.infer<typeof EntityExportQuery>;
export const EntityTemplateQuery = z.object({ format: EntityFileFormat.default('xlsx') });

// ---------------------------------------------------------------- lines and driver overrides

export const DriverSourceSchema = z.enum(['dictionary', 'sga', 'default', 'override']);
export const AllocationLineCategory = z.enum([
  'transportation_cost',
  'administration_cost',
  'non_operating_expense',
  'non_operating_income',
  'investment_compensation',
  'other_adjustment',
]);
export type AllocationLineCategory = z.infer<typeof AllocationLineCategory>;
export const LineItemSchema = z.enum([...ESTIMATION_ITEMS, 'none', 'unmapped']);

/** A stored driver choice for one line. */
export const DriverOverrideView = z.object({
  lineKey: z.string(),
  driver: DriverKeySchema,
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: CostingAuthor.nullable(),
});
export type DriverOverrideView = z.infer<typeof DriverOverrideView>;

/** A line the allocation divides (domain AllocationLine) with where its driver comes from. */
export const AllocationLineView = z.object({
  key: z.string(),
  name: z.string(),
  statement: z.enum(['income_statement', 'cost_statement', 'other']),
  category: AllocationLineCategory,
  standardId: z.string().nullable(),
  /** Integer won; non-operating income negative. */
  amount: Won,
  driver: DriverKeySchema,
  driverSource: DriverSourceSchema,
  /** The driver without the user's override (defaultDriverOf). */
  defaultDriver: DriverKeySchema,
  defaultDriverSource: DriverSourceSchema,
  /** For an other adjustment: the transport-cost category it adjusts. */
  adjusts: z.string().nullable(),
  /** The estimation item from the dictionary (inflationItemOf). */
  inflationItem: LineItemSchema,
  /** The stored override (who/when/version), null when the line follows its default. */
  override: DriverOverrideView.nullable(),
});
export type AllocationLineView = z.infer<typeof AllocationLineView>;

export const AllocationLinesQuery = CostPeriodQuery.extend({
  includeNonOperating: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type AllocationLinesQuery = z.infer<typeof AllocationLinesQuery>;

export const AllocationLinesView = z.object({
  companyId: z.uuid(),
  period: z.string(),
  fiscalYear: z.number().int(),
  includeNonOperating: z.boolean(),
  /** Statements missing for the period's year (the data prompt); no lines then. */
  missing: z.array(CostingMissing),
  lines: z.array(AllocationLineView),
  /** Σ lines: operating expense, or total cost with includeNonOperating. */
  total: Won,
  /** Overrides stored for lines the period no longer has (a re-import, a reclassified line). */
  unmatchedOverrides: z.array(DriverOverrideView),
});
export type AllocationLinesView = z.infer<typeof AllocationLinesView>;

/** PUT …/driver-overrides: version of the line's override (0 when it has none). */
export const DriverOverrideSave = z.strictObject({
  lineKey: z.string().min(1).max(300),
  driver: DriverKeySchema.nullable(),
  version: z.number().int().min(0),
});
export type DriverOverrideSave = z.infer<typeof DriverOverrideSave>;

export const DriverOverrideResult = z.object({
  lineKey: z.string(),
  /** null after going back to the default driver. */
  override: DriverOverrideView.nullable(),
});
export type DriverOverrideResult = z.infer<typeof DriverOverrideResult>;

// ---------------------------------------------------------------- calculation and stored runs

export const AllocationCalculate = z.strictObject({
  period: CostPeriod.default(DEFAULT_COST_PERIOD),
  /** Also allocate non-operating items and investment compensation (by vehicles owned). */
  includeNonOperating: z.boolean().default(false),
  /** The estimation scenario for the estimate column; absent = the spec's default rates. */
  scenarioId: z.uuid().optional(),
  label: z.string().trim().max(100).optional(),
});
export type AllocationCalculate = z.infer<typeof AllocationCalculate>;

export const AllocatedRowView = z.object({
  key: z.string(),
  name: z.string(),
  category: AllocationLineCategory,
  driver: DriverKeySchema,
  driverSource: DriverSourceSchema,
  total: Won,
  /** The line's estimate for the next year (estimation scenario of the run). */
  estimate: Won,
  /** Integer won in the entities' order, adding up to total. */
  perEntity: z.array(Won),
});
export type AllocatedRowView = z.infer<typeof AllocatedRowView>;

export const EntityAllocationView = z.object({
  entityId: z.string(),
  name: z.string(),
  type: EntityTypeSchema,
  total: Won,
  /** The entity's share of the estimate (the estimated lines allocated the same way). */
  estimate: Won,
  byDriver: z.record(z.string(), Won),
  share: z.number(),
  costPerKm: z.number().nullable(),
  costPerOperatedVehicle: z.number().nullable(),
  costPerVehicleDay: z.number().nullable(),
  /** total − Σ rounded rows: the 단수차이 line. */
  roundingDifference: Won,
});
export type EntityAllocationView = z.infer<typeof EntityAllocationView>;

export const AllocationPoolView = z.object({
  driver: DriverKeySchema,
  amount: Won,
  driverTotal: z.number(),
  lineKeys: z.array(z.string()),
});

export const AllocationResultView = z.object({
  entities: z.array(EntityAllocationView),
  rows: z.array(AllocatedRowView),
  pools: z.array(AllocationPoolView),
  total: Won,
  estimateTotal: Won,
  daysInYear: z.number().int(),
});
export type AllocationResultView = z.infer<typeof AllocationResultView>;

export const EstimationRatesView = z.object(
  Object.fromEntries(ESTIMATION_ITEMS.map((item) => [item, z.number()])) as Record<
    (typeof ESTIMATION_ITEMS)[number],
    z.ZodNumber
  >,
);
export type EstimationRatesView = z.infer<typeof EstimationRatesView>;

/** What a run was computed from, stored with it. */
export const AllocationRunInputs = z.object({
  entities: z.array(ServiceEntityView),
  customDrivers: z.array(CustomDriverSchema),
  entitySetVersion: z.number().int(),
  overrides: z.array(z.object({ lineKey: z.string(), driver: DriverKeySchema })),
  statementIds: z.array(z.string()),
  /** Version of the transport-cost decisions document (0 = none saved). */
  transportCostVersion: z.number().int(),
  /** The investment compensation used (only with includeNonOperating), null otherwise. */
  investmentCompensation: Won.nullable(),
  includeNonOperating: z.boolean(),
  scenario: z.object({
    /** null = the spec's default rates. */
    id: z.string().nullable(),
    name: z.string(),
    rates: EstimationRatesView,
    unmappedRate: z.number(),
  }),
});
export type AllocationRunInputs = z.infer<typeof AllocationRunInputs>;

export const AllocationRunSummary = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  period: z.string(),
  fiscalYear: z.number().int(),
  label: z.string().nullable(),
  includeNonOperating: z.boolean(),
  total: Won,
  entityCount: z.number().int(),
  createdAt: z.string(),
  createdBy: CostingAuthor.nullable(),
});
export type AllocationRunSummary = z.infer<typeof AllocationRunSummary>;

export const AllocationRunView = AllocationRunSummary.extend({
  inputs: AllocationRunInputs,
  result: AllocationResultView,
});
export type AllocationRunView = z.infer<typeof AllocationRunView>;

export const AllocationRunList = z.object({ items: z.array(AllocationRunSummary) });
export type AllocationRunList = z.infer<typeof AllocationRunList>;

const Difference = {
  before: Won.nullable(),
  after: Won.nullable(),
  /** after − before (an absent side counts as 0). */
  difference: Won,
};

/** compareAllocations of two stored runs: entities by id, rows by line key. */
export const AllocationComparisonView = z.object({
  before: AllocationRunSummary,
  after: AllocationRunSummary,
  entities: z.array(z.object({ entityId: z.string(), name: z.string(), ...Difference })),
  rows: z.array(z.object({ key: z.string(), name: z.string(), ...Difference })),
  total: z.object({ before: Won, after: Won, difference: Won }),
});
export type AllocationComparisonView = z.infer<typeof AllocationComparisonView>;
