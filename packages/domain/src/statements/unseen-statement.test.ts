import { describe, expect, it } from 'vitest';
import { detectUnit, parseAmount, toWon } from './amounts';
import { isStatementTitle } from './labels';
import { mapStatement } from './match';
import { computeRatios } from './ratios';
import type { ExtractedStatement } from './types';
import { validateStatement, validateStatementSet } from './validate';

/**
 * A statement set none of the code has seen: K-IFRS names, outline markers, amounts printed in
 * 천원 with △ and parentheses, and negative equity (자본잠식) in both years.
 */
function printed(
  title: string,
  unitLine: string,
  rows: Array<[string, string, string]>,
): ExtractedStatement {
  const type = isStatementTitle(title);
  const unit = detectUnit(unitLine);
  if (!type || !unit) throw new Error(`test statement without type or unit: ${title}`);
  const won = (raw: string) => {
    const value = parseAmount(raw);
    return value === null ? null : toWon(value, unit);
  };
  return {
    type,
    unit,
    title,
    lines: rows.map(([label, current, previous]) => ({
      label,
      current: won(current),
      previous: won(previous),
      provenance: { extractor: 'pdf_text', sheet: null, page: 1, cell: null, position: null },
    })),
  };
}

const BALANCE_SHEET: Array<[string, string, string]> = [
  ['자 산', '', ''],
  ['Ⅰ. 유 동 자 산', '500,000', '600,000'],
  ['1. 현금및현금등가물', '200,000', '300,000'],
  ['2. 매출채권', '250,000', '250,000'],
  ['3. 대손충당금', '(10,000)', '(10,000)'],
  ['4. 재고자산', '60,000', '60,000'],
  ['Ⅱ. 비 유 동 자 산', '1,500,000', '1,500,000'],
  ['(1) 유형자산', '1,450,000', '1,450,000'],
  ['토지', '300,000', '300,000'],
  ['차량운반구', '1,800,000', '1,800,000'],
  ['감가상각누계액(차량운반구)', '△650,000', '△650,000'],
  ['(2) 기타비유동자산', '50,000', '50,000'],
  ['사용권자산', '50,000', '50,000'],
  ['자 산 총 계', '2,000,000', '2,100,000'],
  ['부 채', '', ''],
  ['Ⅰ. 유동부채', '1,300,000', '1,300,000'],
  ['단기차입금', '800,000', '800,000'],
  ['유동리스부채', '20,000', '20,000'],
  ['미지급비용', '480,000', '480,000'],
  ['Ⅱ. 비유동부채', '1,000,000', '1,000,000'],
  ['장기차입금', '700,000', '700,000'],
  ['순확정급여부채', '300,000', '300,000'],
  ['부 채 총 계', '2,300,000', '2,300,000'],
  ['자 본', '', ''],
  ['Ⅰ. 자본금', '500,000', '500,000'],
  ['Ⅱ. 결손금', '(800,000)', '(700,000)'],
  ['자 본 총 계', '(300,000)', '(200,000)'],
  ['자본과부채총계', '2,000,000', '2,100,000'],
];

const INCOME_STATEMENT: Array<[string, string, string]> = [
  ['Ⅰ. 영업수익', '3,000,000', '2,900,000'],
  ['운송수입', '2,400,000', '2,350,000'],
  ['재정지원금', '600,000', '550,000'],
  ['Ⅱ. 매출원가', '2,700,000', '2,700,000'],
  ['Ⅲ. 매출총이익', '300,000', '200,000'],
  ['Ⅳ. 판매비와 관리비', '400,000', '400,000'],
  ['① 급여', '200,000', '200,000'],
  ['② 퇴직급여', '20,000', '20,000'],
  ['③ 복리후생비', '30,000', '30,000'],
  ['④ 기업업무추진비', '5,000', '5,000'],
  ['⑤ 감가상각비', '45,000', '45,000'],
  ['⑥ 지급수수료', '100,000', '100,000'],
  ['Ⅴ. 영업이익(손실)', '(100,000)', '(200,000)'],
  ['Ⅵ. 기타수익', '30,000', '30,000'],
  ['잡이익', '30,000', '30,000'],
  ['Ⅶ. 금융비용', '80,000', '80,000'],
  ['이자비용', '80,000', '80,000'],
  ['Ⅷ. 법인세비용차감전순손실', '(150,000)', '(250,000)'],
  ['Ⅸ. 법인세비용', '-', '-'],
  ['Ⅹ. 당기순손실', '(150,000)', '(250,000)'],
];

const COST_STATEMENT: Array<[string, string, string]> = [
  ['Ⅰ. 재 료 비', '900,000', '900,000'],
  ['1. 연료비(CNG)', '950,000', '950,000'],
  ['2. 보조금(CNG)', '(100,000)', '(100,000)'],
  ['3. 타이어비', '50,000', '50,000'],
  ['Ⅱ. 노 무 비', '1,500,000', '1,500,000'],
  ['1. 운전원급여', '1,200,000', '1,200,000'],
  ['2. 상여금', '200,000', '200,000'],
  ['3. 퇴직급여', '100,000', '100,000'],
  ['Ⅲ. 경 비', '300,000', '300,000'],
  ['1. 복리후생비', '100,000', '100,000'],
  ['2. 감가상각비', '150,000', '150,000'],
  ['3. 통행료', '50,000', '50,000'],
  ['Ⅳ. 당기총제조원가', '2,700,000', '2,700,000'],
];

const UNIT = '(단위 : 천원)';
const bs = () => mapStatement(printed('재 무 상 태 표', UNIT, BALANCE_SHEET));
const is = () => mapStatement(printed('포괄손익계산서', UNIT, INCOME_STATEMENT));
const cs = () => mapStatement(printed('제조원가명세서', UNIT, COST_STATEMENT));

describe('a statement set never seen before (K-IFRS names, 천원, 자본잠식)', () => {
  it('maps every line from the dictionary, in order, in won', () => {
    for (const mapped of [bs(), is(), cs()]) {
      for (const account of mapped) expect(account.standardId, account.originalName).not.toBeNull();
    }
    const balance = bs();
    expect(balance.map((a) => a.lineNo)).toEqual(BALANCE_SHEET.map((_, i) => i));
    expect(balance.find((a) => a.originalName === '자 본 총 계')).toMatchObject({
      standardId: 'bs.total_equity',
      current: -300_000_000,
      isTotal: true,
    });
    expect(balance.find((a) => a.originalName === '자본과부채총계')?.standardId).toBe(
      'bs.total_liabilities_and_equity',
    );
    expect(balance.find((a) => a.originalName === '순확정급여부채')?.name).toBe('퇴직급여충당부채');
    const income = is();
    expect(income.find((a) => a.originalName === 'Ⅰ. 영업수익')?.standardId).toBe('is.sales');
    expect(income.find((a) => a.originalName === 'Ⅹ. 당기순손실')).toMatchObject({
      standardId: 'is.net_income',
      current: -150_000_000,
    });
    expect(income.find((a) => a.originalName === 'Ⅸ. 법인세비용')?.current).toBeNull();
    expect(income.find((a) => a.originalName === '이자비용')?.section).toBe(
      'is.non_operating_expense',
    );
    const cost = cs();
    expect(cost.find((a) => a.originalName === '2. 보조금(CNG)')).toMatchObject({
      standardId: 'cs.fuel_subsidy',
      current: -100_000_000,
    });
    expect(cost.find((a) => a.originalName === '1. 운전원급여')?.name).toBe('운전직급여');
  });

  it('verifies the statements when they add up', () => {
    expect(validateStatement('balance_sheet', bs(), { unit: '천원' }).messages).toEqual([]);
    expect(validateStatement('income_statement', is(), { unit: '천원' }).messages).toEqual([]);
    expect(
      validateStatementSet({ balanceSheet: bs(), incomeStatement: is(), costStatement: cs() })
        .status,
    ).toBe('verified');
  });

  it('reports an imbalance as an error with the difference in won', () => {
    const rows = BALANCE_SHEET.map((row): [string, string, string] =>
      row[0] === '자 본 총 계' ? [row[0], '(310,000)', row[2]] : row,
    );
    const result = validateStatement(
      'balance_sheet',
      mapStatement(printed('대차대조표', UNIT, rows)),
    );
    expect(result.status).toBe('error');
    expect(result.messages).toContainEqual({
      rule: 'balance_mismatch',
      severity: 'error',
      params: {
        period: 'current',
        assets: 2_000_000_000,
        liabilitiesAndEquity: 1_990_000_000,
        difference: 10_000_000,
      },
    });
    expect(result.messages).toContainEqual(
      expect.objectContaining({
        rule: 'subtotal_mismatch',
        params: expect.objectContaining({ account: '자본총계' }),
      }),
    );
  });

  it('computes the ratios and flags them under capital erosion in both years', () => {
    const result = computeRatios({
      fiscalYear: 2025,
      balanceSheet: bs(),
      incomeStatement: is(),
      costStatement: cs(),
    });
    expect(result.current.capitalErosion).toBe(true);
    expect(result.previous.capitalErosion).toBe(true);
    const value = (key: string) => result.current.ratios.find((r) => r.key === key);
    expect(value('salesGrowth')?.value).toBeCloseTo((3_000_000 / 2_900_000) * 100 - 100, 6);
    expect(value('costOfSalesToSales')?.value).toBeCloseTo(90, 6);
    expect(value('personnelCostToSales')?.value).toBeCloseTo((1_850_000 / 3_000_000) * 100, 6);
    expect(value('returnOnEquity')).toMatchObject({ value: 50, affectedByCapitalErosion: true });
    expect(value('averageBorrowingRate')?.value).toBeCloseTo((80 / 1500) * 100, 6);
    expect(value('equityRatio')).toMatchObject({ value: -15, affectedByCapitalErosion: true });
    expect(value('currentRatio')).toMatchObject({ affectedByCapitalErosion: false });
    expect(value('debtToEquity')?.affectedByCapitalErosion).toBe(true);
    expect(value('currentLiabilitiesToEquity')?.affectedByCapitalErosion).toBe(true);
    expect(value('borrowingDependence')?.value).toBeCloseTo(75, 6);
    expect(result.insufficientData).toBe(false);
  });
});
