import { describe, expect, it } from 'vitest';
import { mapStatement } from './match';
import { computeRatios } from './ratios';
import {
  expectedRatios,
  SAMPLE_COMPANIES,
  type SampleCompany,
  sampleStatement,
} from './test-fixtures';
import { RATIO_KEYS } from './types';

function sampleRatios(company: SampleCompany) {
  return computeRatios({
    fiscalYear: 2024,
    balanceSheet: mapStatement(sampleStatement(company, 'balance_sheet')),
    incomeStatement: mapStatement(sampleStatement(company, 'income_statement')),
    costStatement: mapStatement(sampleStatement(company, 'cost_statement')),
  });
}

describe('computeRatios on the sample sets (expected.md §6)', () => {
  for (const company of SAMPLE_COMPANIES) {
    it(`equals expected.md for ${company} in 2024 and 2023 to 0.01 percentage points`, () => {
      const expected = expectedRatios(company);
      expect(expected).toHaveLength(10);
      const result = sampleRatios(company);
      expect(result.current.fiscalYear).toBe(2024);
      expect(result.previous.fiscalYear).toBe(2023);
      expect(result.current.ratios.map((r) => r.key)).toEqual([...RATIO_KEYS]);
      for (const [i, want] of expected.entries()) {
        const current = result.current.ratios[i]?.value ?? null;
        const previous = result.previous.ratios[i]?.value ?? null;
        if (want.current === null) expect(current).toBeNull();
        else
          expect(Math.abs((current ?? Number.NaN) - want.current)).toBeLessThanOrEqual(
            0.005 + 1e-9,
          );
        if (want.previous === null) expect(previous).toBeNull();
        else
          expect(Math.abs((previous ?? Number.NaN) - want.previous)).toBeLessThanOrEqual(
            0.005 + 1e-9,
          );
      }
      expect(result.current.capitalErosion).toBe(false);
      expect(result.insufficientData).toBe(false);
    });
  }

  it('shows the personnel lines and amounts it used (expected.md breakdown)', () => {
    const personnel = sampleRatios('A_city_bus_300').current.ratios.find(
      (r) => r.key === 'personnelCostToSales',
    );
    expect(personnel?.inputs.find((i) => i.name === '인건비 합계')?.value).toBe(48_925_000_000);
    expect(personnel?.inputs.find((i) => i.name === '운전직급여(원가명세서)')?.value).toBe(
      28_900_000_000,
    );
    expect(personnel?.inputs.find((i) => i.name === '퇴직급여(판매비와관리비)')?.value).toBe(
      215_000_000,
    );
    expect(personnel?.formula).toContain('÷ 매출액 × 100');
  });

  it('sums the four borrowings, counting an absent one as 0 (sample B has no bonds)', () => {
    const rate = sampleRatios('B_intercity_small').current.ratios.find(
      (r) => r.key === 'averageBorrowingRate',
    );
    expect(rate?.inputs).toEqual([
      { name: '이자비용', value: 276_000_000 },
      { name: '단기차입금', value: 1_200_000_000 },
      { name: '장기차입금', value: 3_400_000_000 },
      { name: '사채', value: 0 },
      { name: '유동성장기부채', value: 600_000_000 },
    ]);
    expect(rate?.missing).toEqual([]);
  });

  it('leaves the earlier year sales growth empty: the year before it is not in the statements', () => {
    const growth = sampleRatios('A_city_bus_300').previous.ratios.find(
      (r) => r.key === 'salesGrowth',
    );
    expect(growth?.value).toBeNull();
    expect(growth?.missing).toEqual(['전전기 매출액']);
  });
});

describe('computeRatios with missing data', () => {
  it('names missing accounts and returns null, and null for a zero denominator', () => {
    const result = computeRatios({
      fiscalYear: 2024,
      incomeStatement: [
        { name: '매출액', standardId: 'is.sales', isTotal: true, current: 0, previous: 100 },
        {
          name: '매출원가',
          standardId: 'is.cost_of_sales',
          isTotal: true,
          current: 50,
          previous: 60,
        },
      ],
    });
    const byKey = (key: string) => result.current.ratios.find((r) => r.key === key);
    expect(byKey('costOfSalesToSales')?.value).toBeNull();
    expect(byKey('costOfSalesToSales')?.missing).toEqual([]);
    expect(byKey('currentRatio')?.missing).toEqual(['유동자산', '유동부채']);
    expect(byKey('averageBorrowingRate')?.missing).toEqual([
      '이자비용',
      '단기차입금',
      '장기차입금',
      '사채',
      '유동성장기부채',
    ]);
    expect(result.previous.ratios.find((r) => r.key === 'costOfSalesToSales')?.value).toBe(60);
    expect(result.insufficientData).toBe(true);
  });

  it('matches accounts by name when a line has no standard id (typed in by a user)', () => {
    const result = computeRatios({
      fiscalYear: 2024,
      balanceSheet: [
        { name: '유동자산', standardId: null, isTotal: true, current: 300, previous: null },
        { name: '유동부채', standardId: null, isTotal: true, current: 200, previous: null },
      ],
    });
    expect(result.current.ratios.find((r) => r.key === 'currentRatio')?.value).toBe(150);
  });
});
