import { describe, expect, it } from 'vitest';
import { transportCostView } from '../testing/fixtures';
import {
  sameAdjustments,
  screenFigures,
  screenLines,
  storedAdjustments,
  withDecision,
  withMove,
} from './working-copy';

const rent = { accountId: 'acc-2', key: 'is.sga.rent' };
const fuel = { accountId: 'acc-0', key: 'cs.fuel' };

describe('working copy', () => {
  it('merges decisions per line, a later change winning field by field', () => {
    const moved = withDecision([], rent, { category: 'transportation_cost' });
    const edited = withDecision(moved, rent, { amount: 900_000, note: '계약 변경' });
    expect(edited).toEqual([
      { ...rent, category: 'transportation_cost', amount: 900_000, note: '계약 변경' },
    ]);
    expect(withMove(edited, [rent, fuel], 'administration_cost')).toEqual([
      { ...rent, category: 'administration_cost', amount: 900_000, note: '계약 변경' },
      { ...fuel, category: 'administration_cost' },
    ]);
  });

  it('recomputes the §9 figures from the automatic result, not on top of stored decisions', () => {
    const view = transportCostView(3, [{ ...fuel, amount: 4_000_000 }]);
    expect(storedAdjustments(view)).toEqual([{ ...fuel, amount: 4_000_000 }]);
    // Same decisions → the server's own figures.
    expect(screenFigures(view, storedAdjustments(view)).totalCost).toBe(view.totalCost);
    // Without the stored decision the fuel line is back to its classified 5,000,000.
    const figures = screenFigures(view, []);
    expect(figures.transportationCost).toBe(8_000_000);
    expect(figures.appropriateCost).toBe(9_300_000);
    expect(figures.investmentCompensation).toBe(279_000);
    expect(figures.totalCost).toBe(9_579_000);
    expect(screenLines(view, [])[0]).toMatchObject({ amount: 5_000_000, manual: false });
  });

  it('keeps the stored investment compensation instead of the 3 % default', () => {
    const base = transportCostView(1, []);
    const view = {
      ...base,
      investment: { ...base.investment, source: 'stored' as const, amount: 977_608 },
    };
    const figures = screenFigures(view, [withDecision([], rent, { excluded: true })[0] ?? rent]);
    expect(figures.appropriateCost).toBe(8_300_000);
    expect(figures.investmentCompensation).toBe(977_608);
    expect(figures.totalCost).toBe(9_277_608);
  });

  it('compares decision lists regardless of order', () => {
    const a = [
      { ...rent, excluded: true },
      { ...fuel, amount: 1 },
    ];
    expect(sameAdjustments(a, [...a].reverse())).toBe(true);
    expect(sameAdjustments(a, a.slice(1))).toBe(false);
  });
});
