import { describe, expect, it } from 'vitest';
import { mapStatement } from '../statements/match';
import { computeRatios } from '../statements/ratios';
import { SAMPLE_COMPANIES, type SampleCompany, sampleStatement } from '../statements/test-fixtures';
import { classifyAccounts } from './classify';
import {
  calculateInvestmentCompensation,
  type InvestmentInputsDraft,
  validateInvestmentInputs,
} from './investment';
import { investmentInputsFromStatements } from './investment-inputs';
import { summarizeCosts, totalCost } from './summary';
import { expectedTotals, sampleClassifiable } from './test-fixtures';

function sampleInputs(company: SampleCompany) {
  const balanceSheet = mapStatement(sampleStatement(company, 'balance_sheet'));
  const incomeStatement = mapStatement(sampleStatement(company, 'income_statement'));
  const costStatement = mapStatement(sampleStatement(company, 'cost_statement'));
  const ratios = computeRatios({ fiscalYear: 2024, balanceSheet, incomeStatement, costStatement });
  return investmentInputsFromStatements(balanceSheet, incomeStatement, ratios, { costStatement });
}

/** expected.md §4 for sample A, as the screen would hold it. */
const SAMPLE_A: InvestmentInputsDraft = {
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

describe('investment compensation on the sample sets (expected.md §4, §5)', () => {
  for (const company of SAMPLE_COMPANIES) {
    it(`computes ${company} from its CSVs to the won`, () => {
      const want = expectedTotals(company);
      const gathered = sampleInputs(company);
      expect(gathered.problems).toEqual([]);
      expect(gathered.draft.tangibleAssetsBV).toBe(want.tbv);
      const { result, errors, warnings, canSave } = calculateInvestmentCompensation(gathered.draft);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
      expect(canSave).toBe(true);
      expect(result?.workingCapital).toBe(want.wc);
      expect(result?.fareBase).toBe(want.fb);
      expect(Math.abs((result?.appropriateInvestmentReturn ?? 0) - (want.rate ?? 0))).toBeLessThan(
        1e-10,
      );
      expect(Math.abs((result?.investmentCompensationExact ?? 0) - (want.ic ?? 0))).toBeLessThan(
        0.005,
      );
      expect(result?.investmentCompensation).toBe(Math.round(want.ic ?? 0));
    });

    it(`gives ${company} the total cost of expected.md §5 with the calculator's compensation`, () => {
      const want = expectedTotals(company);
      const summary = summarizeCosts(classifyAccounts(sampleClassifiable(company)));
      const { result } = calculateInvestmentCompensation(sampleInputs(company).draft);
      expect(summary.appropriateCost).toBe(want.appr);
      expect(totalCost(summary.appropriateCost, result?.investmentCompensation ?? null)).toBe(
        Math.round(want.total ?? 0),
      );
    });
  }

  it('reads the operating cost from the classified lines the same way as from the statements', () => {
    const company = 'A_city_bus_300';
    const lines = classifyAccounts(sampleClassifiable(company));
    const balanceSheet = mapStatement(sampleStatement(company, 'balance_sheet'));
    const incomeStatement = mapStatement(sampleStatement(company, 'income_statement'));
    const ratios = computeRatios({ fiscalYear: 2024, balanceSheet, incomeStatement });
    const fromLines = investmentInputsFromStatements(balanceSheet, incomeStatement, ratios, {
      costLines: lines,
    });
    expect(fromLines.draft).toEqual(sampleInputs(company).draft);
  });

  it('shows A as expected.md prints it: 977,608,135 won at 4.5211 %', () => {
    const { result } = calculateInvestmentCompensation(SAMPLE_A);
    expect(result?.investmentCompensation).toBe(977_608_135);
    const last = result?.breakdown.at(-1);
    expect(last?.formula).toBe('요금기저 × 적정투자보수율');
    expect(last?.expression).toContain('21,623,125,000 × 4.5211%');
    expect(last?.expression).toContain('≈ 977,608,135원');
    expect(result?.breakdown.map((s) => s.key)).toEqual([
      'movingEquipmentAssets',
      'workingCapital',
      'fareBase',
      'equityWeight',
      'debtWeight',
      'returnRate',
      'investmentCompensation',
    ]);
    expect(result?.movingEquipmentAssets).toBe(16_335_000_000);
  });
});

describe('investment input validation (costing-and-forecasting.md §5)', () => {
  it('names each missing required field', () => {
    const { errors } = validateInvestmentInputs({
      ...SAMPLE_A,
      operatingCost: null,
      debt: undefined,
    });
    expect(errors).toEqual([
      { rule: 'required', severity: 'error', params: { field: 'operatingCost' } },
      { rule: 'required', severity: 'error', params: { field: 'debt' } },
    ]);
  });

  it('treats a blank deduction as 0 but rejects a value that is not a number', () => {
    expect(validateInvestmentInputs({ ...SAMPLE_A, badDebtExpense: null }).errors).toEqual([]);
    expect(validateInvestmentInputs({ ...SAMPLE_A, equity: Number.NaN }).errors).toEqual([
      { rule: 'not_a_number', severity: 'error', params: { field: 'equity' } },
    ]);
    expect(validateInvestmentInputs({ ...SAMPLE_A, debt: 'many' }).errors[0]?.rule).toBe(
      'not_a_number',
    );
  });

  it('reports a value out of range with its allowed range', () => {
    const { errors } = validateInvestmentInputs({
      ...SAMPLE_A,
      tangibleAssetsBV: 2e12,
      revaluationDifference: -5e12,
      corporateTaxRate: 1.2,
    });
    expect(errors).toEqual([
      {
        rule: 'out_of_range',
        severity: 'error',
        params: { field: 'tangibleAssetsBV', min: 0, max: 1e12 },
      },
      {
        rule: 'out_of_range',
        severity: 'error',
        params: { field: 'revaluationDifference', min: -1e12, max: 1e12 },
      },
      {
        rule: 'out_of_range',
        severity: 'error',
        params: { field: 'corporateTaxRate', min: 0, max: 1 },
      },
    ]);
  });

  it('limits the debt rate to 0 … 0.5', () => {
    expect(validateInvestmentInputs({ ...SAMPLE_A, debtRate: 0.5 }).errors).toEqual([]);
    expect(validateInvestmentInputs({ ...SAMPLE_A, debtRate: 0.5001 }).errors).toEqual([
      { rule: 'out_of_range', severity: 'error', params: { field: 'debtRate', min: 0, max: 0.5 } },
    ]);
    expect(validateInvestmentInputs({ ...SAMPLE_A, debtRate: -0.01 }).errors[0]?.rule).toBe(
      'out_of_range',
    );
  });

  it('refuses equity + debt of 0 and then uses a rate of 0', () => {
    const calc = calculateInvestmentCompensation({ ...SAMPLE_A, equity: 0, debt: 0 });
    expect(calc.errors).toEqual([{ rule: 'equity_plus_debt_zero', severity: 'error', params: {} }]);
    expect(calc.canSave).toBe(false);
    expect(calc.result?.appropriateInvestmentReturn).toBe(0);
    expect(calc.warnings.map((w) => w.rule)).toContain('abnormal_result');
  });

  it('warns about a large revaluation, large deductions, negative working capital and non-positive assets', () => {
    const calc = calculateInvestmentCompensation({
      ...SAMPLE_A,
      tangibleAssetsBV: 5_000_000_000,
      revaluationDifference: 6_000_000_000,
      operatingCost: 7_000_000_000,
    });
    expect(calc.warnings.map((w) => w.rule)).toEqual([
      'revaluation_exceeds_tangible_assets',
      'deductions_exceed_operating_cost',
      'negative_working_capital',
      'non_positive_operating_assets',
      'abnormal_result',
    ]);
    expect(calc.canSave).toBe(true);
  });

  it('warns when the equity rate is above 30 %', () => {
    const calc = calculateInvestmentCompensation({ ...SAMPLE_A, equityRate: 0.35 });
    expect(calc.warnings).toContainEqual({
      rule: 'equity_rate_above_limit',
      severity: 'warning',
      params: { value: 0.35, limit: 0.3 },
    });
  });

  it('shows no result, but no crash, when a required input is missing', () => {
    const calc = calculateInvestmentCompensation({ ...SAMPLE_A, tangibleAssetsBV: undefined });
    expect(calc.result).toBeNull();
    expect(calc.canSave).toBe(false);
    expect(calc.errors[0]).toMatchObject({
      rule: 'required',
      params: { field: 'tangibleAssetsBV' },
    });
  });
});

describe('negative equity (domain.md §9 item 9)', () => {
  const eroded = { ...SAMPLE_A, equity: -5_000_000_000, debt: 30_000_000_000 };

  it('under the spec policy keeps the unclamped weights and blocks saving', () => {
    const calc = calculateInvestmentCompensation(eroded);
    expect(calc.equityPolicy?.policy).toBe('spec');
    expect(calc.equityPolicy?.capitalErosion).toBe(true);
    expect(calc.errors).toEqual([
      { rule: 'out_of_range', severity: 'error', params: { field: 'equity', min: 0, max: 1e12 } },
    ]);
    expect(calc.canSave).toBe(false);
    expect(calc.result?.debtWeight).toBeCloseTo(1.2, 12);
    expect(calc.result?.appropriateInvestmentReturn).toBeCloseTo(
      0.0562 * -0.2 + 0.046 * 0.78 * 1.2,
      12,
    );
    expect(calc.warnings).toContainEqual({
      rule: 'capital_erosion',
      severity: 'warning',
      params: { equity: -5_000_000_000, policy: 'spec' },
    });
  });

  it('under clamp_equity_at_zero counts equity as 0, so the rate is Rd·(1−Tc), and may be saved', () => {
    const calc = calculateInvestmentCompensation(eroded, { equityPolicy: 'clamp_equity_at_zero' });
    expect(calc.errors).toEqual([]);
    expect(calc.canSave).toBe(true);
    expect(calc.result?.inputs.equity).toBe(0);
    expect(calc.result?.appropriateInvestmentReturn).toBeCloseTo(0.046 * 0.78, 12);
    expect(calc.result?.investmentCompensation).toBe(Math.round(21_623_125_000 * 0.046 * 0.78));
    expect(calc.equityPolicy).toMatchObject({
      policy: 'clamp_equity_at_zero',
      equityReported: -5_000_000_000,
      equityUsed: 0,
      capitalErosion: true,
    });
  });

  it('tells the user what the other policy would have given', () => {
    const spec = calculateInvestmentCompensation(eroded);
    const clamp = calculateInvestmentCompensation(eroded, { equityPolicy: 'clamp_equity_at_zero' });
    expect(spec.equityPolicy?.otherPolicy?.investmentCompensation).toBe(
      clamp.result?.investmentCompensation,
    );
    expect(clamp.equityPolicy?.otherPolicy?.investmentCompensation).toBe(
      spec.result?.investmentCompensation,
    );
    expect(spec.equityPolicy?.note).toContain('자본잠식');
  });

  it('makes no difference when equity is positive', () => {
    const calc = calculateInvestmentCompensation(SAMPLE_A, {
      equityPolicy: 'clamp_equity_at_zero',
    });
    expect(calc.result?.investmentCompensation).toBe(977_608_135);
    expect(calc.equityPolicy?.otherPolicy).toBeNull();
  });
});
