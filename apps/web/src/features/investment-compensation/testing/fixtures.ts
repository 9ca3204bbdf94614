import {
  Company,
  calculateInvestmentCompensation,
  type EquityPolicy,
  type InvestmentInputsBody,
  InvestmentView,
} from '@bus/domain';
import {
  COMPANY_ID,
  company as demoCompany,
  FIXTURE_NOW as NOW,
} from '../../../test/costing-fixtures';

// Test data parsed by the contract's schemas, so a fixture can never drift from the API.
// The demo company is the one all costing screens' tests share.
export { COMPANY_ID };

/** The picker shows the industry next to the business number. */
export const company = Company.parse({ ...demoCompany, industry: '시내버스' });

/** expected.md A_city_bus_300 §4 "Investment compensation" inputs (2024). */
export const SAMPLE_A: InvestmentInputsBody = {
  tangibleAssetsBV: 22_335_000_000,
  revaluationDifference: 6_000_000_000,
  operatingCost: 70_928_500_000,
  retirementFund: 3_365_000_000,
  depreciationCost: 4_068_000_000,
  intangibleAssetDepreciation: 24_000_000,
  badDebtExpense: 14_000_000,
  equity: 25_449_355_000,
  debt: 29_970_000_000,
  equityRate: 0.0562,
  debtRate: 0.046,
  corporateTaxRate: 0.22,
};

const SOURCES: Record<keyof InvestmentInputsBody, string> = {
  tangibleAssetsBV: '(유형자산 − 토지)의 전기·당기 평균',
  revaluationDifference: '재평가잉여금(당기)',
  operatingCost: '운송원가 + 관리비(분류된 원가 항목, 제외 항목 빼고)',
  retirementFund: '퇴직급여(분류된 원가 항목)',
  depreciationCost: '감가상각비(분류된 원가 항목)',
  intangibleAssetDepreciation: '무형자산상각비(분류된 원가 항목)',
  badDebtExpense: '대손상각비(분류된 원가 항목)',
  equity: '자본총계(당기)',
  debt: '부채총계(당기)',
  equityRate: '법정 기준 5.62% (고정)',
  debtRate: '차입금평균이자율(당기) ÷ 100',
  corporateTaxRate: '법인세율 기본값 22%',
};

/** The domain's calculation as the contract carries it. */
export function calculationOf(inputs: InvestmentInputsBody, equityPolicy: EquityPolicy = 'spec') {
  const calc = calculateInvestmentCompensation(inputs, { equityPolicy });
  return {
    ...calc,
    result: calc.result ? { ...calc.result, inputs: { ...calc.result.inputs } } : null,
  };
}

type Stored = { inputs: InvestmentInputsBody; equityPolicy?: EquityPolicy; version: number };

/** The server's answer: sample A auto-loaded, optionally with a stored record. */
export function investmentView(stored: Stored | null = null, auto = SAMPLE_A) {
  const fields = Object.fromEntries(
    Object.entries(auto).map(([field, value]) => [
      field,
      { value, source: SOURCES[field as keyof InvestmentInputsBody], fallback: null },
    ]),
  );
  const policy = stored?.equityPolicy ?? 'spec';
  return InvestmentView.parse({
    companyId: COMPANY_ID,
    fiscalYear: 2024,
    missing: [],
    stored: stored
      ? {
          inputs: stored.inputs,
          equityPolicy: policy,
          calculation: calculationOf(stored.inputs, policy),
          investmentCompensation:
            calculationOf(stored.inputs, policy).result?.investmentCompensation ?? 0,
          version: stored.version,
          savedAt: NOW,
          savedBy: { id: 'u2', name: '김회계' },
        }
      : null,
    autoLoaded: {
      draft: { ...auto },
      fields,
      problems: [],
      calculation: calculationOf(auto, policy),
    },
    version: stored?.version ?? 0,
  });
}
