import type { ExtractedStatement } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { draftStatements, FISCAL_YEAR_FROM_FILE_PROBLEM } from './import-drafts';

function statement(
  type: ExtractedStatement['type'],
  fiscalYear?: number | null,
): ExtractedStatement {
  const provenance = {
    extractor: 'csv',
    sheet: null,
    page: null,
    cell: 'A2',
    position: null,
  } as const;
  return {
    type,
    unit: '원',
    title: type,
    fiscalYear,
    lines: [{ label: '유동자산', current: 1_000, previous: 900, provenance }],
  };
}

const result = (statements: ExtractedStatement[]) => ({ statements, complete: true, problems: [] });

describe('the year each statement is saved under', () => {
  it("takes the file's year over the form's and reports it, keeping the statement complete", () => {
    const drafts = draftStatements(result([statement('balance_sheet', 2024)]), {
      statementType: 'auto',
      fiscalYear: 2025,
    });
    expect(drafts.map((d) => [d.fiscalYear, d.complete, d.problems])).toEqual([
      [
        2024,
        true,
        [{ code: FISCAL_YEAR_FROM_FILE_PROBLEM, params: { entered: 2025, file: 2024 } }],
      ],
    ]);
  });

  it("keeps the form's year when the file prints none, the same, or one out of range", () => {
    const drafts = draftStatements(
      result([
        statement('balance_sheet', null),
        statement('income_statement', 2025),
        statement('cost_statement'),
        statement('balance_sheet', 1901),
      ]),
      { statementType: 'auto', fiscalYear: 2025 },
    );
    expect(drafts.map((d) => [d.fiscalYear, d.problems])).toEqual([
      [2025, []],
      [2025, []],
      [2025, []],
      [2025, []],
    ]);
  });

  it('reports the year only on the statements it concerns', () => {
    const drafts = draftStatements(
      result([statement('balance_sheet', 2023), statement('income_statement', null)]),
      { statementType: 'auto', fiscalYear: 2024 },
    );
    expect(drafts.map((d) => [d.type, d.fiscalYear, d.problems.length])).toEqual([
      ['balance_sheet', 2023, 1],
      ['income_statement', 2024, 0],
    ]);
  });
});

describe('amounts beyond what a statement line may hold', () => {
  const withAmount = (current: number): ExtractedStatement => {
    const base = statement('balance_sheet', 2024);
    const [line] = base.lines;
    if (!line) throw new Error('no line');
    return { ...base, lines: [{ ...line, current }] };
  };

  it('refuses the file naming the account', () => {
    expect(() =>
      draftStatements(result([withAmount(1e23)]), { statementType: 'auto', fiscalYear: 2024 }),
    ).toThrow(
      expect.objectContaining({
        code: 'file/amount-out-of-range',
        statusCode: 422,
        params: expect.objectContaining({ account: '유동자산' }),
      }),
    );
  });

  it('keeps an amount of 1,000조 won, the largest a line may hold', () => {
    const drafts = draftStatements(result([withAmount(-1e15)]), {
      statementType: 'auto',
      fiscalYear: 2024,
    });
    expect(drafts[0]?.accounts[0]?.current).toBe(-1e15);
  });
});
