import { SAMPLE_ASSETS } from '@bus/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { demoReconciliation, demoRegister, demoResults, demoSchedule } from './demo-register';

afterEach(() => demoRegister.reset());

describe('demo register', () => {
  it('reconciles the sample with sample A: 7,276,401 won more than the statements', () => {
    expect(demoReconciliation(SAMPLE_ASSETS, 2024)).toEqual({
      fiscalYear: 2024,
      register: 4_075_276_401,
      costStatement: 3_980_000_000,
      sga: 88_000_000,
      statements: 4_068_000_000,
      difference: 7_276_401,
      withinOnePercent: true,
    });
    expect(demoReconciliation(SAMPLE_ASSETS, 2023)).toBeNull();
  });

  it('gives results in the API shape, over every asset', () => {
    const results = demoResults(SAMPLE_ASSETS, { base: '2024-01', estimate: '2025-01' });
    expect(results.total.base).toBe(4_075_276_401);
    expect(results.assetCount).toBe(SAMPLE_ASSETS.length);
    expect(results.byAssetTotal).toBe(SAMPLE_ASSETS.length);
    expect(results.reconciliation?.difference).toBe(7_276_401);
  });

  it('pages the schedule while the totals cover the whole register', () => {
    const page2 = demoSchedule(SAMPLE_ASSETS, '2024-01', 12, 2, 20);
    expect(page2.rows[0]?.assetId).toBe(SAMPLE_ASSETS[20]?.id);
    expect(page2.total).toBe(SAMPLE_ASSETS.length);
    expect(page2.totals.reduce((a, b) => a + b, 0)).toBe(4_075_276_401);
  });
});
