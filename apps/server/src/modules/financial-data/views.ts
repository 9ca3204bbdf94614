import type {
  Account,
  AccountValues,
  Company,
  FiscalPeriod,
  StatementDetail,
  StatementSummary,
} from '@bus/domain';
import { accessTo, type Scope } from '../../platform/tenancy/scope';
import type { CompanyListRow } from './company-repo';
import type { AccountRow, StatementView } from './statement-repo';

/**
 * Database rows → the HTTP shapes of packages/domain/src/api/financial-data.ts. A company says
 * whose it is and what the caller may do with it (the screens hide edit controls for `read`).
 */
export function toCompany(row: CompanyListRow, scope: Scope): Company {
  const owner = { organisationId: row.organisationId, kind: row.organisationKind };
  return {
    id: row.id,
    name: row.name,
    businessNumber: row.businessNumber,
    industry: row.industry,
    statementCount: row.statementCount,
    payrollCount: row.payrollCount,
    latestFiscalYear: row.latestFiscalYear,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    organisation: {
      id: row.organisationId,
      name: row.organisationName,
      kind: row.organisationKind,
    },
    access: accessTo(scope, owner) === 'write' ? 'write' : 'read',
  };
}

/** Extraction problems keep only the params the contract allows (strings and numbers). */
function problems(row: StatementView): StatementSummary['extractionProblems'] {
  return row.extractionProblems.map((p) => ({ code: p.code, params: p.params ?? {} }));
}

export function toSummary(row: StatementView): StatementSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    type: row.type,
    fiscalYear: row.fiscalYear,
    fiscalPeriod: row.fiscalPeriod as FiscalPeriod,
    status: row.status,
    validationMessages: row.validationMessages,
    unit: row.unit,
    extractionMethod: row.extractionMethod,
    extractionComplete: row.extractionComplete,
    extractionProblems: problems(row),
    sourceFile: row.file
      ? {
          id: row.file.id,
          name: row.file.originalName,
          size: row.file.size,
          mimeType: row.file.mimeType,
        }
      : null,
    accountCount: row.accountCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    originalName: row.originalName,
    currentValue: row.currentValue,
    previousValue: row.previousValue,
    standardId: row.standardId,
    mappingConfidence: row.mappingConfidence,
    isVerified: row.isVerified,
    isTotal: row.isTotal,
    lineNo: row.lineNo,
    provenance: row.provenance,
  };
}

export function toDetail(row: StatementView, accounts: AccountRow[]): StatementDetail {
  return { ...toSummary(row), accounts: accounts.map(toAccount) };
}

/** What validation and ratios read from stored accounts. */
export function toValues(rows: AccountRow[]): AccountValues[] {
  return rows.map((row) => ({
    name: row.name,
    standardId: row.standardId,
    isTotal: row.isTotal,
    current: row.currentValue,
    previous: row.previousValue,
  }));
}
