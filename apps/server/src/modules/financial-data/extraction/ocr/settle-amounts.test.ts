import type { AccountValues } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { type Readings, settleAmounts } from './settle-amounts';

/** A small balance sheet: 유동자산 is the sum of its two lines, and the totals balance. */
const ACCOUNTS: AccountValues[] = [
  {
    name: '유동자산',
    standardId: 'bs.current_assets',
    isTotal: true,
    current: null,
    previous: null,
  },
  {
    name: '현금및현금성자산',
    standardId: 'bs.cash',
    isTotal: false,
    current: null,
    previous: null,
  },
  {
    name: '매출채권',
    standardId: 'bs.trade_receivables',
    isTotal: false,
    current: null,
    previous: null,
  },
  { name: '자산총계', standardId: 'bs.total_assets', isTotal: true, current: null, previous: null },
  {
    name: '부채총계',
    standardId: 'bs.total_liabilities',
    isTotal: true,
    current: null,
    previous: null,
  },
  { name: '자본총계', standardId: 'bs.total_equity', isTotal: true, current: null, previous: null },
];

/** The previous period read cleanly and adding up, so only the current one is in question. */
const PREVIOUS = [5_600, 2_000, 3_600, 5_600, 4_000, 1_600];

function readings(current: (number | null)[][]): Readings[] {
  return current.map((values, i) => ({ current: values, previous: [PREVIOUS[i] ?? null] }));
}

describe('settleAmounts', () => {
  it('takes the reading of a disagreeing cell that makes the subtotal add up', () => {
    // The page read 매출채권 as 3,200 (a 6 lost to a speck); the cell re-read says 3,600.
    const settled = settleAmounts(
      'balance_sheet',
      ACCOUNTS,
      readings([[5_600], [2_000], [3_200, 3_600], [5_600], [4_000], [1_600]]),
    );
    expect(settled.map((l) => l.current)).toEqual([5_600, 2_000, 3_600, 5_600, 4_000, 1_600]);
    expect(settled.every((l) => l.uncertain.length === 0)).toBe(true);
  });

  it('marks a cell uncertain when the identities cannot tell its readings apart', () => {
    // 유동자산 and 자산총계 were not read, so no identity covers 현금 and both its readings fit.
    const settled = settleAmounts(
      'balance_sheet',
      ACCOUNTS,
      readings([[], [2_000, 2_600], [3_600], [], [4_000], [1_600]]),
    );
    expect(settled[1]).toMatchObject({ current: 2_000, uncertain: ['current'] });
    expect(settled[2]?.uncertain).toEqual([]);
  });

  it('marks two readings that offset each other uncertain, not settled', () => {
    // 부채총계 4,600 with 자본총계 1,000 balances as well as 4,000 with 1,600.
    const settled = settleAmounts(
      'balance_sheet',
      ACCOUNTS,
      readings([[5_600], [2_000], [3_600], [5_600], [4_000, 4_600], [1_600, 1_000]]),
    );
    expect(settled[4]?.uncertain).toEqual(['current']);
    expect(settled[5]?.uncertain).toEqual(['current']);
  });

  it('marks the line an identity still fails for rather than guess a value', () => {
    // 매출채권 has one reading only and it is wrong: nothing fixes the subtotal.
    const settled = settleAmounts(
      'balance_sheet',
      ACCOUNTS,
      readings([[5_600], [2_000], [3_200], [5_600], [4_000], [1_600]]),
    );
    expect(settled.map((l) => l.current)).toEqual([5_600, 2_000, 3_200, 5_600, 4_000, 1_600]);
    expect(settled[0]?.uncertain).toEqual(['current']);
  });
});

describe('settleAmounts with an ill-formed reading', () => {
  it('marks the ill-formed cell, not only the total, when the arithmetic fails', () => {
    const lines = readings([[5_600], [2_000], [3_6000], [5_600], [4_000], [1_600]]);
    lines[2] = { ...(lines[2] as Readings), doubtful: ['current'] };
    const settled = settleAmounts('balance_sheet', ACCOUNTS, lines);
    expect(settled[2]?.uncertain).toEqual(['current']);
    expect(settled[0]?.uncertain).toEqual(['current']);
  });
});
