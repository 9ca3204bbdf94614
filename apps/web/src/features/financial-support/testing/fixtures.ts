import {
  Company,
  calculateFinancialSupport,
  FinancialSupportRecord,
  FinancialSupportView,
  type SupportCostBase,
  type SupportRevenue,
  type ValidationMessage,
} from '@bus/domain';

/** Test data parsed by the contract's schemas, computed by the server's own domain rule. */
export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
const NOW = '2026-03-02T09:00:00.000Z';

export const company = Company.parse({
  id: COMPANY_ID,
  name: '가람시내버스(주)',
  businessNumber: '123-45-67890',
  industry: null,
  statementCount: 3,
  latestFiscalYear: 2024,
  createdAt: NOW,
  version: 1,
});

/** Sample A (expected.md §7): the revenue lines under 매출액 of 가람시내버스 2024. */
export const SAMPLE_A_REVENUE: SupportRevenue = {
  transportRevenue: 51_400_000_000,
  otherOperatingRevenue: 360_000_000,
  subsidiesReceived: 21_050_000_000,
  lines: [
    { name: '운송수입', amount: 51_400_000_000, kind: 'transport' },
    { name: '재정지원금수입', amount: 21_050_000_000, kind: 'subsidy' },
    { name: '광고수입', amount: 360_000_000, kind: 'other' },
  ],
};

/** Sample A's total cost: appropriate cost 71,514,500,000 + investment compensation 977,608,135. */
export const SAMPLE_A_TOTAL_COST: SupportCostBase = {
  kind: 'total_cost',
  appropriateCost: 71_514_500_000,
  investmentCompensation: 977_608_135,
};

/** GET …/financial-support as the server answers it for `costBase`. */
export function supportView(
  costBase: SupportCostBase = SAMPLE_A_TOTAL_COST,
  extraProblems: ValidationMessage[] = [],
): FinancialSupportView {
  const { result, problems } = calculateFinancialSupport({ costBase, revenue: SAMPLE_A_REVENUE });
  return FinancialSupportView.parse({
    companyId: COMPANY_ID,
    fiscalYear: 2024,
    missing: [],
    costBase,
    revenue: SAMPLE_A_REVENUE,
    result,
    problems: [...extraProblems, ...problems],
  });
}

/** A stored snapshot of `view` (POST …/financial-support answer and list item). */
export function supportRecord(view: FinancialSupportView, id: string, note: string | null) {
  return FinancialSupportRecord.parse({
    id,
    companyId: COMPANY_ID,
    companyName: company.name,
    fiscalYear: view.fiscalYear,
    result: view.result,
    note,
    savedBy: { id: 'user-user', name: '김회계' },
    savedAt: NOW,
  });
}
