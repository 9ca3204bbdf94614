import { PayrollReconciliation } from '@bus/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { problemReply } from '../../../test/costing-fixtures';
import { COMPANY_ID } from '../testing/fixtures';
import { PayrollReconciliationNotice } from './payroll-reconciliation-notice';

beforeAll(() => loadLocales(['transportCost', 'errors']));
afterEach(() => vi.unstubAllGlobals());

const PATH = `/payroll/companies/${COMPANY_ID}/reconciliation?fiscalYear=2024`;

function reconciliation(beyond: boolean, unavailable: 'partial_year' | null = null) {
  return PayrollReconciliation.parse({
    fiscalYear: 2024,
    tolerancePercent: 1,
    unavailable,
    beyondTolerance: beyond,
    unassignedPay: 0,
    lines: [
      {
        key: 'cs.driver_wages',
        statementType: 'cost_statement',
        accountName: '운전직급여',
        jobTypes: ['driver'],
        components: ['basePay'],
        statementAmount: 1_000_000_000,
        payrollAmount: beyond ? 1_050_000_000 : 1_005_000_000,
        difference: beyond ? 50_000_000 : 5_000_000,
        differencePercent: beyond ? 5 : 0.5,
        status: beyond ? 'beyond' : 'within',
      },
      {
        key: 'is.executive_pay',
        statementType: 'income_statement',
        accountName: '임원급여',
        jobTypes: ['director'],
        components: ['basePay'],
        statementAmount: 200_000_000,
        payrollAmount: 200_000_000,
        difference: 0,
        differencePercent: 0,
        status: 'within',
      },
    ],
  });
}

function show(reply: { status: number; body?: unknown }) {
  const fetchMock = mockApi((method, path) =>
    method === 'GET' && path === PATH ? reply : undefined,
  );
  const view = renderRoutes(
    [
      {
        path: '/',
        element: <PayrollReconciliationNotice companyId={COMPANY_ID} fiscalYear={2024} />,
      },
    ],
    '/',
  );
  return { fetchMock, ...view };
}

describe('PayrollReconciliationNotice', () => {
  it('names the lines beyond the tolerance and links to the payroll view', async () => {
    show({ status: 200, body: reconciliation(true) });
    const alert = await screen.findByTestId('tc-payroll-beyond');
    expect(alert).toHaveTextContent('허용 범위(1%)를 넘게 다릅니다');
    expect(alert).toHaveTextContent('차이가 큰 계정: 운전직급여 +50,000,000원 (+5.00%)');
    expect(alert).not.toHaveTextContent('임원급여');
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      `/financial-data-center/payroll?company=${COMPANY_ID}&year=2024`,
    );
  });

  it.each([
    ['within the tolerance', { status: 200, body: reconciliation(false) }],
    ['not comparable', { status: 200, body: reconciliation(false, 'partial_year') }],
    ['failing', problemReply(500, 'internal')],
  ])('says nothing when the check is %s', async (_case, reply) => {
    const { fetchMock } = show(reply);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the answer arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('tc-payroll-beyond')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
