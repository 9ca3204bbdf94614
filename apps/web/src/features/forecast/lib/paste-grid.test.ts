import { describe, expect, it } from 'vitest';
import { filledRows, parsePasted, pasteInto, splitLine } from './paste-grid';

describe('splitLine', () => {
  it('splits Excel cells on tabs and keeps thousands separators in the amount', () => {
    expect(splitLine('2024년 1월\t1,523,400,000')).toEqual(['2024년 1월', '1,523,400,000']);
  });

  it('takes the last word as the amount of a line typed with spaces', () => {
    expect(splitLine('2024년 1월  1,523,400,000')).toEqual(['2024년 1월', '1,523,400,000']);
  });

  it('splits a plain CSV line on its one comma, and quoted cells with commas inside', () => {
    expect(splitLine('2024-01,1523400000')).toEqual(['2024-01', '1523400000']);
    expect(splitLine('"2024-01","1,523,400,000"')).toEqual(['2024-01', '1,523,400,000']);
  });
});

describe('parsePasted', () => {
  it('drops the header line and empty lines, Windows line ends included', () => {
    expect(parsePasted('일자\t운송수입\r\n2024-01\t100\r\n\r\n2024-02\t200\r\n')).toEqual({
      rows: [
        ['2024-01', '100'],
        ['2024-02', '200'],
      ],
      columns: 2,
    });
  });

  it('recognises a single column of values', () => {
    expect(parsePasted('1,000\n2,000').columns).toBe(1);
  });
});

describe('pasteInto', () => {
  const empty = [
    { date: '2024-01', value: '' },
    { date: '2024-02', value: '' },
  ];

  it('fills a column of values pasted into the value cell, growing the grid', () => {
    expect(pasteInto(empty, '100\n200\n300', 0, 'value')).toEqual([
      { date: '2024-01', value: '100' },
      { date: '2024-02', value: '200' },
      { date: '', value: '300' },
    ]);
  });

  it('fills both columns from the row pasted into', () => {
    expect(pasteInto(empty, '2024-02\t5\n2024-03\t6', 1, 'date')).toEqual([
      { date: '2024-01', value: '' },
      { date: '2024-02', value: '5' },
      { date: '2024-03', value: '6' },
    ]);
  });
});

describe('filledRows', () => {
  it('keeps rows with a date or a value, trimmed', () => {
    expect(
      filledRows([
        { date: ' 2024-01 ', value: '1' },
        { date: '', value: ' ' },
      ]),
    ).toEqual([{ date: '2024-01', value: '1' }]);
  });
});
