import { describe, expect, it } from 'vitest';
import {
  adjustmentFor,
  adjustmentsForLine,
  applyAdjustments,
  unmatchedAdjustments,
} from './adjustments';
import type { ClassifiableAccount, Classification } from './classification';
import { classifyAccounts } from './classify';
import { summarizeCosts } from './summary';
import { sampleClassifiable } from './test-fixtures';

const first = () => classifyAccounts(sampleClassifiable('A_city_bus_300'));
const find = (lines: Classification[], name: string, statement = 'income_statement') => {
  const line = lines.find((l) => l.name === name && l.statement === statement);
  if (!line) throw new Error(`no line ${name}`);
  return line;
};

describe('applyAdjustments', () => {
  it('moves a line to another category and keeps the automatic one', () => {
    const lines = first();
    const training = find(lines, '교육훈련비');
    const [moved] = applyAdjustments(
      [training],
      [adjustmentFor(training, { category: 'transportation_cost' })],
    );
    expect(moved).toMatchObject({
      category: 'transportation_cost',
      manual: true,
      original: { category: 'administration_cost', amount: 12_000_000, excluded: false },
    });
    const summary = summarizeCosts(lines, [
      adjustmentFor(training, { category: 'transportation_cost' }),
    ]);
    expect(summary.transportationCost).toBe(67_189_500_000 + 12_000_000);
    expect(summary.administrationCost).toBe(3_739_000_000 - 12_000_000);
    expect(summary.appropriateCost).toBe(71_514_500_000);
  });

  it('excludes a line, then restores it with a later decision', () => {
    const lines = first();
    const interest = find(lines, '이자비용');
    const excluded = [adjustmentFor(interest, { excluded: true })];
    expect(summarizeCosts(lines, excluded).nonOperatingExpense).toBe(851_000_000 - 805_000_000);
    const restored = [...excluded, adjustmentFor(interest, { excluded: false })];
    expect(summarizeCosts(lines, restored).nonOperatingExpense).toBe(851_000_000);
    expect(applyAdjustments(lines, restored).find((l) => l.key === interest.key)?.manual).toBe(
      true,
    );
  });

  it('restores a recommended-to-exclude line into the category it carries', () => {
    const lines = first();
    const advertising = find(lines, '광고수입');
    const sga = find(lines, '판매비와관리비');
    expect(advertising).toMatchObject({ excluded: true, category: 'unclassified' });
    const adjusted = [
      adjustmentFor(advertising, { excluded: false, category: 'non_operating_income' }),
      adjustmentFor(sga, { excluded: false }),
    ];
    const summary = summarizeCosts(lines, adjusted);
    expect(summary.nonOperatingIncome).toBe(265_000_000 + 360_000_000);
    expect(summary.administrationCost).toBe(3_739_000_000 * 2);
  });

  it('replaces an amount with an edited one', () => {
    const lines = first();
    const fuel = find(lines, '연료비', 'cost_statement');
    const summary = summarizeCosts(lines, [adjustmentFor(fuel, { amount: 10_000_000_000 })]);
    expect(summary.transportationCost).toBe(67_189_500_000 - 512_000_000);
    expect(() => applyAdjustments(lines, [adjustmentFor(fuel, { amount: 1.5 })])).toThrow(
      RangeError,
    );
  });

  it('keeps every manual decision when the statements are classified again after a re-import', () => {
    const lines = first();
    const stored = [
      adjustmentFor(find(lines, '기부금'), { excluded: true, note: '표준원가 불인정' }),
      adjustmentFor(find(lines, '교육훈련비'), { category: 'transportation_cost' }),
      adjustmentFor(find(lines, '연료비', 'cost_statement'), { amount: 10_000_000_000 }),
    ];
    // A re-import numbers the lines again: old ids now name other lines.
    const reimported = sampleClassifiable('A_city_bus_300');
    const renumber =
      (prefix: string) =>
      (a: ClassifiableAccount, i: number): ClassifiableAccount => ({
        ...a,
        id: `${prefix}-${i + 3}`,
      });
    const again = classifyAccounts({
      incomeStatement: reimported.incomeStatement.map(renumber('is')),
      costStatement: reimported.costStatement.map(renumber('cs')),
    });
    const donation = find(again, '기부금');
    expect(donation.accountId).not.toBe(find(lines, '기부금').accountId);
    expect(again.find((l) => l.accountId === find(lines, '기부금').accountId)?.name).not.toBe(
      '기부금',
    );
    expect(summarizeCosts(again, stored)).toEqual(summarizeCosts(lines, stored));
    const applied = applyAdjustments(again, stored);
    expect(
      applied
        .filter((l) => l.manual)
        .map((l) => l.name)
        .sort(),
    ).toEqual(['교육훈련비', '기부금', '연료비'].sort());
    expect(unmatchedAdjustments(again, stored)).toEqual([]);
  });

  it('never applies a stored decision to another line that reuses its old id', () => {
    const lines = first();
    const donation = find(lines, '기부금');
    const other = find(lines, '잡손실');
    const stored = adjustmentFor(donation, { excluded: true });
    const shifted = lines.map((l) =>
      l.key === other.key
        ? { ...l, accountId: donation.accountId }
        : l.key === donation.key
          ? { ...l, accountId: 'x' }
          : l,
    );
    const applied = applyAdjustments(shifted, [stored]);
    expect(applied.find((l) => l.key === other.key)?.excluded).toBe(false);
    expect(applied.find((l) => l.key === donation.key)?.excluded).toBe(true);
  });

  it('reports a decision whose line is gone', () => {
    const lines = first();
    const gone = { accountId: 'is-99', key: 'is|is.sga|is.printing#2', excluded: true };
    expect(unmatchedAdjustments(lines, [gone])).toEqual([gone]);
  });
});

describe('adjustmentsForLine', () => {
  it('finds a line’s decisions by key, and by id only for an adjustment without a key', () => {
    const line = { accountId: 'a-1', key: 'cs:cs.fuel' };
    const byKey = {
      accountId: 'old-id',
      key: 'cs:cs.fuel',
      category: 'administration_cost' as const,
    };
    const byId = { accountId: 'a-1', excluded: true };
    const otherKey = { accountId: 'a-1', key: 'cs:cs.tires', excluded: true };
    expect(adjustmentsForLine(line, [byKey, byId, otherKey])).toEqual([byKey, byId]);
  });
});
