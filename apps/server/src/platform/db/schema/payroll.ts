import type { PayrollJobKey } from '@bus/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, author, company, won } from '../columns';

/**
 * Payroll registers (급여대장, issue 19, docs/adr/0013): what was read of one upload. The original
 * file is never kept, and neither are resident numbers (dropped in the parse worker); names only
 * when the uploader chose to keep them. A company leaving the trash for good takes them along.
 */
export const payrollDocuments = pgTable(
  'payroll_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    fiscalYear: integer('fiscal_year').notNull(),
    /** The month chosen on the form; null for an annual register (or one with a month column). */
    month: integer('month'),
    /** Months the rows cover; empty for an annual register. */
    months: integer('months').array().notNull().default(sql`'{}'::integer[]`),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    namesKept: boolean('names_kept').notNull().default(false),
    /** Column headers dropped in the worker (주민등록번호 …): the names only, never a value. */
    droppedColumns: text('dropped_columns').array().notNull().default(sql`'{}'::text[]`),
    unknownJobLabels: text('unknown_job_labels').array().notNull().default(sql`'{}'::text[]`),
    /** What the reader doubted (a printed total or gross pay the rows do not add up to …). */
    warnings: jsonb('warnings')
      .$type<{ code: string; params: Record<string, string | number> }[]>()
      .notNull()
      .default([]),
    createdBy: author('created_by'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [index('payroll_documents_company_year_idx').on(t.companyId, t.fiscalYear)],
);

/** One employee of a register (one month's line in a monthly one); amounts in won. */
export const payrollRows = pgTable(
  'payroll_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => payrollDocuments.id, { onDelete: 'cascade' }),
    companyId: company(),
    lineNo: integer('line_no').notNull(),
    employeeNo: text('employee_no'),
    /** Null unless the uploader kept names. */
    name: text('name'),
    jobType: text('job_type').$type<PayrollJobKey>().notNull(),
    jobLabel: text('job_label').notNull(),
    month: integer('month'),
    basePay: won('base_pay').notNull(),
    allowances: won('allowances').notNull(),
    bonuses: won('bonuses').notNull(),
    overtime: won('overtime').notNull(),
    retirement: won('retirement').notNull(),
    employerInsurance: won('employer_insurance'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('payroll_rows_document_idx').on(t.documentId, t.lineNo),
    index('payroll_rows_company_idx').on(t.companyId),
  ],
);

/** A company's reconciliation tolerance (percent of the statement amount), versioned. */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    tolerancePercent: numeric('tolerance_percent', { mode: 'number' }).notNull().default(1),
    version: integer('version').notNull().default(1),
    updatedBy: author('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('payroll_settings_company_uq').on(t.companyId)],
);
