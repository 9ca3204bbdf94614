import { z } from 'zod';
import { normalizeBusinessNumber } from '../business-number';
import { MAX_AMOUNT_WON } from '../statements/amounts';
import {
  AiModel,
  AmountUnit,
  ExtractionMethod,
  FiscalPeriod,
  Provenance,
  RatioSet,
  StatementStatus,
  StatementType,
  ValidationMessage,
} from '../statements/types';
import { DataAccess, OrganisationRef } from './organisations';

/**
 * HTTP contract of the financial data center (issue 3), under /api/financial-data.
 * Every amount is integer won. Editable documents carry `version` (optimistic locking: a write
 * with an old version answers 409 `conflict`).
 */

/** data-center-board-admin.md §9: upload limit. The spec says 100 MB; the issue says 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Processing estimate shown in the form: 1 minute per 2 MB, at least 1 minute. */
export function uploadEstimateMinutes(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / (2 * 1024 * 1024)));
}
export const UPLOAD_EXTENSIONS = [
  '.xlsx',
  '.xls',
  '.csv',
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
] as const;
/** Companies and statements tables: 5 rows per page; workspace list 10. */
export const DATA_CENTER_PAGE_SIZE = 5;
export const WORKSPACE_PAGE_SIZE = 10;

export const DOCUMENT_TYPES = ['financial_statement', 'payroll'] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES);

export const Company = z.object({
  id: z.uuid(),
  name: z.string(),
  businessNumber: z.string().nullable(),
  industry: z.string().nullable(),
  statementCount: z.number().int(),
  /** Payroll registers of the company (issue 19; spec §3 payroll_count). */
  payrollCount: z.number().int(),
  latestFiscalYear: z.number().int().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  /** The organisation the company belongs to (issue 14). */
  organisation: OrganisationRef,
  /** `read` for a viewer, an overseer or a user not yet approved: the screens hide edit controls. */
  access: DataAccess,
});
export type Company = z.infer<typeof Company>;
export const CompanyList = z.object({ items: z.array(Company) });

/**
 * 사업자등록번호 as typed: `123-45-67890` or ten digits with a valid NTS check digit
 * (business-number.ts). The server stores it as ten digits.
 */
export const BusinessNumberInput = z
  .string()
  .trim()
  .refine((value) => normalizeBusinessNumber(value) !== null, 'invalid_business_number');
/** 업종 as the company describes it (e.g. 시내버스 운송업). */
export const INDUSTRY_MAX_LENGTH = 50;
export const IndustryInput = z.string().trim().min(1).max(INDUSTRY_MAX_LENGTH);

/** PATCH /companies/{id}: business number and industry (null clears); 409 when `version` is old. */
export const CompanyUpdate = z.object({
  businessNumber: BusinessNumberInput.nullable(),
  industry: IndustryInput.nullable(),
  version: z.number().int(),
});
export type CompanyUpdate = z.infer<typeof CompanyUpdate>;

export const SourceFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type SourceFile = z.infer<typeof SourceFile>;

export const StatementSummary = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  type: StatementType,
  fiscalYear: z.number().int(),
  fiscalPeriod: FiscalPeriod,
  status: StatementStatus,
  validationMessages: z.array(ValidationMessage),
  unit: AmountUnit,
  extractionMethod: ExtractionMethod,
  /** False when extraction was partial or failed: the user completes it by hand. */
  extractionComplete: z.boolean(),
  /** Why extraction was partial (codes translated by the web). */
  extractionProblems: z.array(
    z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
  ),
  sourceFile: SourceFile.nullable(),
  accountCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type StatementSummary = z.infer<typeof StatementSummary>;
export const StatementList = z.object({ items: z.array(StatementSummary) });

export const Account = z.object({
  id: z.uuid(),
  name: z.string(),
  originalName: z.string(),
  currentValue: z.number().int().nullable(),
  previousValue: z.number().int().nullable(),
  standardId: z.string().nullable(),
  mappingConfidence: z.number().min(0).max(1),
  isVerified: z.boolean(),
  isTotal: z.boolean(),
  /** Position in the statement as read (the "custom"/original order). */
  lineNo: z.number().int(),
  provenance: Provenance,
});
export type Account = z.infer<typeof Account>;

export const StatementDetail = StatementSummary.extend({ accounts: z.array(Account) });
export type StatementDetail = z.infer<typeof StatementDetail>;

/** Amount as typed: commas allowed, must be an integer number of won. */
const AmountInput = z.number().int().min(-MAX_AMOUNT_WON).max(MAX_AMOUNT_WON).nullable();

/** PUT /statements/{id}/accounts/{accountId} */
export const AccountUpdate = z.object({
  name: z.string().trim().min(1).max(100),
  originalName: z.string().trim().max(100).optional(),
  currentValue: AmountInput,
  previousValue: AmountInput,
  isVerified: z.boolean().optional(),
  /** Statement version the edit was based on. */
  version: z.number().int(),
});
export type AccountUpdate = z.infer<typeof AccountUpdate>;

/** POST /statements/{id}/accounts */
export const AccountCreate = z.object({
  name: z.string().trim().min(1).max(100),
  originalName: z.string().trim().max(100).optional(),
  currentValue: AmountInput,
  previousValue: AmountInput,
  isTotal: z.boolean().default(false),
  version: z.number().int(),
});
export type AccountCreate = z.infer<typeof AccountCreate>;

/** PATCH /statements/{id} (edit statement) */
export const StatementUpdate = z.object({
  type: StatementType,
  fiscalYear: z.number().int().min(1990).max(2100),
  fiscalPeriod: FiscalPeriod,
  unit: AmountUnit,
  version: z.number().int(),
});
export type StatementUpdate = z.infer<typeof StatementUpdate>;

/** Multipart fields of POST /api/financial-data/uploads (plus one `file`). */
export const UploadFields = z.object({
  companyName: z.string().trim().min(1).max(100),
  documentType: DocumentType.default('financial_statement'),
  /** `auto` lets the importer tell the type from the titles and lines (and split several). */
  statementType: z.union([StatementType, z.literal('auto')]).default('auto'),
  fiscalYear: z.coerce.number().int().min(1990).max(2100),
  fiscalPeriod: z.coerce.number().pipe(FiscalPeriod).default(12),
  aiModel: AiModel.default('claude'),
  /** Set on a company the upload creates, or on one that has none yet; never overwritten. */
  businessNumber: BusinessNumberInput.optional(),
  industry: IndustryInput.optional(),
  /** The organisation the upload goes into: an admin's choice; others may only name their own. */
  organisationId: z.uuid().optional(),
  /** Payroll (issue 19): the register's month, 1–12; absent for an annual register. */
  payrollMonth: z.coerce.number().int().min(1).max(12).optional(),
  /** Payroll: keep employee names (multipart sends "true"/"false"); never kept by default. */
  keepNames: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type UploadFields = z.infer<typeof UploadFields>;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const Job = z.object({
  id: z.uuid(),
  kind: z.literal('extraction'),
  status: z.enum(JOB_STATUSES),
  /** 0..100 */
  progress: z.number().min(0).max(100),
  /** Stage code translated by the web: reading, extracting, ocr, ai, mapping, validating, saving. */
  stage: z.string(),
  companyId: z.uuid().nullable(),
  statementIds: z.array(z.uuid()),
  /** The payroll register a payroll upload made (issue 19); null for statements. */
  payrollDocumentId: z.uuid().nullable(),
  /** Whether an AI model was actually used (false when no key is configured). */
  aiUsed: z.boolean(),
  /** Place in its queue while queued (1 = starts next); null once it runs or has ended. */
  queuePosition: z.number().int().positive().nullable(),
  error: z
    .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof Job>;

/** `companyId` is null when the upload names a new company: it is created with the statements. */
export const UploadAccepted = z.object({ job: Job, companyId: z.uuid().nullable() });
export type UploadAccepted = z.infer<typeof UploadAccepted>;

/** GET /companies/{id}/ratios: computed from the latest statements of a fiscal year. */
export const RatioReport = z.object({
  companyId: z.uuid(),
  fiscalYear: z.number().int().nullable(),
  ratios: RatioSet.nullable(),
  /** The saved record, if any. */
  saved: z.object({ id: z.uuid(), savedAt: z.string(), version: z.number().int() }).nullable(),
});
export type RatioReport = z.infer<typeof RatioReport>;

/** POST /companies/{id}/ratios (save) */
export const RatioSave = z.object({ fiscalYear: z.number().int(), ratios: RatioSet });
export type RatioSave = z.infer<typeof RatioSave>;

export const WorkspaceInfo = z.object({
  role: z.string(),
  database: z.object({ driver: z.string(), status: z.string() }),
  storage: z.object({
    kind: z.literal('local'),
    path: z.string(),
    files: z.number().int(),
    bytes: z.number().int(),
  }),
  jobs: z.object({
    driver: z.enum(['in-process', 'bullmq']),
    queued: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
  }),
  counts: z.object({
    companies: z.number().int(),
    statements: z.number().int(),
    accounts: z.number().int(),
  }),
  aiProviders: z.object({ claude: z.boolean(), gemini: z.boolean() }),
  checkedAt: z.string(),
});
export type WorkspaceInfo = z.infer<typeof WorkspaceInfo>;

/** Messages of the financial-data channel on the shared /api/ws socket. */
export const FinancialClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe_company'), companyId: z.uuid() }),
  z.object({ type: z.literal('unsubscribe_company'), companyId: z.uuid() }),
  z.object({ type: z.literal('heartbeat') }),
]);
export type FinancialClientMessage = z.infer<typeof FinancialClientMessage>;

/** Who moved a row to the trash, and how long it can still be restored (issue 14 §6). */
const Trashed = z.object({
  organisation: OrganisationRef,
  deletedAt: z.string(),
  /** The account that deleted it; null once that account is gone. */
  deletedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Whole days until the retention job purges it (TRASH_RETENTION_DAYS after deletion). */
  daysLeft: z.number().int().min(0),
});
/** A trashed company; its statements come back with it. */
export const TrashedCompany = Trashed.extend({
  id: z.uuid(),
  name: z.string(),
  statementCount: z.number().int(),
});
export type TrashedCompany = z.infer<typeof TrashedCompany>;
/** A statement trashed on its own (its company is live). */
export const TrashedStatement = Trashed.extend({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  type: StatementType,
  fiscalYear: z.number().int(),
  fiscalPeriod: FiscalPeriod,
});
export type TrashedStatement = z.infer<typeof TrashedStatement>;
/** GET /trash: the caller's organisation's trash (every organisation's for admins), newest first. */
export const TrashList = z.object({
  companies: z.array(TrashedCompany),
  statements: z.array(TrashedStatement),
});
export type TrashList = z.infer<typeof TrashList>;
