import { describe, expect, it } from 'vitest';
import { mapStatement } from '../statements/match';
import { computeRatios } from '../statements/ratios';
import { type SampleCompany, sampleStatement } from '../statements/test-fixtures';
import type { AccountValues } from '../statements/types';
import { classifyAccounts } from './classify';
import {
  calculateFinancialSupport,
  MAX_BUS_DAYS,
  MAX_UNIT_COST_PER_BUS_DAY,
  supportRevenueFromStatement,
} from './financial-support';
import { calculateInvestmentCompensation } from './investment';
import { investmentInputsFromStatements } from './investment-inputs';
import { summarizeCosts } from './summary';
import { sampleClassifiable } from './test-fixtures';

/** The whole chain from the CSVs: map → ratios → investment → summary → support. */
function sampleSupport(company: SampleCompany) {
  const balanceSheet = mapStatement(sampleStatement(company, 'balance_sheet'));
  const incomeStatement = mapStatement(sampleStatement(company, 'income_statement'));
  const costStatement = mapStatement(sampleStatement(company, 'cost_statement'));
  const ratios = computeRatios({ fiscalYear: 2024, balanceSheet, incomeStatement, costStatement });
  const inputs = investmentInputsFromStatements(balanceSheet, incomeStatement, ratios, {
    costStatement,
  });
  const investment = calculateInvestmentCompensation(inputs.draft).result;
  const summary = summarizeCosts(classifyAccounts(sampleClassifiable(company)));
  const { revenue, problems } = supportRevenueFromStatement(incomeStatement);
  expect(problems).toEqual([]);
  return calculateFinancialSupport({
    costBase: {
      kind: 'total_cost',
      appropriateCost: summary.appropriateCost,
      investmentCompensation: investment?.investmentCompensation ?? 0,
    },
    revenue,
  });
}

describe('transport loss and financial support on the sample sets (expected.md §7)', () => {
  it('A (준공영제) is over-compensated by 317,891,865 won', () => {
    const { result } = sampleSupport('A_city_bus_300');
    expect(result).toMatchObject({
      cost: 72_492_108_135,
      transportRevenue: 51_400_000_000,
      otherOperatingRevenue: 360_000_000,
      subsidiesReceived: 21_050_000_000,
      transportLoss: 20_732_108_135,
      supportNeed: 20_732_108_135,
      supportGap: -317_891_865,
    });
    expect((result?.recoveryRate ?? 0) * 100).toBeCloseTo(70.9, 2);
  });

  it('B (intercity) is under-compensated by 175,302,573 won, counting parcel revenue as transport', () => {
    const { result } = sampleSupport('B_intercity_small');
    expect(result).toMatchObject({
      cost: 15_885_302_573,
      transportRevenue: 15_190_000_000,
      otherOperatingRevenue: 0,
      subsidiesReceived: 520_000_000,
      transportLoss: 695_302_573,
      supportGap: 175_302_573,
    });
    expect((result?.recoveryRate ?? 0) * 100).toBeCloseTo(95.62, 2);
    expect(result?.steps.map((s) => s.label)).toEqual([
      '원가 기준',
      '운송적자',
      '재정지원 필요액',
      '지원 과부족',
      '수익률',
    ]);
    expect(result?.steps[1]?.expression).toBe(
      '15,885,302,573 − (15,190,000,000 + 0) = 695,302,573',
    );
  });
});

describe('calculateFinancialSupport', () => {
  const revenue = {
    transportRevenue: 900,
    otherOperatingRevenue: 50,
    subsidiesReceived: 0,
    lines: [],
  };

  it('needs no support when revenue covers the cost', () => {
    const { result } = calculateFinancialSupport({
      costBase: { kind: 'total_cost', appropriateCost: 800, investmentCompensation: 100 },
      revenue,
    });
    expect(result?.transportLoss).toBe(-50);
    expect(result?.supportNeed).toBe(0);
  });

  it('uses the standard cost (unit cost × bus-days) when the user enters it', () => {
    const { result } = calculateFinancialSupport({
      costBase: { kind: 'standard_cost', unitCostPerBusDay: 705_407, busDays: 109_500 },
      revenue: { ...revenue, transportRevenue: 51_400_000_000 },
    });
    expect(result?.costBasis).toBe('standard_cost');
    expect(result?.cost).toBe(77_242_066_500);
    expect(result?.transportLoss).toBe(77_242_066_500 - 51_400_000_000 - 50);
  });

  it('rejects an invalid cost base with a stable code', () => {
    const { result, problems } = calculateFinancialSupport({
      costBase: { kind: 'standard_cost', unitCostPerBusDay: -1, busDays: 10 },
      revenue,
    });
    expect(result).toBeNull();
    expect(problems).toEqual([
      { rule: 'invalid_cost_base', severity: 'error', params: { field: 'unitCostPerBusDay' } },
    ]);
  });

  it('refuses a standard cost beyond the bus-day bounds (issue 14 §7)', () => {
    const { result, problems } = calculateFinancialSupport({
      costBase: { kind: 'standard_cost', unitCostPerBusDay: 705_407, busDays: 1e15 },
      revenue,
    });
    expect(result).toBeNull();
    expect(problems).toEqual([
      { rule: 'invalid_cost_base', severity: 'error', params: { field: 'busDays' } },
    ]);
    const largest = calculateFinancialSupport({
      costBase: {
        kind: 'standard_cost',
        unitCostPerBusDay: MAX_UNIT_COST_PER_BUS_DAY,
        busDays: MAX_BUS_DAYS,
      },
      revenue,
    });
    expect(largest.result?.cost).toBe(1e14);
  });

  it('gives no result when a figure leaves ±MAX_AMOUNT_WON', () => {
    const { result, problems } = calculateFinancialSupport({
      costBase: { kind: 'total_cost', appropriateCost: 9e15, investmentCompensation: 9e15 },
      revenue,
    });
    expect(result).toBeNull();
    expect(problems).toContainEqual({
      rule: 'amount_out_of_range',
      severity: 'error',
      params: { field: 'cost' },
    });
  });

  it('reports a missing income statement instead of failing', () => {
    const { revenue: none, problems } = supportRevenueFromStatement(undefined);
    expect(problems[0]).toMatchObject({ rule: 'data_missing' });
    const { result } = calculateFinancialSupport({
      costBase: { kind: 'total_cost', appropriateCost: 1, investmentCompensation: 0 },
      revenue: none,
    });
    expect(result).toBeNull();
  });

  it('counts an unknown line under 매출액 as other revenue and says so', () => {
    const line = (name: string, current: number, isTotal = false): AccountValues => ({
      name,
      standardId: null,
      isTotal,
      current,
      previous: null,
    });
    const { revenue: read, problems } = supportRevenueFromStatement([
      line('매출액', 1_000, true),
      line('운송수입', 800),
      line('정류소사용료수입', 150),
      line('재정지원금수입', 50),
      line('매출원가', 900, true),
    ]);
    expect(read).toMatchObject({
      transportRevenue: 800,
      otherOperatingRevenue: 150,
      subsidiesReceived: 50,
    });
    expect(problems).toEqual([
      {
        rule: 'revenue_line_unrecognised',
        severity: 'warning',
        params: { account: '정류소사용료수입' },
      },
    ]);
  });
});
