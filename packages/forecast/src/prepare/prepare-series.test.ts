import { describe, expect, it } from 'vitest';
import { prepareSeries } from './prepare-series';

const months = (count: number, from = 2022) =>
  Array.from({ length: count }, (_, i) => {
    const index = from * 12 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });

function csv(rows: string[][]): string {
  return rows.map((row) => row.join(',')).join('\n');
}

function failure(code: string, message: RegExp) {
  return expect.objectContaining({ code, message: expect.stringMatching(message) });
}

describe('prepareSeries', () => {
  it('reads a monthly CSV with date,value headers', () => {
    const prepared = prepareSeries('date,value\n2024-01,10\n2024-02,12\n2024-03,11\n');
    expect(prepared.series).toEqual({ values: [10, 12, 11], frequency: 12, start: '2024-01' });
    expect(prepared.kind).toBe('monthly');
    expect(prepared.labels).toEqual(['2024-01', '2024-02', '2024-03']);
  });

  it('detects Korean headers among other columns, with quoted thousands and a BOM', () => {
    const text =
      '\uFEFF비고,연월,매출액(원)\n"a","2024년 1월","1,200"\n"b","2024년 2월","1,350원"\n';
    const prepared = prepareSeries(text);
    expect(prepared.dateColumn).toBe('연월');
    expect(prepared.valueColumn).toBe('매출액(원)');
    expect(prepared.series.values).toEqual([1200, 1350]);
  });

  it('accepts records from a sheet, with Excel serial dates under a ds header', () => {
    const prepared = prepareSeries([
      { ds: 45292, y: 5 },
      { ds: 45323, y: 6 },
      { ds: 45352, y: 7 },
    ]);
    expect(prepared.series).toEqual({ values: [5, 6, 7], frequency: 12, start: '2024-01' });
  });

  it('finds the columns by content when the headers say nothing', () => {
    const prepared = prepareSeries('a,b\n2024.01,3\n2024.02,4\n');
    expect(prepared.dateColumn).toBe('a');
    expect(prepared.series.values).toEqual([3, 4]);
  });

  it('sorts rows by date', () => {
    const prepared = prepareSeries('date,value\n2024-03,3\n2024-01,1\n2024-02,2\n');
    expect(prepared.series.values).toEqual([1, 2, 3]);
  });

  it.each([
    ['2024-01-15,2024-02-15,2024-03-15', 'monthly', 12, '2024-01'],
    ['2024-01-31,2024-02-29,2024-03-31', 'monthly', 12, '2024-01'],
    ['2024-01,2024-04,2024-07', 'quarterly', 4, '2024-01'],
    ['2024-01-01,2024-01-08,2024-01-15', 'weekly', 52, '2024-01-01'],
    ['2024-01-30,2024-01-31,2024-02-01', 'daily', 7, '2024-01-30'],
  ])('infers the frequency of %s', (dates, kind, frequency, start) => {
    const rows = dates.split(',').map((date, i) => [date, String(i + 1)]);
    const prepared = prepareSeries(csv([['date', 'value'], ...rows]));
    expect(prepared.kind).toBe(kind);
    expect(prepared.series.frequency).toBe(frequency);
    expect(prepared.series.start).toBe(start);
  });

  it('keeps the last 24 months when the limit is on', () => {
    const dates = months(30);
    const rows = dates.map((date, i) => [date, String(i)]);
    const prepared = prepareSeries(csv([['date', 'value'], ...rows]), { limit24Months: true });
    expect(prepared.series.values).toHaveLength(24);
    expect(prepared.series.start).toBe('2022-07');
    expect(prepared.dropped).toBe(6);
    expect(prepareSeries(csv([['date', 'value'], ...rows])).series.values).toHaveLength(30);
  });

  it('names the row of a value that is not a number, empty or NaN', () => {
    const rows = months(8).map((date, i) => [date, i === 5 ? '12a' : '1']);
    expect(() => prepareSeries(csv([['date', 'value'], ...rows]))).toThrowError(
      failure('not_a_number', /^row 7: value '12a' is not a number$/),
    );
    expect(() => prepareSeries('date,value\n2024-01,1\n2024-02,\n')).toThrowError(
      failure('not_a_number', /^row 3: the value is empty$/),
    );
    expect(() =>
      prepareSeries([
        { date: '2024-01', value: 1 },
        { date: '2024-02', value: Number.NaN },
      ]),
    ).toThrowError(failure('not_a_number', /^row 3: value NaN is not a number$/));
  });

  it('names the row of a date it cannot read', () => {
    expect(() => prepareSeries('date,value\n2024-01,1\n2024-13,2\n')).toThrowError(
      failure('invalid_date', /^row 3: '2024-13' is not a date/),
    );
  });

  it('refuses duplicate dates naming both rows', () => {
    expect(() => prepareSeries('date,value\n2024-01,1\n2024-02,2\n2024.02,3\n')).toThrowError(
      failure('duplicate_date', /^rows 3 and 4: the date 2024-02 appears twice$/),
    );
  });

  it('refuses skipped months naming the row after the gap', () => {
    expect(() => prepareSeries('date,value\n2024-01,1\n2024-02,2\n2024-05,3\n')).toThrowError(
      failure(
        'missing_period',
        /^row 4: 2 months missing between 2024-02 and 2024-05 \(first missing: 2024-03\)$/,
      ),
    );
  });

  it('refuses a single point and an empty file', () => {
    expect(() => prepareSeries('date,value\n2024-01,1\n')).toThrowError(
      failure('series_too_short', /at least 2 data points/),
    );
    expect(() => prepareSeries('date,value\n\n')).toThrowError(
      failure('empty_input', /no data rows/),
    );
    expect(() => prepareSeries('')).toThrowError(failure('empty_input', /empty/));
  });

  it('says so when no date column can be found', () => {
    expect(() => prepareSeries('a,b\nx,1\ny,2\n')).toThrowError(
      failure('no_date_column', /no date column/),
    );
  });
});
