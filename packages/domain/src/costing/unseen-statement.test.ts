import { describe, expect, it } from 'vitest';
import { detectUnit, parseAmount, toWon } from '../statements/amounts';
import { isStatementTitle } from '../statements/labels';
import type { ExtractedStatement } from '../statements/types';
import { classifyAccounts } from './classify';
import { summarizeCosts } from './summary';
import { classifiableStatements } from './test-fixtures';

/** A statement none of the code has seen, printed in 천원 with K-IFRS names and outline markers. */
function printed(title: string, rows: Array<[string, string]>): ExtractedStatement {
  const type = isStatementTitle(title);
  const unit = detectUnit('(단위 : 천원)');
  if (!type || !unit) throw new Error(`test statement without type or unit: ${title}`);
  return {
    type,
    unit,
    title,
    lines: rows.map(([label, current]) => {
      const value = parseAmount(current);
      return {
        label,
        current: value === null ? null : toWon(value, unit),
        previous: null,
        provenance: { extractor: 'pdf_text', sheet: null, page: 1, cell: null, position: null },
      };
    }),
  };
}

const INCOME_STATEMENT: Array<[string, string]> = [
  ['Ⅰ. 영업수익', '3,000,000'],
  ['1. 시내버스운송수입금', '2,300,000'],
  ['2. 준공영제지원금', '600,000'],
  ['3. 차내광고수입', '100,000'],
  ['Ⅱ. 매출원가', '2,540,000'],
  ['Ⅲ. 매출총이익', '460,000'],
  ['Ⅳ. 판매비와 관리비', '250,000'],
  ['1. 직원급여', '120,000'],
  ['2. 법정복리비', '20,000'],
  ['3. 세금과공과금', '10,000'],
  ['4. 전산유지보수비', '30,000'],
  ['5. 사용권자산상각비', '40,000'],
  ['6. 잡비', '30,000'],
  ['Ⅴ. 영업이익', '210,000'],
  ['Ⅵ. 기타수익', '35,000'],
  ['1. 보험차익', '15,000'],
  ['2. 유가보조금수입', '20,000'],
  ['Ⅶ. 금융수익', '10,000'],
  ['1. 지분법이익', '10,000'],
  ['Ⅷ. 금융비용', '80,000'],
  ['1. 지급이자', '70,000'],
  ['2. 리스이자비용', '10,000'],
  ['Ⅸ. 기타비용', '12,000'],
  ['1. 기부금', '5,000'],
  ['2. 재해손실', '7,000'],
  ['Ⅹ. 법인세비용차감전순이익', '153,000'],
  ['Ⅺ. 법인세비용', '30,000'],
  ['Ⅻ. 당기순이익', '123,000'],
];

const COST_STATEMENT: Array<[string, string]> = [
  ['Ⅰ. 재 료 비', '850,000'],
  ['1. 연료비(CNG)', '900,000'],
  ['2. 보조금(CNG)', '(100,000)'],
  ['3. 요소수비', '10,000'],
  ['4. 외주타이어비', '40,000'],
  ['Ⅱ. 노 무 비', '1,400,000'],
  ['1. 승무원급여', '1,200,000'],
  ['2. 제수당', '100,000'],
  ['3. 퇴직급여', '100,000'],
  ['Ⅲ. 경 비', '290,000'],
  ['1. 여비교통비', '5,000'],
  ['2. 차량감가상각비', '150,000'],
  ['3. BIS단말기사용료', '20,000'],
  ['4. 재정지원금', '△50,000'],
  ['5. 통행료', '165,000'],
  ['Ⅳ. 당기총제조원가', '2,540,000'],
];

const lines = () =>
  classifyAccounts(
    classifiableStatements(
      printed('포괄손익계산서', INCOME_STATEMENT),
      printed('제조원가명세서', COST_STATEMENT),
    ),
  );

const find = (name: string, statement = 'income_statement') => {
  const line = lines().find((l) => l.name === name && l.statement === statement);
  if (!line) throw new Error(`no line ${name}`);
  return line;
};

describe('classifyAccounts on a statement set never seen before (K-IFRS, Ⅰ.–Ⅻ., 천원)', () => {
  it('adds up each category from the sections the lines are printed in', () => {
    expect(summarizeCosts(lines())).toMatchObject({
      // 2,540,000 thousand printed, without the operating subsidy netted in the cost statement.
      transportationCost: 2_590_000_000,
      administrationCost: 250_000_000,
      nonOperatingIncome: 45_000_000,
      nonOperatingExpense: 92_000_000,
      appropriateCost: 2_590_000_000 + 250_000_000 + 92_000_000 - 45_000_000,
      unclassifiedCount: 0,
    });
  });

  it("gives a line unknown to the dictionary its section's category at lower confidence", () => {
    expect(find('전산유지보수비')).toMatchObject({
      category: 'administration_cost',
      confidence: 0.6,
      reason: { code: 'section_only', params: { section: 'is.sga' } },
      recommendedExclude: false,
    });
    expect(find('지분법이익')).toMatchObject({
      category: 'non_operating_income',
      reason: { code: 'section_only' },
    });
    expect(find('BIS단말기사용료', 'cost_statement')).toMatchObject({
      category: 'transportation_cost',
      reason: { code: 'section_only' },
    });
  });

  it('reads K-IFRS section names and variants by their section', () => {
    expect(find('급여')).toMatchObject({
      category: 'administration_cost',
      reason: { code: 'sga_detail' },
    });
    expect(find('보험금수익').category).toBe('non_operating_income');
    expect(find('유형자산손상차손')).toMatchObject({
      category: 'non_operating_expense',
      reason: { code: 'non_operating_expense_section' },
    });
    expect(find('운전직급여', 'cost_statement').reason.code).toBe('cost_statement_detail');
    // An income-statement-only account printed in the cost statement is still transport cost.
    expect(find('여비교통비', 'cost_statement')).toMatchObject({ category: 'transportation_cost' });
    expect(find('여비교통비', 'cost_statement').confidence).toBeLessThan(0.8);
  });

  it('treats subsidies by where they are booked', () => {
    expect(find('유가보조금', 'cost_statement')).toMatchObject({
      category: 'transportation_cost',
      amount: -100_000_000,
      recommendedExclude: false,
    });
    expect(find('재정지원금수입', 'cost_statement')).toMatchObject({
      excludeReason: 'contra_subsidy',
      excluded: true,
    });
    expect(find('재정지원금수입')).toMatchObject({ excludeReason: 'subsidy_line', excluded: true });
    expect(find('유가보조금수입')).toMatchObject({
      category: 'non_operating_income',
      recommendedExclude: false,
    });
  });

  it('recommends to exclude totals, revenue and tax under their printed names', () => {
    const recommended = lines().filter((l) => l.recommendedExclude);
    expect(recommended.map((l) => [l.name, l.excludeReason])).toEqual(
      expect.arrayContaining([
        ['재료비', 'total_line'],
        ['당기제품제조원가', 'total_line'],
        ['매출액', 'revenue_line'],
        ['운송수입', 'revenue_line'],
        ['광고수입', 'revenue_line'],
        ['매출원가', 'total_line'],
        ['영업외수익', 'total_line'],
        ['법인세비용', 'income_tax'],
        ['당기순이익', 'total_line'],
      ]),
    );
    expect(recommended).toHaveLength(20);
  });
});

describe('classifyAccounts on an income statement alone', () => {
  const only = (rows: Array<[string, string]>) =>
    classifyAccounts({
      incomeStatement: classifiableStatements(
        printed('손익계산서', rows),
        printed('원가명세서', []),
      ).incomeStatement,
      costStatement: [],
    });

  it('counts 매출원가 as the transport cost when no cost statement repeats it', () => {
    const result = only([
      ['매출액', '1,000'],
      ['매출원가', '800'],
      ['매출총이익', '200'],
    ]);
    expect(result.find((l) => l.name === '매출원가')).toMatchObject({
      category: 'transportation_cost',
      recommendedExclude: false,
      reason: { code: 'cost_of_sales_without_statement' },
    });
  });

  it('leaves a line outside any section that nothing explains unclassified', () => {
    const result = only([
      ['영업이익', '200'],
      ['특별조정액', '15'],
      ['법인세비용', '20'],
    ]);
    expect(result.find((l) => l.name === '특별조정액')).toMatchObject({
      category: 'unclassified',
      confidence: 0,
      reason: { code: 'unknown_account' },
      recommendedExclude: false,
    });
  });

  it('recommends to exclude an unknown subtotal or subsidy by its name', () => {
    const result = only([
      ['판매비와관리비', '60'],
      ['급여', '50'],
      ['제경비소계', '10'],
      ['영업외수익', '30'],
      ['벽지노선운행지원금', '30'],
    ]);
    expect(result.find((l) => l.name === '제경비소계')?.excludeReason).toBe('total_line');
    expect(result.find((l) => l.name === '벽지노선운행지원금')?.excludeReason).toBe('subsidy_line');
  });
});
