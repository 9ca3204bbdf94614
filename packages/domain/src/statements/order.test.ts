import { describe, expect, it } from 'vitest';
import { mapStatement } from './match';
import { sortByStandardOrder, UNKNOWN_ACCOUNT_WEIGHT } from './order';
import { SAMPLE_COMPANIES, sampleStatement } from './test-fixtures';
import { STATEMENT_TYPES } from './types';

/** A fixed permutation, so that a failure is reproducible. */
function shuffle<T>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, key: (i * 7919) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

describe('sortByStandardOrder', () => {
  for (const type of STATEMENT_TYPES) {
    it(`puts sample A's ${type}, printed in the standard outline, back in its printed order`, () => {
      const mapped = mapStatement(sampleStatement('A_city_bus_300', type));
      const sorted = sortByStandardOrder(type, shuffle(mapped));
      expect(sorted.map((a) => a.originalName)).toEqual(mapped.map((a) => a.originalName));
    });
  }

  for (const company of SAMPLE_COMPANIES) {
    it(`gives ${company} one order whatever order the lines come in`, () => {
      for (const type of STATEMENT_TYPES) {
        const mapped = mapStatement(sampleStatement(company, type));
        const fromPrinted = sortByStandardOrder(type, mapped).map((a) => a.lineNo);
        const fromShuffled = sortByStandardOrder(type, shuffle(mapped)).map((a) => a.lineNo);
        expect(fromShuffled).toEqual(fromPrinted);
      }
    });
  }

  it('moves a line printed out of the standard outline to its place (B: 소모품비 before 지급수수료)', () => {
    const mapped = mapStatement(sampleStatement('B_intercity_small', 'income_statement'));
    const names = sortByStandardOrder('income_statement', mapped).map((a) => a.name);
    expect(names.indexOf('소모품비')).toBe(names.indexOf('지급수수료') - 1);
  });

  it('keeps each accumulated depreciation under the asset it follows', () => {
    const accounts = [
      { standardId: 'bs.vehicles', lineNo: 0, label: '차량운반구' },
      { standardId: 'bs.accumulated_depreciation', lineNo: 1, label: '감가상각누계액(차량운반구)' },
      { standardId: 'bs.buildings', lineNo: 2, label: '건물' },
      { standardId: 'bs.accumulated_depreciation', lineNo: 3, label: '감가상각누계액(건물)' },
    ];
    expect(sortByStandardOrder('balance_sheet', accounts).map((a) => a.label)).toEqual([
      '건물',
      '감가상각누계액(건물)',
      '차량운반구',
      '감가상각누계액(차량운반구)',
    ]);
  });

  it(`sorts unknown accounts last (weight ${UNKNOWN_ACCOUNT_WEIGHT}) in their read order`, () => {
    const accounts = [
      { standardId: null, lineNo: 0, label: '파생상품평가이익' },
      { standardId: 'is.net_income', lineNo: 1, label: '당기순이익' },
      { standardId: null, lineNo: 2, label: '지분법이익' },
      { standardId: 'is.sales', lineNo: 3, label: '매출액' },
    ];
    expect(sortByStandardOrder('income_statement', accounts).map((a) => a.label)).toEqual([
      '매출액',
      '당기순이익',
      '파생상품평가이익',
      '지분법이익',
    ]);
  });
});
