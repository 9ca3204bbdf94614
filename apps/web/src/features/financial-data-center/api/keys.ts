/** Query keys of the financial data center; everything lives under one root so a socket
 * `cache_invalidate` can refresh a company's views in one call. */
export const FINANCIAL_ROOT = ['financial-data'] as const;

export const financialKeys = {
  companies: () => [...FINANCIAL_ROOT, 'companies'] as const,
  companyList: (q: string) => [...FINANCIAL_ROOT, 'companies', q] as const,
  statements: (companyId: string) => [...FINANCIAL_ROOT, 'statements', companyId] as const,
  statement: (id: string) => [...FINANCIAL_ROOT, 'statement', id] as const,
  job: (id: string) => [...FINANCIAL_ROOT, 'job', id] as const,
  ratios: (companyId: string) => [...FINANCIAL_ROOT, 'ratios', companyId] as const,
  ratiosOf: (companyId: string, fiscalYear: number | null) =>
    [...FINANCIAL_ROOT, 'ratios', companyId, fiscalYear ?? 'latest'] as const,
  workspace: () => [...FINANCIAL_ROOT, 'workspace'] as const,
  trash: () => [...FINANCIAL_ROOT, 'trash'] as const,
  /** Everything payroll of one company (issue 19): summary, registers and rows. */
  payroll: (companyId: string) => [...FINANCIAL_ROOT, 'payroll', companyId] as const,
  payrollSummary: (companyId: string, fiscalYear: number | null) =>
    [...FINANCIAL_ROOT, 'payroll', companyId, 'summary', fiscalYear ?? 'latest'] as const,
  payrollDocuments: (companyId: string) =>
    [...FINANCIAL_ROOT, 'payroll', companyId, 'documents'] as const,
  payrollRows: (companyId: string, documentId: string, page: number, jobType: string | null) =>
    [...FINANCIAL_ROOT, 'payroll', companyId, 'rows', documentId, page, jobType ?? 'all'] as const,
};

/** Base of every call of this feature, relative to /api. */
export const FINANCIAL_API = '/financial-data';

export function statementPath(id: string): string {
  return `${FINANCIAL_API}/statements/${encodeURIComponent(id)}`;
}

export function companyPath(id: string): string {
  return `${FINANCIAL_API}/companies/${encodeURIComponent(id)}`;
}

/** Base of the payroll calls (issue 19, ADR 0013), relative to /api. */
export const PAYROLL_API = '/payroll';

export function payrollCompanyPath(companyId: string): string {
  return `${PAYROLL_API}/companies/${encodeURIComponent(companyId)}`;
}
