import {
  calculateFinancialSupport,
  FinancialSupportRecord,
  FinancialSupportView,
  type InvestmentSource,
  type SupportCostBase,
  type SupportRevenue,
  type ValidationMessage,
} from '@bus/domain';
import { COMPANY_ID, company, FIXTURE_NOW as NOW } from '../../../test/costing-fixtures';

// Test data parsed by the contract's schemas, computed by the server's own domain rule.
// The demo company is the one all costing screens' tests share.
export { COMPANY_ID, company };

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

/** Sample A's investment compensation as the calculator saved it (the cost screen's source). */
export const STORED_INVESTMENT: InvestmentSource = {
  source: 'stored',
  amount: 977_608_135,
  storedAt: NOW,
  latestAmount: 977_608_135,
  differs: false,
  version: 1,
};

/** Without a saved calculation the total cost takes 3 % of the appropriate cost (spec §9). */
export const DEFAULT_INVESTMENT: InvestmentSource = {
  source: 'default',
  amount: 2_145_435_000,
  storedAt: null,
  latestAmount: null,
  differs: false,
  version: 0,
};

/** GET …/financial-support as the server answers it for `costBase`. */
export function supportView(
  costBase: SupportCostBase = SAMPLE_A_TOTAL_COST,
  extraProblems: ValidationMessage[] = [],
  investment: InvestmentSource = STORED_INVESTMENT,
): FinancialSupportView {
  const { result, problems } = calculateFinancialSupport({ costBase, revenue: SAMPLE_A_REVENUE });
  return FinancialSupportView.parse({
    companyId: COMPANY_ID,
    fiscalYear: 2024,
    missing: [],
    costBase,
    investment,
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
