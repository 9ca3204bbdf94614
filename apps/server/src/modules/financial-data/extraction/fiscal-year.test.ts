import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { readLongFormat } from './long-format';
import { printedPeriods } from './period-header';
import { rowsToStatements } from './rows-to-statements';
import type { SourceRow } from './source-rows';

const NO_AI = { claude: null, gemini: null };
const options = { extractor: 'spreadsheet', layout: 'grid', title: null } as const;

/** Spreadsheet rows: one array of cell texts per row, from column A. */
function grid(rows: string[][]): SourceRow[] {
  return rows.map((cells, r) => ({
    cells: cells.map((text, c) => ({
      text,
      value: null,
      left: c,
      right: c,
      cell: `${String.fromCharCode(65 + c)}${r + 1}`,
      position: null,
    })),
    sheet: 'Sheet1',
    page: null,
  }));
}

const LINES = [
  ['유동자산', '1,000', '900'],
  ['자산총계', '2,000', '1,800'],
];

function yearOf(rows: string[][]): number | null | undefined {
  const statements = rowsToStatements(grid(rows), options);
  expect(statements).toHaveLength(1);
  return statements[0]?.fiscalYear;
}

describe('the period a statement is printed for', () => {
  it.each([
    ['2024년 1월 1일부터 2024년 12월 31일까지', [{ term: null, year: 2024 }]],
    ['제30기 2024.12.31 현재', [{ term: 30, year: 2024 }]],
    ['제 10 (당) 기 2024. 12. 31.', [{ term: 10, year: 2024 }]],
    [
      '제10기 2024년 12월 31일 현재 제9기 2023년 12월 31일 현재',
      [
        { term: 10, year: 2024 },
        { term: 9, year: 2023 },
      ],
    ],
    ['2023년 4월 1일부터 2024년 3월 31일까지', [{ term: null, year: null }]],
    ['가람시내버스(주)', []],
    ['제10기', []],
    ['2024년', []],
  ])('reads %s', (text, periods) => {
    expect(printedPeriods(text)).toEqual(periods);
  });

  it('takes the year of the current column header', () => {
    expect(yearOf([['재무상태표'], ['과목', '2024년', '2023년'], ...LINES])).toBe(2024);
    expect(yearOf([['재무상태표'], ['과목', 'FY2023', 'FY2024'], ...LINES])).toBe(2024);
    expect(
      yearOf([['재무상태표'], ['과목', '당기(2024.12.31)', '전기(2023.12.31)'], ...LINES]),
    ).toBe(2024);
  });

  it('takes the year of the highest term printed under the title', () => {
    const rows = [
      ['재무상태표'],
      ['제 10 기  2024년 12월 31일 현재'],
      ['제  9 기  2023년 12월 31일 현재'],
      ['가람시내버스(주)', '(단위: 원)'],
      ['계정과목', '당기', '전기'],
      ...LINES,
    ];
    expect(yearOf(rows)).toBe(2024);
  });

  it('takes the period printed in the title line or above it', () => {
    expect(
      yearOf([['재무상태표 (2024년 12월 31일 현재)'], ['과목', '당기', '전기'], ...LINES]),
    ).toBe(2024);
    expect(
      yearOf([['제10기 2024.12.31 현재'], ['재무상태표'], ['과목', '당기', '전기'], ...LINES]),
    ).toBe(2024);
  });

  it('tells no year when nothing prints one, or when what is printed disagrees', () => {
    expect(yearOf([['재무상태표'], ['계정과목', '당기', '전기'], ...LINES])).toBeNull();
    expect(yearOf([['재무상태표'], ['과목', '제10기', '제9기'], ...LINES])).toBeNull();
    // The header says 2024, the period line 2023: ambiguous, so no year.
    expect(
      yearOf([['재무상태표'], ['2023년 12월 31일 현재'], ['과목', '2024년', '2023년'], ...LINES]),
    ).toBeNull();
    // A fiscal year not on the calendar year is not named by a guess.
    expect(
      yearOf([
        ['손익계산서'],
        ['2023년 4월 1일부터 2024년 3월 31일까지'],
        ['과목', '당기', '전기'],
        ...LINES,
      ]),
    ).toBeNull();
    // A date in a footnote after the lines is not the period.
    expect(
      yearOf([['재무상태표'], ['계정과목', '당기', '전기'], ...LINES, ['2025년 3월 15일 작성']]),
    ).toBeNull();
  });

  it('keeps statements of one type printed for different years apart', () => {
    const rows = [
      ['재무상태표'],
      ['2024년 12월 31일 현재'],
      ['계정과목', '당기', '전기'],
      ...LINES,
      ['재무상태표'],
      ['2023년 12월 31일 현재'],
      ['계정과목', '당기', '전기'],
      ...LINES,
    ];
    const statements = rowsToStatements(grid(rows), options);
    expect(statements.map((s) => [s.type, s.fiscalYear, s.lines.length])).toEqual([
      ['balance_sheet', 2024, 2],
      ['balance_sheet', 2023, 2],
    ]);
  });

  it('continues a statement whose next page repeats its year', () => {
    const rows = [
      ['재무상태표'],
      ['2024년 12월 31일 현재'],
      ['계정과목', '당기', '전기'],
      LINES[0] ?? [],
      ['재무상태표(계속)'],
      LINES[1] ?? [],
    ];
    const statements = rowsToStatements(grid(rows), options);
    expect(statements.map((s) => [s.fiscalYear, s.lines.length])).toEqual([[2024, 2]]);
  });
});

describe('the fiscal_year column of the long format', () => {
  const header = [
    'statement_type',
    'fiscal_year',
    'account_name',
    'current_value',
    'previous_value',
  ];

  it('gives each statement its year, and splits one type printed for two years', () => {
    const statements = readLongFormat(
      grid([
        header,
        ['balance_sheet', '2024', '유동자산', '1000', '900'],
        ['income_statement', '2024', '매출액', '500', '400'],
        ['balance_sheet', '2023', '유동자산', '900', '800'],
      ]),
      'csv',
    );
    expect(statements?.map((s) => [s.type, s.fiscalYear, s.lines.length])).toEqual([
      ['balance_sheet', 2024, 1],
      ['income_statement', 2024, 1],
      ['balance_sheet', 2023, 1],
    ]);
  });

  it('has no year without the column or with an empty cell', () => {
    const without = readLongFormat(
      grid([
        ['statement_type', 'account_name', 'current_value', 'previous_value'],
        ['balance_sheet', '유동자산', '1000', '900'],
      ]),
      'csv',
    );
    expect(without?.map((s) => s.fiscalYear)).toEqual([null]);
    const blank = readLongFormat(
      grid([header, ['balance_sheet', '', '유동자산', '1000', '900']]),
      'csv',
    );
    expect(blank?.map((s) => s.fiscalYear)).toEqual([null]);
  });
});

describe('a file that prints no year', () => {
  it('yields statements without a year', async () => {
    const csv = ['재무상태표', '계정과목,당기,전기', '유동자산,1000,900', '자산총계,2000,1800'];
    const result = await extractDocument(
      {
        bytes: Buffer.from(csv.join('\r\n'), 'utf8'),
        fileName: 'no-year.csv',
        statementType: 'auto',
        aiModel: 'claude',
      },
      NO_AI,
    );
    expect(result.statements.map((s) => [s.type, s.fiscalYear])).toEqual([['balance_sheet', null]]);
  });
});
