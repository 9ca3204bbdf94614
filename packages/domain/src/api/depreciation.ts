import { z } from 'zod';
import { ASSET_CLASSES, DEPRECIATION_METHODS } from '../depreciation/assets';
import { DEFAULT_BASE_PERIOD, DEFAULT_ESTIMATE_PERIOD } from '../depreciation/results';

/**
 * HTTP contract of depreciation (issue 15 §4–§5, spec §2 "Depreciation screens", §3 "Depreciation
 * by entity", §5 adjustment rule, §9 defaults), under /api/depreciation. Money is integer won,
 * dates 'YYYY-MM-DD', periods 'YYYY-MM'. Reading needs `viewer`, writing `user`.
 *
 * Organisations (issue 14): a company or asset of another organisation answers 404 as an unknown
 * one does; an overseer reads (each read audited) and gets 403 on every write; a viewer or an
 * unapproved account gets 403 on writes.
 *
 * Routes (companyId, assetId: uuid):
 * - GET    /api/depreciation/{companyId}/assets?page&pageSize&search&assetClass → AssetList
 *          (register order: oldest first; search matches code, name and entity id)
 * - POST   /api/depreciation/{companyId}/assets (AssetBody) → 201 AssetView
 * - PUT    /api/depreciation/assets/{assetId} (AssetUpdate) → AssetView;
 *          409 `conflict` params { currentVersion, current: AssetView }
 * - DELETE /api/depreciation/assets/{assetId}?version= → 204; 409 as PUT
 * - POST   /api/depreciation/{companyId}/assets/import (multipart: `file` xlsx/xls/csv ≤ 5 MB,
 *          field `mode` append|replace, default append) → AssetImportResult; all rows or none
 * - GET    /api/depreciation/assets/template?format=xlsx|csv&lang=ko|en → the import template
 * - GET    /api/depreciation/{companyId}/assets/export?format=xlsx|csv&lang=ko|en → the register
 *          (the same columns as the template, so an export imports back unchanged)
 * - GET    /api/depreciation/{companyId}/schedule?from&months&page&pageSize → AssetSchedule
 * - GET    /api/depreciation/{companyId}/results?base&estimate&page&pageSize →
 *          DepreciationResultsView (byAsset paged; byEntity, byClass and totals over every asset).
 *          Spec §7's GET …/depreciation-summary/{companyId} (depreciation_by_entity) is this route's
 *          byEntity.base.
 * - GET    /api/depreciation/{companyId}/results/export?base&estimate&lang=ko|en → xlsx (sheets:
 *          by entity, by class, by asset, reconciliation)
 * - GET    /api/depreciation/{companyId}/adjustment?fiscalYear → DepreciationAdjustmentView, the
 *          cost adjustment screen's depreciation tab (apply depreciationAdjustmentTable to inputs)
 *
 * Error codes (problem `code`, `params`), for the web's ko/en messages:
 * - 400 `asset/invalid` params { problems: AssetProblem[] } — each { code, field, asset? } with code
 *   one of ASSET_PROBLEM_CODES: asset/useful-life (1..100 whole years), asset/residual-above-cost,
 *   asset/negative-amount, asset/invalid-amount (not an integer), asset/amount-too-large (> 1e13),
 *   asset/disposal-before-acquisition, asset/invalid-date (not a date in 1950..2100),
 *   asset/empty-name, asset/duplicate-code (field 'code': another asset of the company has it);
 *   `asset` is the asset's code, else its name. Nothing is saved.
 * - 400 `asset/import-invalid` params { problems: AssetImportProblem[], problemCount } — the first
 *   MAX_IMPORT_PROBLEMS problems, each { row, column, code, value }: `row` the spreadsheet row
 *   (1 = header row, data from 2; 0 for the file as a whole), `column` the canonical column key
 *   (ASSET_COLUMNS) or, for an unknown column, the header as written, `value` the cell as read (or
 *   null). Codes: every ASSET_PROBLEM_CODES code, plus asset/unknown-column, asset/missing-column,
 *   asset/duplicate-column, asset/invalid-class, asset/invalid-method, asset/invalid-number,
 *   asset/value-too-long, asset/no-rows. Nothing is saved.
 * - File refusals reuse the data center's codes: `file/required`, `file/multiple`,
 *   `file/too-large` (413, params { maxBytes }), `file/unsupported-type` (415; e.g. a PDF renamed
 *   .xlsx), `file/empty`, `file/corrupt`, `file/encrypted`, `file/zip-bomb`,
 *   `file/too-many-rows` (params { maxRows: 20000 }), `file/too-many-cells`, `file/workbook-too-large`
 *   (422).
 * - 400 `validation_failed` for a body or query of the wrong shape (zod issues), e.g. a period not
 *   'YYYY-MM' or months outside 1..240.
 *
 * After each write the server sends `cache_invalidate` for the company on the realtime socket.
 */

const Won = z.number().int();
/** 'YYYY-MM' in 1990..2100. */
export const MonthPeriod = z.string().regex(/^(199\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, 'YYYY-MM');

export const AssetClassSchema = z.enum(ASSET_CLASSES);
export const DepreciationMethodSchema = z.enum(DEPRECIATION_METHODS);

/** Imports hold at most 20,000 assets and 5 MB (issue 15 §4: a large operator's register). */
export const ASSET_IMPORT_MAX_ROWS = 20_000;
export const ASSET_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Problems listed in one refusal (problemCount says how many there were). */
export const MAX_IMPORT_PROBLEMS = 100;
/** Months one schedule request may span (20 years). */
export const MAX_SCHEDULE_MONTHS = 240;
export const ASSET_PAGE_SIZE_MAX = 500;

/** Columns of the import file and the export, in template order (issue 15 §4). */
export const ASSET_COLUMNS = [
  'code',
  'name',
  'class',
  'entity_id',
  'acquisition_date',
  'cost',
  'residual_value',
  'useful_life_years',
  'method',
  'disposal_date',
] as const;
export type AssetColumn = (typeof ASSET_COLUMNS)[number];
/** Columns an import must have; the others may be left out (residual 0, straight-line). */
export const REQUIRED_ASSET_COLUMNS: readonly AssetColumn[] = [
  'name',
  'class',
  'acquisition_date',
  'cost',
  'useful_life_years',
];
/** Korean headers the import accepts and the Korean template writes. */
export const ASSET_COLUMN_KO: Record<AssetColumn, string> = {
  code: '자산번호',
  name: '자산명',
  class: '자산구분',
  entity_id: '노선(사업부)',
  acquisition_date: '취득일',
  cost: '취득원가',
  residual_value: '잔존가치',
  useful_life_years: '내용연수',
  method: '상각방법',
  disposal_date: '처분일',
};

export const ASSET_PROBLEM_CODES = [
  'asset/useful-life',
  'asset/residual-above-cost',
  'asset/negative-amount',
  'asset/invalid-amount',
  'asset/amount-too-large',
  'asset/disposal-before-acquisition',
  'asset/invalid-date',
  'asset/empty-name',
  'asset/duplicate-code',
] as const;
export const ASSET_IMPORT_PROBLEM_CODES = [
  ...ASSET_PROBLEM_CODES,
  'asset/unknown-column',
  'asset/missing-column',
  'asset/duplicate-column',
  'asset/invalid-class',
  'asset/invalid-method',
  'asset/invalid-number',
  'asset/value-too-long',
  'asset/no-rows',
] as const;

/** One problem of `asset/invalid`'s params. */
export const AssetProblemView = z.object({
  code: z.enum(ASSET_PROBLEM_CODES),
  field: z.string(),
  asset: z.string().optional(),
});
export type AssetProblemView = z.infer<typeof AssetProblemView>;

/** One problem of `asset/import-invalid`'s params. */
export const AssetImportProblem = z.object({
  row: z.number().int().min(0),
  column: z.string().nullable(),
  code: z.enum(ASSET_IMPORT_PROBLEM_CODES),
  value: z.string().nullable(),
});
export type AssetImportProblem = z.infer<typeof AssetImportProblem>;

/**
 * An asset as the web sends it. Amounts, life and dates are checked by validateAsset (400
 * `asset/invalid` naming each problem), so this schema only fixes the types.
 */
export const AssetBody = z.strictObject({
  code: z.string().trim().max(50).nullable().default(null),
  name: z.string().max(200),
  assetClass: AssetClassSchema,
  entityId: z.string().trim().max(100).nullable().default(null),
  acquisitionDate: z.string().trim().max(20),
  cost: z.number(),
  residualValue: z.number().default(0),
  usefulLifeYears: z.number(),
  method: DepreciationMethodSchema.default('straight_line'),
  disposalDate: z.string().trim().max(20).nullable().default(null),
});
export type AssetBody = z.infer<typeof AssetBody>;

/** PUT …/assets/{assetId}: the whole asset, based on `version`. */
export const AssetUpdate = AssetBody.extend({ version: z.number().int().min(1) });
export type AssetUpdate = z.infer<typeof AssetUpdate>;

export const AssetAuthor = z.object({ id: z.string(), name: z.string() });

export const AssetView = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  code: z.string().nullable(),
  name: z.string(),
  assetClass: AssetClassSchema,
  entityId: z.string().nullable(),
  acquisitionDate: z.string(),
  cost: Won,
  residualValue: Won,
  usefulLifeYears: z.number().int(),
  method: DepreciationMethodSchema,
  disposalDate: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** null when the author's account is gone. */
  updatedBy: AssetAuthor.nullable(),
});
export type AssetView = z.infer<typeof AssetView>;

const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(ASSET_PAGE_SIZE_MAX).default(50);

export const AssetListQuery = z.object({
  page: Page,
  pageSize: PageSize,
  search: z.string().trim().max(100).optional(),
  assetClass: AssetClassSchema.optional(),
});
export type AssetListQuery = z.infer<typeof AssetListQuery>;

/** `total`: assets matching the filter (all pages). */
export const AssetList = z.object({ items: z.array(AssetView), total: z.number().int() });
export type AssetList = z.infer<typeof AssetList>;

export const AssetDeleteQuery = z.object({ version: z.coerce.number().int().min(1) });

export const AssetImportMode = z.enum(['append', 'replace']);
export type AssetImportMode = z.infer<typeof AssetImportMode>;
/** The form fields of the import besides `file`. */
export const AssetImportFields = z.object({ mode: AssetImportMode.default('append') });

/** `imported`: rows of the file; `total`: assets in the register afterwards. */
export const AssetImportResult = z.object({ imported: z.number().int(), total: z.number().int() });
export type AssetImportResult = z.infer<typeof AssetImportResult>;

export const AssetFileFormat = z.enum(['xlsx', 'csv']);
export const AssetFileQuery = z.object({
  format: AssetFileFormat.default('xlsx'),
  lang: z.enum(['ko', 'en']).default('ko'),
});
export type AssetFileQuery = z.infer<typeof AssetFileQuery>;

/** GET …/schedule: `months` months from `from` (default the base period, 12 months). */
export const AssetScheduleQuery = z.object({
  from: MonthPeriod.default(DEFAULT_BASE_PERIOD),
  months: z.coerce.number().int().min(1).max(MAX_SCHEDULE_MONTHS).default(12),
  page: Page,
  pageSize: PageSize,
});
export type AssetScheduleQuery = z.infer<typeof AssetScheduleQuery>;

/**
 * A page of the monthly schedule (register order). `totals` are per month over every asset, not
 * only the page; `total` counts the assets.
 */
export const AssetSchedule = z.object({
  from: z.string(),
  months: z.array(z.string()),
  rows: z.array(
    z.object({
      assetId: z.uuid(),
      code: z.string().nullable(),
      name: z.string(),
      assetClass: AssetClassSchema,
      amounts: z.array(Won),
    }),
  ),
  totals: z.array(Won),
  total: z.number().int(),
});
export type AssetSchedule = z.infer<typeof AssetSchedule>;

export const DepreciationResultsQuery = z.object({
  base: MonthPeriod.default(DEFAULT_BASE_PERIOD),
  estimate: MonthPeriod.default(DEFAULT_ESTIMATE_PERIOD),
  page: Page,
  pageSize: PageSize,
});
export type DepreciationResultsQuery = z.infer<typeof DepreciationResultsQuery>;
export const DepreciationResultsExportQuery = DepreciationResultsQuery.pick({
  base: true,
  estimate: true,
}).extend({ lang: z.enum(['ko', 'en']).default('ko') });

/**
 * spec §3 "Depreciation by entity". `entityName` is the entity's name, or — when
 * standardEntityId is null (no entity, or one matching none of the period's) — the i18n key
 * UNASSIGNED_ENTITY_LABEL_KEY; originalEntityId says what was entered.
 */
export const DepreciationByEntityView = z.object({
  entityName: z.string(),
  standardEntityId: z.string().nullable(),
  originalEntityId: z.string().nullable(),
  currentYearDepreciation: Won,
});

/**
 * The register against the statements of the base period's fiscal year (issue 15 §4):
 * register = the register's depreciation of that calendar year; costStatement / sga = the
 * 감가상각비 lines (dictionary exp.depreciation) of the cost statement and of the income statement
 * (SG&A); statements = costStatement + sga; difference = register − statements.
 */
export const DepreciationReconciliation = z.object({
  fiscalYear: z.number().int(),
  register: Won,
  costStatement: Won,
  sga: Won,
  statements: Won,
  difference: Won,
  withinOnePercent: z.boolean(),
});
export type DepreciationReconciliation = z.infer<typeof DepreciationReconciliation>;

export const DepreciationResultsView = z.object({
  basePeriod: z.string(),
  estimatePeriod: z.string(),
  byEntity: z.object({
    base: z.array(DepreciationByEntityView),
    estimate: z.array(DepreciationByEntityView),
  }),
  byClass: z.array(z.object({ assetClass: AssetClassSchema, base: Won, estimate: Won })),
  /** One page (query page/pageSize) in register order; byAssetTotal counts all. */
  byAsset: z.array(
    z.object({
      assetId: z.uuid(),
      name: z.string(),
      assetClass: AssetClassSchema,
      entityId: z.string().nullable(),
      base: Won,
      estimate: Won,
      bookValueEndOfBase: Won,
    }),
  ),
  byAssetTotal: z.number().int(),
  total: z.object({ base: Won, estimate: Won }),
  /** The period whose service entities name the rows (the base period); null when it has none. */
  entitiesPeriod: z.string().nullable(),
  /** null when the base year has no statements with 감가상각비 to compare with. */
  reconciliation: DepreciationReconciliation.nullable(),
  assetCount: z.number().int(),
});
export type DepreciationResultsView = z.infer<typeof DepreciationResultsView>;

/** fiscalYear defaults to the year of the default base period (2024, spec §9). */
export const DepreciationAdjustmentQuery = z.object({
  fiscalYear: z.coerce
    .number()
    .int()
    .min(1990)
    .max(2100)
    .default(Number(DEFAULT_BASE_PERIOD.slice(0, 4))),
});

/**
 * The cost adjustment's depreciation tab (spec §2, §5): per entity the actual depreciation (the
 * register's, for the fiscal year) and the allocated one (the 감가상각비 lines of the live
 * allocation of period `${fiscalYear}-01`). `allocation` says where the allocated figures come
 * from: 'live' (computed), 'no-entities' (the period has no service entities: allocated 0) or
 * 'refused' (the allocation cannot run; `refusal` is its AllocationRefusal, e.g.
 * { code: 'allocation/zero-driver-total', pools }). `inputs` is empty when the register is. A row
 * with entityId null holds the register's assets of no (or an unknown) entity; its `entity` is the
 * i18n key UNASSIGNED_ENTITY_LABEL_KEY.
 */
export const DepreciationAdjustmentView = z.object({
  fiscalYear: z.number().int(),
  period: z.string(),
  inputs: z.array(
    z.object({
      entityId: z.string().nullable(),
      entity: z.string(),
      actual: Won,
      allocated: Won,
    }),
  ),
  assetCount: z.number().int(),
  allocation: z.enum(['live', 'no-entities', 'refused']),
  refusal: z.looseObject({ code: z.string() }).optional(),
});
export type DepreciationAdjustmentView = z.infer<typeof DepreciationAdjustmentView>;
