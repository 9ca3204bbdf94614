import { describe, expect, it } from 'vitest';
import { layoutRows, type PlacedText } from './layout-rows';
import { rowsToStatements } from './rows-to-statements';
import type { SourceRow } from './source-rows';

/** Printed words of one page: [text, x] per word on each line, 20 units apart. */
function page(lines: Array<Array<[string, number]>>, number: number): SourceRow[] {
  const words: PlacedText[] = lines.flatMap((line, i) =>
    line.map(([text, x]) => ({ text, x, y: 20 * i, width: text.length * 6, height: 10 })),
  );
  return layoutRows(words, number);
}

const options = { extractor: 'pdf_text', layout: 'positioned', title: null } as const;

describe('rebuilding statements from printed rows', () => {
  it('continues a statement on the next page and keeps the page of each line', () => {
    const rows = [
      ...page(
        [
          [['재무상태표', 200]],
          [['(단위: 천원)', 400]],
          [
            ['과목', 10],
            ['제10기', 250],
            ['제9기', 400],
          ],
          [
            ['유동자산', 10],
            ['1,000', 250],
            ['900', 400],
          ],
        ],
        1,
      ),
      ...page(
        [
          [['재무상태표(계속)', 200]],
          [
            ['자', 10],
            ['산', 22],
            ['총', 34],
            ['계', 46],
            ['2,000', 250],
            ['(1,800)', 400],
          ],
        ],
        2,
      ),
    ];
    const [statement, ...rest] = rowsToStatements(rows, options);
    expect(rest).toEqual([]);
    expect(statement).toMatchObject({ type: 'balance_sheet', unit: '천원' });
    expect(
      statement?.lines.map((l) => [l.label, l.current, l.previous, l.provenance.page]),
    ).toEqual([
      ['유동자산', 1_000_000, 900_000, 1],
      ['자 산 총 계', 2_000_000, -1_800_000, 2],
    ]);
  });

  it('takes the rightmost number of each period when subtotals sit in an outer column', () => {
    const rows = page(
      [
        [['손익계산서', 200]],
        [
          ['과목', 10],
          ['당기', 260],
          ['전기', 460],
        ],
        [
          ['매출액', 10],
          ['300', 300],
          ['250', 500],
        ],
        [
          ['운송수입', 10],
          ['300', 220],
          ['250', 420],
        ],
        [
          ['잡이익', 10],
          ['-', 220],
          ['5', 420],
        ],
      ],
      1,
    );
    const lines = rowsToStatements(rows, options)[0]?.lines ?? [];
    expect(lines.map((l) => [l.label, l.current, l.previous])).toEqual([
      ['매출액', 300, 250],
      ['운송수입', 300, 250],
      ['잡이익', null, 5],
    ]);
  });

  it('leaves out a table that is no statement', () => {
    const rows = page(
      [
        [
          ['차량번호', 10],
          ['주행거리', 200],
        ],
        [
          ['서울70사1234', 10],
          ['152,340', 200],
        ],
      ],
      1,
    );
    expect(rowsToStatements(rows, options)).toEqual([]);
  });
});
