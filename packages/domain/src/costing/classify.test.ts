import { describe, expect, it } from 'vitest';
import { mapStatement } from '../statements/match';
import { SAMPLE_COMPANIES, sampleStatement } from '../statements/test-fixtures';
import type { Classification } from './classification';
import { classifyAccounts } from './classify';
import { expectedClassification, sampleClassifiable } from './test-fixtures';

function originalNames(company: (typeof SAMPLE_COMPANIES)[number]): Map<string, string> {
  const names = new Map<string, string>();
  for (const [prefix, type] of [
    ['is', 'income_statement'],
    ['cs', 'cost_statement'],
  ] as const) {
    for (const a of mapStatement(sampleStatement(company, type))) {
      names.set(`${prefix}-${a.lineNo}`, a.originalName);
    }
  }
  return names;
}

const included = (lines: Classification[]) => lines.filter((line) => !line.excluded);

describe.each(SAMPLE_COMPANIES)('classifyAccounts on sample %s', (company) => {
  const lines = classifyAccounts(sampleClassifiable(company));
  const expected = expectedClassification(company);

  it('puts every category total and item count of expected.md §2, to the won', () => {
    expect(Object.keys(expected.categories)).toHaveLength(4);
    for (const [category, { count, total }] of Object.entries(expected.categories)) {
      const inCategory = included(lines).filter((line) => line.category === category);
      expect(inCategory, category).toHaveLength(count);
      expect(
        inCategory.reduce((sum, line) => sum + line.amount, 0),
        category,
      ).toBe(total);
    }
  });

  it('recommends to exclude exactly the lines expected.md lists, and leaves none unclassified', () => {
    const names = originalNames(company);
    const recommended = lines
      .filter((line) => line.recommendedExclude)
      .map((line) => names.get(line.accountId));
    expect(recommended.sort()).toEqual([...expected.recommendedToExclude].sort());
    expect(included(lines).filter((line) => line.category === 'unclassified')).toEqual([]);
  });

  it('gives every kept line a reason from its statement or section with high confidence', () => {
    for (const line of included(lines)) {
      expect(line.confidence, line.name).toBeGreaterThanOrEqual(0.8);
      expect([
        'cost_statement_detail',
        'fuel_subsidy_netted',
        'sga_detail',
        'non_operating_expense_section',
        'non_operating_income_section',
      ]).toContain(line.reason.code);
    }
  });

  it('classifies the same name by the statement it is printed in', () => {
    const retirement = lines.filter((line) => line.standardId === 'exp.retirement_benefits');
    expect(retirement.map((line) => [line.statement, line.category]).sort()).toEqual([
      ['cost_statement', 'transportation_cost'],
      ['income_statement', 'administration_cost'],
    ]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
  });
});

describe('classifyAccounts on sample A: specific lines', () => {
  const lines = classifyAccounts(sampleClassifiable('A_city_bus_300'));
  const byName = (name: string, statement = 'income_statement') =>
    lines.find((line) => line.name === name && line.statement === statement);

  it('keeps the netted fuel subsidy in transportation cost with its negative sign', () => {
    expect(byName('유가보조금', 'cost_statement')).toMatchObject({
      category: 'transportation_cost',
      amount: -1_095_000_000,
      recommendedExclude: false,
      reason: { code: 'fuel_subsidy_netted' },
    });
  });

  it('names why each recommended line is excluded', () => {
    expect(byName('재정지원금수입')?.excludeReason).toBe('subsidy_line');
    expect(byName('운송수입')?.excludeReason).toBe('revenue_line');
    expect(byName('매출원가')?.excludeReason).toBe('total_line');
    expect(byName('법인세비용')?.excludeReason).toBe('income_tax');
    expect(byName('당기총운송원가', 'cost_statement')).toMatchObject({
      excludeReason: 'total_line',
      category: 'transportation_cost',
    });
    expect(byName('판매비와관리비')?.category).toBe('administration_cost');
  });
});
