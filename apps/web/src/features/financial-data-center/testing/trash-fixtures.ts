import { type OrganisationRef, TrashedCompany, TrashedStatement, TrashList } from '@bus/domain';
import { TEST_ORGANISATION } from '../../../test/app-test-utils';
import { COMPANY_ID } from './fixtures';

/** Trash rows parsed by the contract's schemas (GET /api/financial-data/trash). */
export const TRASHED_COMPANY_ID = '66666666-6666-4666-8666-666666666666';
export const TRASHED_STATEMENT_ID = '77777777-7777-4777-8777-777777777777';

export const OTHER_ORGANISATION: OrganisationRef = {
  id: '0b0b0b0b-0000-4000-8000-000000000002',
  name: '누리운수(주)',
  kind: 'operator',
};

export const trashedCompany = TrashedCompany.parse({
  id: TRASHED_COMPANY_ID,
  name: '누리마을버스(주)',
  statementCount: 3,
  organisation: TEST_ORGANISATION,
  deletedAt: '2026-03-01T09:00:00.000Z',
  deletedBy: { id: 'user-manager', name: '박관리' },
  daysLeft: 29,
});

export const trashedStatement = TrashedStatement.parse({
  id: TRASHED_STATEMENT_ID,
  companyId: COMPANY_ID,
  companyName: '가람시내버스(주)',
  type: 'income_statement',
  fiscalYear: 2023,
  fiscalPeriod: 12,
  organisation: TEST_ORGANISATION,
  deletedAt: '2026-02-05T09:00:00.000Z',
  // The account that deleted it is gone.
  deletedBy: null,
  daysLeft: 2,
});

export function trashList(overrides: Partial<TrashList> = {}): TrashList {
  return TrashList.parse({
    companies: [trashedCompany],
    statements: [trashedStatement],
    ...overrides,
  });
}
