import { Company } from '@bus/domain';
import { TEST_ORGANISATION } from './app-test-utils';

/** The demo company every costing screen's tests work on (parsed by the contract's schema). */
export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
/** When the fixtures' records were written. */
export const FIXTURE_NOW = '2026-03-02T09:00:00.000Z';

export const company = Company.parse({
  id: COMPANY_ID,
  name: '가람시내버스(주)',
  businessNumber: '123-45-67890',
  industry: null,
  statementCount: 3,
  payrollCount: 0,
  latestFiscalYear: 2024,
  createdAt: FIXTURE_NOW,
  version: 1,
  organisation: TEST_ORGANISATION,
  access: 'write',
});

/** The same company as a viewer or an overseer gets it: figures, no changes (issue 14 §8). */
export const readOnlyCompany = Company.parse({ ...company, access: 'read' });

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
};

/** An error answer of the API as the server's problem JSON (packages/domain/src/api/costing.ts). */
export function problemReply(status: number, code: string, params?: Record<string, unknown>) {
  const title = STATUS_TITLES[status] ?? 'Error';
  return {
    status,
    body: { type: 'about:blank', title, status, code, ...(params ? { params } : {}) },
  };
}
