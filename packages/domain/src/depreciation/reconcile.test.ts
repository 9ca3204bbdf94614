import { describe, expect, it } from 'vitest';
import { reconcileWithStatements } from './reconcile';

describe('reconcileWithStatements', () => {
  it('compares the register with 감가상각비 of the cost statement plus SG&A', () => {
    expect(
      reconcileWithStatements(4_075_276_401, { costStatement: 3_980_000_000, sga: 88_000_000 }),
    ).toEqual({
      register: 4_075_276_401,
      statements: 4_068_000_000,
      difference: 7_276_401,
      withinOnePercent: true,
    });
  });

  it('flags a difference above one percent either way', () => {
    const statements = { costStatement: 1_000_000, sga: 0 };
    expect(reconcileWithStatements(1_010_000, statements).withinOnePercent).toBe(true);
    expect(reconcileWithStatements(1_010_001, statements).withinOnePercent).toBe(false);
    expect(reconcileWithStatements(989_999, statements)).toMatchObject({
      difference: -10_001,
      withinOnePercent: false,
    });
  });

  it('is within one percent with no statement figure only when the register is 0 too', () => {
    expect(reconcileWithStatements(0, { costStatement: 0, sga: 0 }).withinOnePercent).toBe(true);
    expect(reconcileWithStatements(1, { costStatement: 0, sga: 0 }).withinOnePercent).toBe(false);
  });
});
