import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, author, company, won } from '../columns';

/*
 * Cost allocation, estimation and depreciation (issue 15). Every table hangs off a company, so a
 * row belongs to the company's organisation (tenancy/owners.ts) and leaves with it. A "period" is
 * the spec's YYYY-MM (default 2024-01); its year picks the statements.
 */

const period = () => text('period').notNull();

/**
 * The service entities (routes, business units, depots) of a company's period with their
 * drivers: one versioned document per company and period, so a table edit saves as one unit.
 */
export const serviceEntitySets = pgTable(
  'service_entity_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    period: period(),
    entities: jsonb('entities').$type<unknown[]>().notNull().default([]),
    customDrivers: jsonb('custom_drivers').$type<unknown[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedBy: author('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [unique('service_entity_sets_company_period_uq').on(t.companyId, t.period)],
);

/** A user's choice of driver for one cost line of a period (kept with who and when). */
export const allocationDriverOverrides = pgTable(
  'allocation_driver_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    period: period(),
    lineKey: text('line_key').notNull(),
    driver: text('driver').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: author('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [unique('allocation_driver_overrides_line_uq').on(t.companyId, t.period, t.lineKey)],
);

/** A stored allocation: its inputs (entities, drivers, statements) and its result, never edited. */
export const allocationRuns = pgTable(
  'allocation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    period: period(),
    fiscalYear: integer('fiscal_year').notNull(),
    label: text('label'),
    includeNonOperating: boolean('include_non_operating').notNull().default(false),
    total: won('total').notNull(),
    entityCount: integer('entity_count').notNull(),
    inputs: jsonb('inputs').$type<unknown>().notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    createdBy: author('created_by'),
    createdAt: at('created_at'),
  },
  (t) => [index('allocation_runs_company_period_idx').on(t.companyId, t.period, t.createdAt)],
);

/** A named set of inflation rates (a scenario) of a company's period, versioned. */
export const estimationScenarios = pgTable(
  'estimation_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    period: period(),
    name: text('name').notNull(),
    /** Percent per inflation item (spec §5 defaults: labor 4.73 …). */
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    unmappedRate: doublePrecision('unmapped_rate').notNull().default(0),
    itemOverrides: jsonb('item_overrides').$type<unknown[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedBy: author('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [unique('estimation_scenarios_name_uq').on(t.companyId, t.period, t.name)],
);

/** The fixed-asset register of a company: one row per asset, versioned. */
export const depreciationAssets = pgTable(
  'depreciation_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    code: text('code'),
    name: text('name').notNull(),
    assetClass: text('asset_class').notNull(),
    /** The service entity id as entered; matched to the period's entities when results are made. */
    entityId: text('entity_id'),
    acquisitionDate: date('acquisition_date', { mode: 'string' }).notNull(),
    cost: won('cost').notNull(),
    residualValue: won('residual_value').notNull().default(0),
    usefulLifeYears: integer('useful_life_years').notNull(),
    method: text('method').notNull(),
    disposalDate: date('disposal_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdBy: author('created_by'),
    createdAt: at('created_at'),
    updatedBy: author('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [index('depreciation_assets_company_idx').on(t.companyId, t.createdAt)],
);
