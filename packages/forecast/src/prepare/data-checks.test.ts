import { describe, expect, it } from 'vitest';
import { periodLabel } from '../periods';
import { dataChecks } from './data-checks';
import { outlierIndices } from './outliers';

/** Monthly revenue-like series: trend, a yearly season and seeded noise. */
function monthly(n: number, seed = 7): number[] {
  let state = seed;
  const noise = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647 - 0.5;
  };
  return Array.from(
    { length: n },
    (_, t) => 1000 + 5 * t + 100 * Math.sin((2 * Math.PI * t) / 12) + 20 * noise(),
  );
}

const labels = (n: number) =>
  Array.from({ length: n }, (_, i) => periodLabel('2019-01', 12, i) ?? '');

function checks(values: number[], dropped = 0) {
  return dataChecks({ values, labels: labels(values.length), frequency: 12, dropped });
}

describe('outlierIndices', () => {
  it('flags a one-month spike of a seasonal series with a trend, and nothing else', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const values = monthly(60, seed);
      expect(outlierIndices(values, 12)).toEqual([]);
      values[30] = (values[30] ?? 0) + 300;
      expect(outlierIndices(values, 12)).toEqual([30]);
    }
  });

  it('does not take the seasonal peak or the ends of a rising series for outliers', () => {
    const clean = Array.from(
      { length: 48 },
      (_, t) => 50 + 2 * t + 30 * Math.cos((2 * Math.PI * t) / 12),
    );
    expect(outlierIndices(clean, 12)).toEqual([]);
  });

  it('reports none on fewer than three seasons, where a value cannot be told from its season', () => {
    const values = monthly(30);
    values[15] = (values[15] ?? 0) + 500;
    expect(outlierIndices(values, 12)).toEqual([]);
  });

  it('finds a spike in yearly data by its neighbours', () => {
    const values = [10, 11, 12, 13, 40, 15, 16, 17, 18];
    expect(outlierIndices(values, 1)).toEqual([4]);
  });
});

describe('dataChecks', () => {
  it('warns under 24 points and notes under 50 (N-BEATS)', () => {
    expect(checks(monthly(20))).toContainEqual({
      code: 'too-few-points',
      severity: 'warning',
      periods: [],
      params: { points: 20, recommended: 24 },
    });
    expect(checks(monthly(36)).map((c) => c.code)).toEqual(['few-points']);
    expect(checks(monthly(60))).toEqual([]);
  });

  it('names the periods of negative and zero values, at most 20', () => {
    const values = monthly(60);
    values[2] = -5;
    values[3] = 0;
    const found = checks(values);
    expect(found.find((c) => c.code === 'negative-values')).toMatchObject({
      severity: 'warning',
      periods: ['2019-03'],
      params: { count: 1 },
    });
    expect(found.find((c) => c.code === 'zero-values')?.periods).toEqual(['2019-04']);
    const many = Array.from({ length: 50 }, (_, i) => (i % 2 ? -1 : 1) * (i + 1));
    const negative = checks(many).find((c) => c.code === 'negative-values');
    expect(negative?.periods).toHaveLength(20);
    expect(negative?.params.count).toBe(25);
  });

  it('lists outliers by period', () => {
    const values = monthly(60);
    values[40] = (values[40] ?? 0) - 400;
    expect(checks(values)).toContainEqual({
      code: 'outliers',
      severity: 'warning',
      periods: ['2022-05'],
      params: { count: 1, threshold: 3.5 },
    });
  });

  it('warns of a constant series and notes what the 24-month limit dropped', () => {
    expect(checks(Array.from({ length: 24 }, () => 7))).toContainEqual({
      code: 'constant',
      severity: 'warning',
      periods: [],
      params: { value: 7 },
    });
    expect(checks(monthly(24), 12).at(-1)).toEqual({
      code: 'limited-to-24-months',
      severity: 'info',
      periods: [],
      params: { dropped: 12, kept: 24 },
    });
  });
});
