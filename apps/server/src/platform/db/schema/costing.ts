import type {
  EquityPolicy,
  FinancialSupportResultView,
  InvestmentInputsBody,
  OtherAdjustmentCategory,
  StoredCostAdjustment,
} from '@bus/domain';
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, author, company, won } from '../columns';

/**
 * The user's decisions over the automatic classification of a company's year (v3 screen):
 * one document per company and year, versioned (a stale save answers 409).
 */
export const costDocuments = pgTable(
  'cost_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    fiscalYear: integer('fiscal_year').notNull(),
    adjustments: jsonb('adjustments').$type<StoredCostAdjustment[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedBy: author('updated_by'),
    updatedAt: at('updated_at'),
  },
  (t) => [unique('cost_documents_company_year_uq').on(t.companyId, t.fiscalYear)],
);

/** Every save of a cost document: who, when, the decisions before and after. */
export const costDocumentHistory = pgTable(
  'cost_document_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => costDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    changedBy: author('changed_by'),
    changedAt: at('changed_at'),
    before: jsonb('before').$type<StoredCostAdjustment[]>().notNull(),
    after: jsonb('after').$type<StoredCostAdjustment[]>().notNull(),
  },
  (t) => [index('cost_document_history_document_idx').on(t.documentId, t.version)],
);

/** The investment calculator's saved inputs of a company's year and the compensation they gave. */
export const investmentRecords = pgTable(
  'investment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    fiscalYear: integer('fiscal_year').notNull(),
    inputs: jsonb('inputs').$type<InvestmentInputsBody>().notNull(),
    equityPolicy: text('equity_policy').$type<EquityPolicy>().notNull(),
    investmentCompensation: won('investment_compensation').notNull(),
    version: integer('version').notNull().default(1),
    savedBy: author('saved_by'),
    savedAt: at('saved_at'),
  },
  (t) => [unique('investment_records_company_year_uq').on(t.companyId, t.fiscalYear)],
);

/** Manual "other adjustments" (/cost-adjustment): signed won added to a category's total. */
export const otherAdjustments = pgTable(
  'other_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    fiscalYear: integer('fiscal_year').notNull(),
    category: text('category').$type<OtherAdjustmentCategory>().notNull(),
    amount: won('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: author('created_by'),
    createdAt: at('created_at'),
  },
  (t) => [index('other_adjustments_company_year_idx').on(t.companyId, t.fiscalYear)],
);

/** Stored snapshots of a financial support calculation. */
export const financialSupportRecords = pgTable(
  'financial_support_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    fiscalYear: integer('fiscal_year').notNull(),
    result: jsonb('result').$type<FinancialSupportResultView>().notNull(),
    note: text('note'),
    savedBy: author('saved_by'),
    savedAt: at('saved_at'),
  },
  (t) => [index('financial_support_records_company_idx').on(t.companyId, t.fiscalYear)],
);
