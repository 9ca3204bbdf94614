import { describe, expect, it } from 'vitest';
import { ForecastError } from '../types';
import { prepareSeries } from './prepare-series';
import { MAX_ROWS, type RawRows } from './table';

/** The code and details prepareSeries refuses `input` with. */
function refusal(input: RawRows, options = {}) {
  try {
    prepareSeries(input, options);
  } catch (error) {
    if (error instanceof ForecastError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
}

const monthly = (values: string[], start = 2024) =>
  values.map(
    (value, i) =>
      `${start + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')},"${value}"`,
  );
const csv = (lines: string[]) => `date,value\n${lines.join('\n')}\n`;

describe('prepareSeries refusals carry what a translated message needs', () => {
  it('names the row and value of a cell that is not a number or not a date', () => {
    expect(refusal(csv(monthly(['1', '2', '12a'])))).toEqual({
      code: 'not_a_number',
      details: { row: 4, value: '12a' },
    });
    expect(refusal('date,value\n2024-01,1\n2024-13,2\n')).toEqual({
      code: 'invalid_date',
      details: { row: 3, value: '2024-13' },
    });
  });

  it('names the row and date of a duplicate, and the range and count of a gap', () => {
    expect(refusal('date,value\n2024-01,1\n2024-02,2\n2024.02,3\n')).toEqual({
      code: 'duplicate_date',
      details: { row: 4, date: '2024-02', firstRow: 3 },
    });
    expect(refusal('date,value\n2024-01,1\n2024-02,2\n2024-05,3\n')).toEqual({
      code: 'missing_period',
      details: { row: 4, from: '2024-03', to: '2024-04', count: 2 },
    });
  });

  it('refuses a change of frequency naming the row where it changes', () => {
    const quarterlyThenMonthly = [
      '2022-01',
      '2022-04',
      '2022-07',
      '2022-10',
      '2023-01',
      '2023-02',
      '2023-03',
      '2023-04',
    ];
    expect(refusal(csv(quarterlyThenMonthly.map((d, i) => `${d},${i + 1}`)))).toEqual({
      code: 'mixed_frequency',
      details: { row: 7 },
    });
    const weeklyThenMonthly = [
      '2024-01-01',
      '2024-01-08',
      '2024-01-15',
      '2024-01-22',
      '2024-02-22',
      '2024-03-22',
      '2024-04-22',
    ];
    expect(refusal(csv(weeklyThenMonthly.map((d, i) => `${d},${i + 1}`)))).toMatchObject({
      code: 'mixed_frequency',
      details: { row: 6 },
    });
  });

  it('lists the columns when no date or value column can be found', () => {
    expect(refusal('a,b\nx,1\ny,2\n')).toEqual({
      code: 'no_date_column',
      details: { columns: 'a, b' },
    });
    expect(refusal('date,memo\n2024-01,x\n2024-02,y\n')).toEqual({
      code: 'no_value_column',
      details: { columns: 'date, memo' },
    });
    expect(refusal('date,value\n2024-01,1\n2024-02,2\n', { valueColumn: '매출' })).toEqual({
      code: 'no_value_column',
      details: { columns: 'date, value', name: '매출' },
    });
  });

  it('says how few points there are', () => {
    expect(refusal('date,value\n2024-01,1\n')).toEqual({
      code: 'series_too_short',
      details: { min: 2, got: 1 },
    });
  });

  it(`refuses more than ${MAX_ROWS} data rows instead of reading them`, () => {
    const lines = Array.from(
      { length: MAX_ROWS + 1 },
      (_, i) => `${1000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')},1`,
    );
    expect(refusal(csv(lines))).toEqual({ code: 'too_many_rows', details: { max: MAX_ROWS } });
    const records = Array.from({ length: MAX_ROWS + 5 }, () => ({ date: '2024-01', value: 1 }));
    expect(refusal(records)).toEqual({ code: 'too_many_rows', details: { max: MAX_ROWS } });
  });
});

describe('amounts as Korean spreadsheets write them', () => {
  it('reads thousands separators, the won sign and unit, and accounting negatives', () => {
    const prepared = prepareSeries(
      csv(monthly(['1,234,000', '1,234,000원', '₩ 2,000', '(1,500)', '12.5'])),
    );
    expect(prepared.series.values).toEqual([1_234_000, 1_234_000, 2000, -1500, 12.5]);
  });

  it('refuses unit words, decimal commas and misplaced separators, naming the row', () => {
    for (const written of ['12.3백만', '1,234천원', '5억', '12,5', '1,23,456', '12%']) {
      expect(refusal(csv(monthly(['1', written])))).toEqual({
        code: 'not_a_number',
        details: { row: 3, value: written },
      });
    }
  });
});
