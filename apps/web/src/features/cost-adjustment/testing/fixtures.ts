import {
  applyOtherAdjustments,
  type CostSummary,
  OtherAdjustment,
  OtherAdjustmentList,
  TransportCostView,
  totalCost,
} from '@bus/domain';
import { COMPANY_ID, company, FIXTURE_NOW as NOW } from '../../../test/costing-fixtures';

// Test data parsed by the contract's schemas, so a fixture can never drift from the API.
// The demo company is the one all costing screens' tests share.
export { COMPANY_ID, company };

/** The classified totals before any other adjustment (appropriate cost 9,300,000). */
const BASE: CostSummary = {
  transportationCost: 8_000_000,
  administrationCost: 1_000_000,
  operatingExpense: 9_000_000,
  nonOperatingExpense: 400_000,
  nonOperatingIncome: 100_000,
  appropriateCost: 9_300_000,
  unclassifiedCount: 0,
  unclassifiedAmount: 0,
};

let sequence = 0;

/** A stored adjustment as the server answers it, written by 김회계. */
export function otherAdjustment(
  input: Pick<OtherAdjustment, 'category' | 'amount' | 'reason'>,
): OtherAdjustment {
  sequence += 1;
  return OtherAdjustment.parse({
    ...input,
    id: `33333333-3333-4333-8333-${String(sequence).padStart(12, '0')}`,
    companyId: COMPANY_ID,
    fiscalYear: 2024,
    author: { id: 'user-1', name: '김회계' },
    createdAt: NOW,
  });
}

export function otherAdjustmentList(items: OtherAdjustment[]): OtherAdjustmentList {
  return OtherAdjustmentList.parse({ items, total: items.reduce((s, o) => s + o.amount, 0) });
}

/** GET …/transport-cost as the server computes it from the stored adjustments (default 3 %). */
export function transportCostView(
  items: OtherAdjustment[],
  missing: string[] = [],
): TransportCostView {
  const summary = applyOtherAdjustments(BASE, items);
  const total = totalCost(summary.appropriateCost, null);
  return TransportCostView.parse({
    companyId: COMPANY_ID,
    companyName: company.name,
    fiscalYear: 2024,
    missing,
    classifications: [],
    baseSummary: BASE,
    summary,
    otherAdjustmentsTotal: items.reduce((s, o) => s + o.amount, 0),
    investment: {
      source: 'default',
      amount: total - summary.appropriateCost,
      storedAt: null,
      latestAmount: null,
      differs: false,
      version: 0,
    },
    totalCost: total,
    unmatchedAdjustments: [],
    document: { version: 0, updatedAt: null, updatedBy: null },
  });
}
