import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, author, company } from '../columns';
import { user } from './auth';
import { companies } from './financial-data';
import { organisations } from './organisations';

/*
 * Forecasting in the product (issue 16, docs/adr/0011-forecast-jobs.md). A run belongs to an
 * organisation directly (it may name no company); a saved series belongs to one through its
 * company. Both leave with what owns them.
 */

/** Labels and values of a regular series, as the API's SeriesData carries them. */
export type StoredSeries = {
  frequency: string;
  labels: string[];
  values: number[];
};

/**
 * A company's saved series (monthly fare revenue), to pick again in the wizard and to score
 * saved forecasts on the actuals that arrive later. A name is unique per company; posting the
 * same name again replaces the values (optimistic locking on `version`).
 */
export const forecastSeries = pgTable(
  'forecast_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    labels: jsonb('labels').$type<string[]>().notNull(),
    values: jsonb('values').$type<number[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [unique('forecast_series_company_name_uq').on(t.companyId, t.name)],
);

export type RunErrorRow = { code: string; params: Record<string, string | number> };

/**
 * One forecast, cross validation or model comparison, run as a job. The row is the truth any
 * process reads; `result` and `error` are written once, with the final status, so a run is never
 * seen half-made. `cancel_requested` is how a cancel reaches the process that runs it.
 */
export const forecastRuns = pgTable(
  'forecast_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').references(() => forecastSeries.id, { onDelete: 'set null' }),
    /** Who asked for it; the per-user cap counts by it. Kept (null) when the account goes. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default('queued'),
    model: text('model').notNull(),
    models: jsonb('models').$type<string[]>().notNull(),
    horizon: integer('horizon').notNull(),
    points: integer('points').notNull(),
    firstPeriod: text('first_period').notNull(),
    lastPeriod: text('last_period').notNull(),
    /** The request as accepted (defaults filled), for the logs and a re-run. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The series the run reads, whatever it came from (sent, pasted or a saved series). */
    series: jsonb('series').$type<StoredSeries>().notNull(),
    /** SHA-256 of the series' frequency, labels and values. */
    fingerprint: text('fingerprint').notNull(),
    engineVersion: text('engine_version').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: jsonb('error').$type<RunErrorRow>(),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
    name: text('name'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: at('created_at'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('forecast_runs_organisation_created_idx').on(t.organisationId, t.createdAt),
    index('forecast_runs_company_idx').on(t.companyId),
    index('forecast_runs_series_idx').on(t.seriesId),
    index('forecast_runs_user_active_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('forecast_runs_status_idx').on(t.status),
  ],
);
