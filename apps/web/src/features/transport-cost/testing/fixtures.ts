import { type CostAdjustmentInput, TransportCostView } from '@bus/domain';
import { COMPANY_ID, company, FIXTURE_NOW as NOW } from '../../../test/costing-fixtures';
import { screenFigures } from '../lib/working-copy';

// Test data parsed by the contract's schemas, so a fixture can never drift from the API.
// The demo company is the one all costing screens' tests share.
export { COMPANY_ID, company };

export const OTHER_COMPANY_ID = '66666666-6666-4666-8666-666666666666';
const STATEMENT_ID = '22222222-2222-4222-8222-222222222222';

type LineSeed = {
  key: string;
  name: string;
  amount: number;
  category: string;
  confidence?: number;
  recommendedExclude?: boolean;
};

const SEEDS: LineSeed[] = [
  { key: 'cs.fuel', name: '연료비', amount: 5_000_000, category: 'transportation_cost' },
  { key: 'cs.wages', name: '급여', amount: 3_000_000, category: 'transportation_cost' },
  {
    key: 'is.sga.rent',
    name: '임차료',
    amount: 1_000_000,
    category: 'administration_cost',
    confidence: 0.7,
  },
  {
    key: 'is.nonop.interest',
    name: '이자비용',
    amount: 400_000,
    category: 'non_operating_expense',
  },
  {
    key: 'is.nonopinc.interest',
    name: '이자수익',
    amount: 100_000,
    category: 'non_operating_income',
  },
  { key: 'is.misc', name: '잡손실', amount: 50_000, category: 'unclassified', confidence: 0.3 },
  {
    key: 'is.revenue',
    name: '운송수입',
    amount: 9_000_000,
    category: 'unclassified',
    recommendedExclude: true,
  },
];

export function line(seed: LineSeed, index: number) {
  return {
    accountId: `acc-${index}`,
    key: seed.key,
    name: seed.name,
    statement: seed.key.startsWith('cs.') ? 'cost_statement' : 'income_statement',
    statementId: STATEMENT_ID,
    standardId: null,
    amount: seed.amount,
    category: seed.category,
    confidence: seed.confidence ?? 0.9,
    reason: { code: 'dictionary_category', params: {} },
    recommendedExclude: seed.recommendedExclude ?? false,
    excludeReason: seed.recommendedExclude ? 'revenue_line' : null,
    excluded: seed.recommendedExclude ?? false,
    manual: false,
    original: null,
    adjustment: null,
  };
}

/**
 * The server's answer for a document at `version` with `adjustments` stored: the summary comes
 * from the same domain functions the server uses, so the fixture stays consistent.
 */
export function transportCostView(
  version = 1,
  adjustments: CostAdjustmentInput[] = [],
  companyId = COMPANY_ID,
) {
  const base = TransportCostView.parse({
    companyId,
    companyName: company.name,
    fiscalYear: 2024,
    missing: [],
    classifications: SEEDS.map(line),
    baseSummary: zeroSummary(),
    summary: zeroSummary(),
    otherAdjustmentsTotal: 0,
    investment: {
      source: 'default',
      amount: 0,
      storedAt: null,
      latestAmount: null,
      differs: false,
      version: 0,
    },
    totalCost: 0,
    unmatchedAdjustments: [],
    document: {
      version,
      updatedAt: version > 0 ? NOW : null,
      updatedBy: version > 0 ? { id: 'u2', name: '김회계' } : null,
    },
  });
  const figures = screenFigures(base, adjustments);
  const { investmentCompensation, investmentSource, totalCost, ...summary } = figures;
  const stamped = adjustments.map((a) => ({
    ...a,
    updatedBy: { id: 'u2', name: '김회계' },
    updatedAt: NOW,
  }));
  return TransportCostView.parse({
    ...base,
    classifications: base.classifications.map((l) => {
      const adjustment = stamped.find((a) => a.key === l.key) ?? null;
      if (!adjustment) return l;
      return {
        ...l,
        category: adjustment.category ?? l.category,
        amount: adjustment.amount ?? l.amount,
        excluded: adjustment.excluded ?? l.excluded,
        manual: true,
        original: { category: l.category, amount: l.amount, excluded: l.excluded },
        adjustment,
      };
    }),
    baseSummary: summary,
    summary,
    investment: { ...base.investment, amount: investmentCompensation, source: investmentSource },
    totalCost,
  });
}

function zeroSummary() {
  return {
    transportationCost: 0,
    administrationCost: 0,
    operatingExpense: 0,
    nonOperatingExpense: 0,
    nonOperatingIncome: 0,
    appropriateCost: 0,
    unclassifiedCount: 0,
    unclassifiedAmount: 0,
  };
}
