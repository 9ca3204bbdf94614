import { describe, expect, it } from 'vitest';
import { mapStatement } from './match';
import { SAMPLE_COMPANIES, sampleStatement } from './test-fixtures';
import { type AccountValues, STATEMENT_TYPES } from './types';
import { validateStatement, validateStatementSet } from './validate';

const line = (
  name: string,
  standardId: string | null,
  current: number | null,
  previous: number | null = null,
  isTotal = false,
): AccountValues => ({ name, standardId, isTotal, current, previous });

function sampleSet(company: (typeof SAMPLE_COMPANIES)[number]) {
  return {
    balanceSheet: mapStatement(sampleStatement(company, 'balance_sheet')),
    incomeStatement: mapStatement(sampleStatement(company, 'income_statement')),
    costStatement: mapStatement(sampleStatement(company, 'cost_statement')),
  };
}

describe('validateStatement on the sample sets', () => {
  for (const company of SAMPLE_COMPANIES) {
    for (const type of STATEMENT_TYPES) {
      it(`verifies ${company} ${type}`, () => {
        const result = validateStatement(type, mapStatement(sampleStatement(company, type)));
        expect(result).toEqual({ status: 'verified', messages: [] });
      });
    }

    it(`verifies the ${company} set, cost statement total = 매출원가 in both years`, () => {
      const result = validateStatementSet(sampleSet(company));
      expect(result.status).toBe('verified');
      expect(result.messages).toEqual([]);
      expect(result.statements.costStatement?.status).toBe('verified');
    });
  }
});

describe('validateStatement rules', () => {
  const balanced = [
    line('유동자산', 'bs.current_assets', 100, null, true),
    line('현금및현금성자산', 'bs.cash', 100),
    line('자산총계', 'bs.total_assets', 100, null, true),
    line('부채총계', 'bs.total_liabilities', 60, null, true),
    line('자본금', 'bs.share_capital', 40),
    line('자본총계', 'bs.total_equity', 40, null, true),
  ];

  it('reports an imbalance as an error with both amounts and the difference', () => {
    const result = validateStatement('balance_sheet', [
      ...balanced.slice(0, 3),
      line('단기차입금', 'bs.short_term_borrowings', 70),
      line('부채총계', 'bs.total_liabilities', 70, null, true),
      ...balanced.slice(4),
    ]);
    expect(result.status).toBe('error');
    expect(result.messages).toContainEqual({
      rule: 'balance_mismatch',
      severity: 'error',
      params: { period: 'current', assets: 100, liabilitiesAndEquity: 110, difference: -10 },
    });
  });

  it('reports a missing required account as an error', () => {
    const result = validateStatement('balance_sheet', balanced.slice(0, 4));
    expect(result.status).toBe('error');
    expect(result.messages).toContainEqual({
      rule: 'required_account_missing',
      severity: 'error',
      params: { account: '자본총계' },
    });
  });

  it('reports a required account without an amount as an error', () => {
    const result = validateStatement('income_statement', [
      line('매출액', 'is.sales', null, null, true),
      line('당기순이익', 'is.net_income', 5, null, true),
    ]);
    expect(result.messages).toContainEqual({
      rule: 'required_value_missing',
      severity: 'error',
      params: { account: '매출액', period: 'current' },
    });
  });

  it('warns when a subtotal differs from the sum of its lines', () => {
    const result = validateStatement('income_statement', [
      line('매출액', 'is.sales', 1000, null, true),
      line('판매비와관리비', 'is.sga', 300, null, true),
      line('급여', 'exp.salaries', 200),
      line('복리후생비', 'exp.welfare', 90),
      line('당기순이익', 'is.net_income', 700, null, true),
    ]);
    expect(result.status).toBe('warning');
    expect(result.messages).toEqual([
      {
        rule: 'subtotal_mismatch',
        severity: 'warning',
        params: {
          account: '판매비와관리비',
          period: 'current',
          expected: 290,
          actual: 300,
          difference: 10,
        },
      },
    ]);
  });

  it('warns about unmatched lines and balance-sheet accounts in an income statement', () => {
    const result = validateStatement('income_statement', [
      line('매출액', 'is.sales', 10, null, true),
      line('파생상품평가이익', null, 5),
      line('자산총계', 'bs.total_assets', 5),
      line('당기순이익', 'is.net_income', 700, null, true),
    ]);
    expect(result.status).toBe('warning');
    expect(result.messages.map((m) => m.rule)).toEqual([
      'unmatched_account',
      'account_statement_mismatch',
    ]);
  });

  it('tolerates one printed unit of rounding in a statement printed in 백만원', () => {
    const million = 1_000_000;
    const rounded = [
      line('유동자산', 'bs.current_assets', 3000 * million, null, true),
      line('현금및현금성자산', 'bs.cash', 999 * million),
      line('매출채권', 'bs.trade_receivables', 1000 * million),
      line('미수금', 'bs.other_receivables', 1000 * million),
      line('자산총계', 'bs.total_assets', 3000 * million, null, true),
      line('부채총계', 'bs.total_liabilities', 2000 * million, null, true),
      line('자본총계', 'bs.total_equity', 1000 * million, null, true),
    ];
    expect(validateStatement('balance_sheet', rounded, { unit: '백만원' }).status).toBe('verified');
    expect(validateStatement('balance_sheet', rounded).status).toBe('warning');
  });

  it('checks a subtotal printed after its lines (유동자산 합계)', () => {
    const result = validateStatement('balance_sheet', [
      line('유동자산', 'bs.current_assets', null, null, true),
      line('현금및현금성자산', 'bs.cash', 60),
      line('매출채권', 'bs.trade_receivables', 30),
      line('유동자산합계', 'bs.current_assets', 100, null, true),
      line('자산총계', 'bs.total_assets', 100, null, true),
      line('부채총계', 'bs.total_liabilities', 60, null, true),
      line('자본총계', 'bs.total_equity', 40, null, true),
    ]);
    expect(result.messages).toContainEqual(
      expect.objectContaining({
        rule: 'subtotal_mismatch',
        params: expect.objectContaining({ expected: 90, actual: 100 }),
      }),
    );
  });
});

describe('validateStatementSet', () => {
  it('warns when the cost statement total differs from 매출원가', () => {
    const set = sampleSet('B_intercity_small');
    const incomeStatement = set.incomeStatement.map((a) =>
      a.standardId === 'is.cost_of_sales' ? { ...a, previous: (a.previous ?? 0) + 1000 } : a,
    );
    const result = validateStatementSet({ ...set, incomeStatement });
    expect(result.crossMessages).toEqual([
      {
        rule: 'cost_of_sales_mismatch',
        severity: 'warning',
        params: {
          period: 'previous',
          costOfSales: 14_272_409_000,
          costStatementTotal: 14_272_408_000,
          difference: 1000,
        },
      },
    ]);
    expect(result.status).toBe('warning');
  });
});
