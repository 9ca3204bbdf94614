import { describe, expect, it } from 'vitest';
import type { XgboostDiagnostics } from '../../diagnostics';
import { mulberry32 } from '../../numeric/random';
import { xgboost } from './xgboost-model';

const PARAMS = xgboost.parseParams({ n_estimators: 60 });

async function importanceOf(values: number[], start?: string): Promise<XgboostDiagnostics> {
  const model = await xgboost.fit({ values, frequency: 12, ...(start ? { start } : {}) }, PARAMS, {
    seed: 1,
  });
  const diagnostics = model.info?.diagnostics?.(12);
  if (diagnostics?.kind !== 'xgboost') throw new Error('expected XGBoost diagnostics');
  return diagnostics;
}

describe('XGBoost feature importance', () => {
  it('gives lag_12 the largest share on a seasonal random walk', async () => {
    // Each month repeats the same month a year earlier plus noise: only lag 12 carries it.
    const uniform = mulberry32(3);
    const values = Array.from({ length: 12 }, () => 100 + 40 * uniform());
    for (let t = 12; t < 96; t++) values.push((values[t - 12] ?? 0) + 4 * (uniform() - 0.5));
    const { importance } = await importanceOf(values, '2015-01');
    expect(importance[0]?.feature).toBe('lag_12');
    expect(importance[0]?.gain).toBeGreaterThan(0.3);
  });

  it('names every feature readably, shares summing to 1, largest first', async () => {
    const values = Array.from(
      { length: 72 },
      (_, i) => 100 + i + 20 * Math.sin((2 * Math.PI * i) / 12),
    );
    const { importance } = await importanceOf(values, '2015-01');
    const total = importance.reduce((sum, entry) => sum + entry.gain, 0);
    expect(total).toBeCloseTo(1, 10);
    for (const entry of importance) {
      expect(entry.feature).toMatch(/^(lag_\d+|rolling_mean_[36]|month)$/);
    }
    const gains = importance.map((entry) => entry.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });
});
