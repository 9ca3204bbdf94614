import { describe, expect, it } from 'vitest';
import { mapStatement } from '../statements/match';
import { computeRatios } from '../statements/ratios';
import { sampleStatement } from '../statements/test-fixtures';
import type { AccountValues } from '../statements/types';
import { calculateInvestmentCompensation } from './investment';
import { investmentInputsFromStatements } from './investment-inputs';

const balanceSheet = mapStatement(sampleStatement('B_intercity_small', 'balance_sheet'));
const incomeStatement = mapStatement(sampleStatement('B_intercity_small', 'income_statement'));
const costStatement = mapStatement(sampleStatement('B_intercity_small', 'cost_statement'));
const ratios = computeRatios({ fiscalYear: 2024, balanceSheet, incomeStatement, costStatement });

const without = (lines: AccountValues[], name: string) => lines.filter((l) => l.name !== name);

describe('investmentInputsFromStatements', () => {
  it('loads B as expected.md §4 lists it, saying where each field came from', () => {
    const { fields } = investmentInputsFromStatements(balanceSheet, incomeStatement, ratios, {
      costStatement,
    });
    expect(fields.tangibleAssetsBV).toEqual({
      value: 5_899_250_000,
      source: '(유형자산 − 토지)의 전기·당기 평균',
      fallback: null,
    });
    expect(fields.revaluationDifference).toMatchObject({
      value: 0,
      fallback: 'revaluation_surplus_absent',
    });
    expect(fields.operatingCost.value).toBe(15_371_000_000);
    expect(fields.retirementFund.value).toBe(388_000_000);
    expect(fields.depreciationCost.value).toBe(1_138_000_000);
    expect(fields.intangibleAssetDepreciation.value).toBe(0);
    expect(fields.badDebtExpense.value).toBe(3_000_000);
    expect(fields.equity.value).toBe(2_979_600_000);
    expect(fields.debt.value).toBe(8_405_000_000);
    expect(fields.debtRate.value).toBeCloseTo(276 / 5200, 12);
    expect(fields.equityRate.value).toBe(0.0562);
    expect(fields.corporateTaxRate.value).toBe(0.22);
  });

  it('reports missing statements instead of failing, and the calculator then shows no result', () => {
    const gathered = investmentInputsFromStatements(undefined, undefined, undefined);
    expect(gathered.problems.map((p) => [p.rule, p.params.field])).toEqual([
      ['data_missing', 'tangibleAssetsBV'],
      ['data_missing', 'operatingCost'],
      ['data_missing', 'equity'],
      ['data_missing', 'debt'],
      ['borrowing_rate_missing', undefined],
    ]);
    const calc = calculateInvestmentCompensation(gathered.draft);
    expect(calc.result).toBeNull();
    expect(calc.errors.map((e) => e.params.field)).toEqual([
      'tangibleAssetsBV',
      'operatingCost',
      'equity',
      'debt',
      'debtRate',
    ]);
  });

  it('derives equity from the totals when 자본총계 is not printed, and says so', () => {
    const gathered = investmentInputsFromStatements(
      without(balanceSheet, '자본총계'),
      incomeStatement,
      ratios,
      { costStatement },
    );
    expect(gathered.fields.equity).toEqual({
      value: 2_979_600_000,
      source: '자산총계 − 부채총계(당기)',
      fallback: 'equity_from_total_assets',
    });
    expect(gathered.problems).toContainEqual({
      rule: 'fallback_used',
      severity: 'warning',
      params: { field: 'equity', fallback: 'equity_from_total_assets' },
    });
  });

  it('uses 매출원가 when no cost statement was uploaded', () => {
    const gathered = investmentInputsFromStatements(balanceSheet, incomeStatement, ratios);
    expect(gathered.fields.operatingCost).toMatchObject({
      value: 15_371_000_000,
      fallback: 'cost_of_sales_for_cost_statement',
    });
  });

  it('adds up the 유형자산 lines when the subtotal is missing', () => {
    const gathered = investmentInputsFromStatements(
      without(balanceSheet, '유형자산'),
      incomeStatement,
      ratios,
      { costStatement },
    );
    expect(gathered.fields.tangibleAssetsBV).toMatchObject({
      value: 5_899_250_000,
      fallback: 'ppe_from_detail_lines',
    });
  });

  it('refuses an abnormal borrowing rate from the ratios (above 50 %)', () => {
    const current = {
      ...ratios.current,
      ratios: ratios.current.ratios.map((r) =>
        r.key === 'averageBorrowingRate' ? { ...r, value: 62 } : r,
      ),
    };
    const gathered = investmentInputsFromStatements(
      balanceSheet,
      incomeStatement,
      { ...ratios, current },
      { costStatement },
    );
    expect(gathered.draft.debtRate).toBeNull();
    expect(gathered.problems).toContainEqual({
      rule: 'abnormal_borrowing_rate',
      severity: 'error',
      params: { percent: 62 },
    });
  });
});
