import { describe, expect, it } from 'vitest';
import { ACCOUNT_DICTIONARY, getAccountEntry } from './dictionary';
import { detectStatementType, mapStatement, matchAccount } from './match';
import { SAMPLE_COMPANIES, sampleStatement } from './test-fixtures';
import { STATEMENT_TYPES, type StatementType } from './types';

const is = { statementType: 'income_statement' } as const;
const cs = { statementType: 'cost_statement' } as const;
const bs = { statementType: 'balance_sheet' } as const;

describe('ACCOUNT_DICTIONARY', () => {
  it('holds every row of accounts.md with a unique id', () => {
    const rows = ACCOUNT_DICTIONARY.filter((e) => e.no > 0);
    expect(rows).toHaveLength(141);
    expect(rows.map((e) => e.no)).toEqual(Array.from({ length: 141 }, (_, i) => i + 1));
    expect(new Set(ACCOUNT_DICTIONARY.map((e) => e.id)).size).toBe(ACCOUNT_DICTIONARY.length);
  });

  it('keeps the columns of the table', () => {
    expect(getAccountEntry('exp.bonuses')).toMatchObject({
      name: '상여금',
      statements: ['income_statement', 'cost_statement'],
      category: 'by_statement',
      inflationItem: 'labor',
      driver: 'vehicles_operated',
      sgaDriver: 'vehicles_owned',
      ratioRoles: ['personnelCostToSales'],
    });
    expect(getAccountEntry('cs.fuel_subsidy')).toMatchObject({
      inflationItem: 'diesel',
      driver: 'distance_km',
    });
    expect(getAccountEntry('is.operating_subsidy')).toMatchObject({
      category: 'exclude',
      excludeReason: 'subsidy',
    });
  });
});

describe('matchAccount', () => {
  it('gives 1.0 to canonical names and 0.95 to listed variants', () => {
    expect(matchAccount('매출액', is)).toMatchObject({
      standardId: 'is.sales',
      confidence: 1,
      isTotal: true,
    });
    expect(matchAccount('외상매출금', bs)).toMatchObject({
      standardId: 'bs.trade_receivables',
      canonicalName: '매출채권',
      confidence: 0.95,
      isTotal: false,
    });
    expect(matchAccount('법인세등', is)).toMatchObject({
      standardId: 'is.income_tax',
      confidence: 0.95,
    });
    expect(matchAccount('부채및자본총계', bs)).toMatchObject({
      standardId: 'bs.total_liabilities_and_equity',
      isTotal: true,
    });
  });

  it('reads the old and new names of business entertainment as one account', () => {
    expect(matchAccount('접대비', is).standardId).toBe('is.entertainment');
    expect(matchAccount('기업업무추진비', is).standardId).toBe('is.entertainment');
  });

  it('matches spaced, numbered and (손실) labels', () => {
    expect(matchAccount('자 산 총 계', bs)).toMatchObject({
      standardId: 'bs.total_assets',
      confidence: 1,
    });
    expect(matchAccount('Ⅰ. 매출액', is).standardId).toBe('is.sales');
    expect(matchAccount('① 급여', is).standardId).toBe('exp.salaries');
    expect(matchAccount('영업이익(손실)', is).standardId).toBe('is.operating_profit');
    expect(matchAccount('법인세비용차감전순손실', is).standardId).toBe('is.profit_before_tax');
    expect(matchAccount('당기순손실', is)).toMatchObject({
      standardId: 'is.net_income',
      isTotal: true,
    });
  });

  it('prefers the longest name (accounts.md rule 5)', () => {
    expect(matchAccount('기타의대손상각비', is).standardId).toBe('is.other_bad_debt');
    expect(matchAccount('대손상각비', is).standardId).toBe('is.bad_debt');
    expect(matchAccount('퇴직연금운용자산', bs).standardId).toBe('bs.plan_assets');
    expect(matchAccount('무형자산상각비', is).standardId).toBe('exp.amortisation');
    expect(matchAccount('유동성장기부채', bs).standardId).toBe('bs.current_portion_long_term_debt');
  });

  it('uses qualifiers: contra of an asset, fuel kinds, fuel subsidy', () => {
    expect(matchAccount('감가상각누계액(차량운반구)', bs)).toMatchObject({
      standardId: 'bs.accumulated_depreciation',
      confidence: 0.95,
    });
    expect(matchAccount('감가상각누계액(건물)', bs).standardId).toBe('bs.accumulated_depreciation');
    expect(matchAccount('연료비(CNG)', cs).standardId).toBe('cs.fuel');
    expect(matchAccount('연료비(LPG)', cs)).toMatchObject({
      standardId: 'cs.fuel',
      confidence: 0.8,
    });
    expect(matchAccount('보조금(경유)', cs).standardId).toBe('cs.fuel_subsidy');
  });

  it('reads totals printed with 합계 or 계', () => {
    expect(matchAccount('유동자산 합계', bs)).toMatchObject({
      standardId: 'bs.current_assets',
      isTotal: true,
    });
    expect(matchAccount('자산합계', bs).standardId).toBe('bs.total_assets');
    expect(matchAccount('판매비와관리비 계', is).standardId).toBe('is.sga');
  });

  it('lets the statement decide names used in several statements', () => {
    expect(matchAccount('운송원가', is).standardId).toBe('is.cost_of_sales');
    expect(matchAccount('운송원가', cs)).toMatchObject({
      standardId: 'cs.total_transport_cost',
      isTotal: true,
    });
    // accounts.md row 123: a bare 전력비 is charging power in both; row 85 does not list it.
    expect(matchAccount('전력비', cs).standardId).toBe('cs.charging_power');
    expect(matchAccount('전력비', is).standardId).toBe('cs.charging_power');
    expect(matchAccount('수도광열비', is).standardId).toBe('exp.utilities');
    expect(matchAccount('퇴직급여', is).standardId).toBe('exp.retirement_benefits');
    expect(matchAccount('퇴직급여', cs).standardId).toBe('exp.retirement_benefits');
  });

  it('finds a dictionary name inside a longer label with lower confidence', () => {
    const m = matchAccount('시내버스운송수입금', is);
    expect(m.standardId).toBe('is.fare_revenue');
    const contained = matchAccount('차량감가상각누계액', bs);
    expect(contained.standardId).toBe('bs.accumulated_depreciation');
    expect(contained.confidence).toBeLessThanOrEqual(0.8);
  });

  it('leaves unknown labels unmatched with confidence 0', () => {
    expect(matchAccount('파생상품평가이익', is)).toEqual({
      standardId: null,
      canonicalName: null,
      confidence: 0,
      isTotal: false,
    });
    expect(matchAccount('   ', is).standardId).toBeNull();
  });
});

describe('mapStatement on the sample sets', () => {
  for (const company of SAMPLE_COMPANIES) {
    for (const type of STATEMENT_TYPES) {
      it(`maps every line of ${company} ${type} to an account of that statement`, () => {
        const statement = sampleStatement(company, type);
        const mapped = mapStatement(statement);
        expect(mapped).toHaveLength(statement.lines.length);
        for (const [i, account] of mapped.entries()) {
          expect(account.lineNo).toBe(i);
          expect(account.originalName).toBe(statement.lines[i]?.label);
          expect(account.current).toBe(statement.lines[i]?.current);
          expect(account.standardId, account.originalName).not.toBeNull();
          expect(account.confidence, account.originalName).toBeGreaterThanOrEqual(0.8);
          expect(getAccountEntry(account.standardId)?.statements).toContain(type);
        }
      });
    }
  }

  it('flags the totals and subtotals of a balance sheet, income and cost statement', () => {
    const totals = (company: (typeof SAMPLE_COMPANIES)[number], type: StatementType) =>
      mapStatement(sampleStatement(company, type))
        .filter((a) => a.isTotal)
        .map((a) => a.name);
    expect(totals('A_city_bus_300', 'balance_sheet')).toEqual([
      '유동자산',
      '비유동자산',
      '유형자산',
      '무형자산',
      '기타비유동자산',
      '자산총계',
      '유동부채',
      '비유동부채',
      '부채총계',
      '기타포괄손익누계액',
      '자본총계',
      '부채와자본총계',
    ]);
    expect(totals('B_intercity_small', 'income_statement')).toEqual([
      '매출액',
      '매출원가',
      '매출총이익',
      '판매비와관리비',
      '영업이익',
      '영업외수익',
      '영업외비용',
      '법인세비용차감전순이익',
      '당기순이익',
    ]);
    expect(totals('B_intercity_small', 'cost_statement')).toEqual([
      '재료비',
      '노무비',
      '경비',
      '당기총운송원가',
    ]);
  });

  it('names lines canonically, keeps the printed label and the asset of a contra account', () => {
    const mapped = mapStatement(sampleStatement('B_intercity_small', 'balance_sheet'));
    const receivables = mapped.find((a) => a.originalName === '외상매출금');
    expect(receivables?.name).toBe('매출채권');
    const contra = mapped.find((a) => a.originalName === '감가상각누계액(차량운반구)');
    expect(contra?.name).toBe('감가상각누계액(차량운반구)');
  });

  it('records the section of each line', () => {
    const mapped = mapStatement(sampleStatement('A_city_bus_300', 'income_statement'));
    const section = (name: string) => mapped.find((a) => a.originalName === name)?.section;
    expect(section('급여')).toBe('is.sga');
    expect(section('이자비용')).toBe('is.non_operating_expense');
    expect(section('잡이익')).toBe('is.non_operating_income');
    expect(section('영업이익')).toBeNull();
  });
});

describe('detectStatementType', () => {
  it('uses the title first', () => {
    expect(detectStatementType('대차대조표', ['매출액'])).toBe('balance_sheet');
  });

  it('tells the statement from its accounts when there is no title', () => {
    for (const company of SAMPLE_COMPANIES) {
      for (const type of STATEMENT_TYPES) {
        const labels = sampleStatement(company, type).lines.map((l) => l.label);
        expect(detectStatementType(null, labels)).toBe(type);
      }
    }
  });

  it('returns null when nothing decides', () => {
    expect(detectStatementType(null, ['급여', '복리후생비'])).toBeNull();
    expect(detectStatementType('Sheet1', [])).toBeNull();
  });
});
