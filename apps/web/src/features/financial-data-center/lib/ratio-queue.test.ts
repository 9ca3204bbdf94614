import { afterEach, describe, expect, it } from 'vitest';
import { ratioReport } from '../testing/fixtures';
import { dropPendingRatios, enqueueRatios, pendingRatios, QUEUE_MAX } from './ratio-queue';

const ratios = ratioReport().ratios;
if (!ratios) throw new Error('fixture has ratios');

afterEach(() => {
  for (const item of pendingRatios()) dropPendingRatios(item.companyId, item.body.fiscalYear);
});

describe('pending ratio queue', () => {
  it('keeps one entry per company and year, the newest', () => {
    enqueueRatios('c1', { fiscalYear: 2024, ratios });
    enqueueRatios('c1', { fiscalYear: 2024, ratios });
    enqueueRatios('c1', { fiscalYear: 2023, ratios });
    expect(pendingRatios()).toHaveLength(2);
    expect(
      JSON.parse(localStorage.getItem('financialDataCenter.pendingRatios') ?? '[]'),
    ).toHaveLength(2);
  });

  it('holds at most 50 items and never drops the oldest', () => {
    for (let i = 0; i < QUEUE_MAX; i += 1) {
      expect(enqueueRatios(`c${i}`, { fiscalYear: 2024, ratios })).toBe(true);
    }
    expect(enqueueRatios('one-more', { fiscalYear: 2024, ratios })).toBe(false);
    expect(pendingRatios()[0]?.companyId).toBe('c0');
  });
});
