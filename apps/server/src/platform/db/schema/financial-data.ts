import type {
  AmountUnit,
  ExtractionMethod,
  ExtractionProblem,
  Provenance,
  RatioSet,
  StatementStatus,
  StatementType,
  ValidationMessage,
} from '@bus/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organisations } from './organisations';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Integer won; `number` in code is exact up to 9e15 (CONVENTIONS: money). */
const won = (name: string) => bigint(name, { mode: 'number' });

/** Trash (issue 14 §6): a deleted row keeps its data until restored or purged after 30 days. */
const trash = {
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: text('deleted_by').references(() => user.id, { onDelete: 'set null' }),
};

/**
 * Companies of the financial data center; each belongs to one organisation, and through it so do
 * its statements, files, jobs and costing documents (issue 14). Names are unique per organisation.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    businessNumber: text('business_number'),
    industry: text('industry'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...trash,
  },
  (t) => [
    // A company in the trash keeps its name free: the same operator may upload it again.
    uniqueIndex('companies_organisation_name_uq')
      .on(t.organisationId, t.name)
      .where(sql`deleted_at is null`),
    index('companies_deleted_at_idx').on(t.deletedAt),
  ],
);

/** Uploaded originals; the bytes live in FileStorage under `storage_key` (a uuid, never a name). */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);

export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<StatementType>().notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    fiscalPeriod: integer('fiscal_period').notNull(),
    status: text('status').$type<StatementStatus>().notNull().default('pending'),
    validationMessages: jsonb('validation_messages')
      .$type<ValidationMessage[]>()
      .notNull()
      .default([]),
    unit: text('unit').$type<AmountUnit>().notNull().default('원'),
    extractionMethod: text('extraction_method').$type<ExtractionMethod>().notNull(),
    extractionComplete: boolean('extraction_complete').notNull().default(true),
    extractionProblems: jsonb('extraction_problems')
      .$type<ExtractionProblem[]>()
      .notNull()
      .default([]),
    sourceFileId: uuid('source_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...trash,
  },
  (t) => [
    index('statements_company_year_idx').on(t.companyId, t.fiscalYear, t.type),
    index('statements_deleted_at_idx').on(t.deletedAt),
  ],
);

/** Account lines of a statement (table `accounts`; not better-auth's sign-in `account`). */
export const statementAccounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    currentValue: won('current_value'),
    previousValue: won('previous_value'),
    standardId: text('standard_id'),
    mappingConfidence: real('mapping_confidence').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    isTotal: boolean('is_total').notNull().default(false),
    provenance: jsonb('provenance').$type<Provenance>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_statement_line_idx').on(t.statementId, t.lineNo)],
);

/** The saved ratio analysis of a company's fiscal year (one record per year, versioned). */
export const ratioRecords = pgTable(
  'ratio_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fiscalYear: integer('fiscal_year').notNull(),
    ratios: jsonb('ratios').$type<RatioSet>().notNull(),
    version: integer('version').notNull().default(1),
    savedBy: text('saved_by').references(() => user.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ratio_records_company_year_uq').on(t.companyId, t.fiscalYear)],
);

export type JobError = { code: string; params: Record<string, string | number> };

/** Background jobs; the row is the truth any process reads for GET /jobs/{id}. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default('queued'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The organisation the upload goes into; null only for rows older than issue 14. */
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    statementIds: jsonb('statement_ids').$type<string[]>().notNull().default([]),
    /** The payroll register a payroll upload saved (issue 19); no key: a deleted one is nulled. */
    payrollDocumentId: uuid('payroll_document_id'),
    aiUsed: boolean('ai_used').notNull().default(false),
    error: jsonb('error').$type<JobError>(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_status_idx').on(t.status), index('jobs_user_idx').on(t.userId)],
);
