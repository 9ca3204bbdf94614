import type { MappedAccount } from '../statements/match';
import { mapStatement } from '../statements/match';
import { readFixture, type SampleCompany, sampleStatement } from '../statements/test-fixtures';
import type { ExtractedStatement } from '../statements/types';
import type { ClassifiableAccount } from './classification';

/** Test helper: mapped lines as the classifier receives them, ids `<prefix>-<line>`. */
export function toClassifiable(prefix: string, mapped: MappedAccount[]): ClassifiableAccount[] {
  return mapped.map((a) => ({
    id: `${prefix}-${a.lineNo}`,
    name: a.name,
    standardId: a.standardId,
    section: a.section,
    isTotal: a.isTotal,
    current: a.current,
    confidence: a.confidence,
  }));
}

export function classifiableStatements(
  incomeStatement: ExtractedStatement,
  costStatement: ExtractedStatement,
) {
  return {
    incomeStatement: toClassifiable('is', mapStatement(incomeStatement)),
    costStatement: toClassifiable('cs', mapStatement(costStatement)),
  };
}

export function sampleClassifiable(company: SampleCompany) {
  return classifiableStatements(
    sampleStatement(company, 'income_statement'),
    sampleStatement(company, 'cost_statement'),
  );
}

type ExpectedClassification = {
  categories: Record<string, { count: number; total: number }>;
  recommendedToExclude: string[];
};

const won = (text: string) => Number(text.replaceAll(',', ''));

/** expected.md §2 "Expected classification" of one company, read from the file. */
export function expectedClassification(company: SampleCompany): ExpectedClassification {
  const text = readFixture('expected.md');
  const start = text.indexOf(`## ${company}`);
  const section = text.slice(text.indexOf('### 2.', start), text.indexOf('### 3.', start));
  const categories: ExpectedClassification['categories'] = {};
  for (const m of section.matchAll(/^\*\*(\w+)\*\* \((\d+) items\) = .* = \*\*([\d,]+)\*\*$/gm)) {
    const [, category = '', count = '0', total = '0'] = m;
    categories[category] = { count: Number(count), total: won(total) };
  }
  const excluded = /^\*\*recommended to exclude\*\*: (.+)$/m.exec(section)?.[1] ?? '';
  return { categories, recommendedToExclude: excluded.split(', ').map((s) => s.trim()) };
}

/** expected.md §5: the screen's default 3 % investment compensation and total cost. */
export function expectedDefaultTotalCost(company: SampleCompany) {
  const text = readFixture('expected.md');
  const start = text.indexOf(`## ${company}`);
  const section = text.slice(text.indexOf('### 5.', start), text.indexOf('### 6.', start));
  const m = /screen's default.*= ([\d,.]+) ≈ ([\d,]+); total cost = \*\*([\d,]+)\*\*/.exec(section);
  return { compensation: won(m?.[2] ?? 'NaN'), totalCost: won(m?.[3] ?? 'NaN') };
}

/** expected.json: category totals of one company (the truth, to the won). */
export function expectedTotals(company: SampleCompany) {
  const all = JSON.parse(readFixture('expected.json')) as Record<string, Record<string, number>>;
  const totals = all[company];
  if (!totals) throw new Error(`no expected totals for ${company}`);
  return totals;
}
